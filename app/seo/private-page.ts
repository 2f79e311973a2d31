// A page behind a private link (an order, its checkout, a film): never kept by a shared cache,
// never indexed, its address never sent to other sites.
import type { MetaDescriptor } from "react-router";
import type { MessageKey } from "../i18n/en.ts";
import { translate, type MessageValues } from "../i18n/translate.ts";
import { rootDataFrom } from "./root-data.ts";

export function privatePageHeaders() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}

export function privatePageMeta(
  matches: Parameters<typeof rootDataFrom>[0],
  copy: { title: MessageKey; description: MessageKey; values: MessageValues },
): MetaDescriptor[] {
  const root = rootDataFrom(matches);
  if (!root) return [];
  return [
    { title: translate(root.messages, copy.title, copy.values) },
    { name: "description", content: translate(root.messages, copy.description) },
    { name: "robots", content: "noindex" },
    { name: "referrer", content: "same-origin" },
  ];
}
