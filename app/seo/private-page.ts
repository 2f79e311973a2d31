// A page behind a private link (an order, its checkout, a film): never kept by a shared cache,
// never indexed, its address never sent to other sites.
import type { MetaDescriptor } from "react-router";
import type { MessageKey } from "../i18n/en.ts";
import { translate, type MessageValues } from "../i18n/translate.ts";
import { rootDataFrom } from "./root-data.ts";

/**
 * A private file (a family's film, its captions, a photo's thumbnail) is kept by no cache, the
 * browser's own included: a reissued link or a deleted film must not live on in a shared
 * computer's cache, nor a film made again replay the old one (decision 042).
 */
export const PRIVATE_FILE_CACHE = "private, no-store";

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
