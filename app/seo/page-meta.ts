// Title, description, canonical URL, hreflang alternates and Open Graph tags for a page.
import type { MetaDescriptor } from "react-router";
import { LANGUAGES, LOCALES, type Language } from "#domain/language.ts";
import type { MessageKey } from "../i18n/en.ts";
import type { RootData } from "../root.tsx";
import { rootDataFrom } from "./root-data.ts";
import { LANGUAGE_PARAM } from "../i18n/language-cookie.ts";
import { translate, type MessageValues } from "../i18n/translate.ts";

export interface PageMetaInput {
  path: string;
  title: MessageKey;
  description: MessageKey;
  values?: MessageValues;
}

/** Each language has its own URL: English plain, Spanish with ?lang=es. */
export function languageUrl(publicUrl: string, path: string, language: Language): string {
  return language === "en" ? `${publicUrl}${path}` : `${publicUrl}${path}?${LANGUAGE_PARAM}=${language}`;
}

export function pageMeta(root: RootData, input: PageMetaInput): MetaDescriptor[] {
  const { language, messages } = root;
  const { publicUrl } = root.site;
  const t = (key: MessageKey) => translate(messages, key, input.values);
  const url = languageUrl(publicUrl, input.path, language);
  const title = t(input.title);
  const description = t(input.description);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...LANGUAGES.map((other) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: other,
      href: languageUrl(publicUrl, input.path, other),
    })),
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: languageUrl(publicUrl, input.path, "en"),
    },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: t("brand.name") },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: LOCALES[language].replace("-", "_") },
    { property: "og:image", content: `${publicUrl}/media/og-image.jpg` },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: t("meta.imageAlt") },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/** The meta function of a page whose title and description are plain messages. */
export function staticPageMeta(path: string, title: MessageKey, description: MessageKey) {
  return ({ matches }: { matches: Parameters<typeof rootDataFrom>[0] }): MetaDescriptor[] => {
    const root = rootDataFrom(matches);
    return root ? pageMeta(root, { path, title, description }) : [];
  };
}
