// A console page's title: never indexed (a refused visitor gets the 404 page's meta from the root).
import type { MetaDescriptor } from "react-router";
import type { MessageKey } from "../../i18n/en.ts";
import { translate } from "../../i18n/translate.ts";
import { rootDataFrom } from "../../seo/root-data.ts";

export function consoleMeta(title: MessageKey) {
  return ({ matches }: { matches: Parameters<typeof rootDataFrom>[0] }): MetaDescriptor[] => {
    const root = rootDataFrom(matches);
    if (!root) return [];
    return [{ title: translate(root.messages, title) }, { name: "robots", content: "noindex" }];
  };
}
