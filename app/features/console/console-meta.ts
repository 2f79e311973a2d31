// A console page's title: never indexed (a refused visitor gets the 404 page's meta from the root).
import type { MetaDescriptor } from "react-router";
import type { Dictionary, MessageKey } from "../../i18n/en.ts";
import { translate } from "../../i18n/translate.ts";
import { rootDataFrom } from "../../seo/root-data.ts";

export function consoleMeta(title: MessageKey) {
  return ({ matches }: { matches: Parameters<typeof rootDataFrom>[0] }): MetaDescriptor[] => {
    const root = rootDataFrom(matches);
    const layout = matches.find((match) => match?.id === "routes/console-layout")?.loaderData as
      { messages: Partial<Dictionary> } | undefined;
    if (!root || !layout) return [];
    return [
      { title: translate({ ...root.messages, ...layout.messages }, title) },
      { name: "robots", content: "noindex" },
    ];
  };
}
