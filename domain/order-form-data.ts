// The order form's data for both sides: the draft and its intents (re-exported from order-draft.ts)
// and validateDraft, which checks a draft with the shared zod schema and names each error's field.
import { orderSchema, ORDER_ERROR_KEYS, type Order, type OrderInput } from "./order-schema.ts";
import { PHOTO_ERROR_KEYS } from "./photo-rules.ts";
import { childField, childInput, FILM_DETAILS } from "./child-details.ts";
import type { FieldErrors, OrderDraft } from "./order-draft.ts";

export * from "./order-draft.ts";

const KNOWN_KEYS: ReadonlySet<string> = new Set([...ORDER_ERROR_KEYS, ...PHOTO_ERROR_KEYS]);

/** The schema's input for a draft: colours as choice and words, photo tokens as the film's photoIds. */
function orderInput(draft: OrderDraft): OrderInput {
  return {
    films: draft.films.map((film) => childInput(film, FILM_DETAILS)) as OrderInput["films"],
    buyerName: draft.buyerName,
    buyerEmail: draft.buyerEmail,
    confirmsAdult: draft.confirmsAdult as true,
    acceptsTerms: draft.acceptsTerms as true,
  };
}

/** A schema path as the form names its field: ["films", 0, "eyeColour", "other"] → "films.0.eyeColourOther". */
export function fieldPath(path: readonly PropertyKey[]): string {
  const [root, index, ...below] = path;
  if (root !== "films") return typeof root === "string" ? root : "form";
  const field = childField(below);
  return typeof index === "number" && field !== undefined ? `films.${index}.${field}` : "form";
}

export function validateDraft(
  draft: OrderDraft,
): { ok: true; order: Order } | { ok: false; errors: FieldErrors } {
  const result = orderSchema.safeParse(orderInput(draft));
  if (result.success) return { ok: true, order: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = fieldPath(issue.path);
    // The first problem of a field is the one to fix first; zod reports in the schema's order.
    errors[path] ??= KNOWN_KEYS.has(issue.message) ? issue.message : "order.error.required";
  }
  return { ok: false, errors };
}
