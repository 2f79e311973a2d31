// A lint rule: user-visible words in JSX come from the dictionaries, never from literals,
// so both languages always have them.
const VISIBLE_ATTRIBUTES = new Set([
  "alt",
  "title",
  "placeholder",
  "aria-label",
  "aria-description",
  "label",
]);
const HAS_WORD = /\p{L}/u;

export default {
  meta: {
    type: "problem",
    docs: { description: "disallow user-visible text literals in JSX" },
    messages: {
      literal: 'User-visible text "{{text}}" belongs in app/i18n/en.ts and es.ts.',
    },
    schema: [],
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: "literal", data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (HAS_WORD.test(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = node.name.type === "JSXIdentifier" ? node.name.name : "";
        if (!VISIBLE_ATTRIBUTES.has(name) || !node.value) return;
        const value = node.value;
        if (value.type === "Literal" && typeof value.value === "string" && HAS_WORD.test(value.value)) {
          report(value, value.value);
        }
      },
      "JSXExpressionContainer > Literal"(node) {
        if (
          typeof node.value === "string" &&
          HAS_WORD.test(node.value) &&
          node.parent.parent.type !== "JSXAttribute"
        ) {
          report(node, node.value);
        }
      },
    };
  },
};
