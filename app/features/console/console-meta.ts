// A console page's title, or, for anybody the console refused, exactly the 404 page's meta.
import type { MetaDescriptor } from "react-router";
import type { MessageKey } from "../../i18n/en.ts";
import { translate } from "../../i18n/translate.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import { rootDataFrom } from "../../seo/root-data.ts";

interface MetaArgs {
  error?: unknown;
  location: { pathname: string };
  matches: Parameters<typeof rootDataFrom>[0];
}

export function consoleMeta(title: MessageKey) {
  return ({ error, location, matches }: MetaArgs): MetaDescriptor[] => {
    const root = rootDataFrom(matches);
    if (!root) return [];
    if (error) {
      return pageMeta(root, {
        path: location.pathname,
        title: "meta.notFound.title",
        description: "meta.notFound.description",
      });
    }
    return [{ title: translate(root.messages, title) }, { name: "robots", content: "noindex" }];
  };
}
