// JSON-LD for search engines: the film as a product at its price, and the FAQ.
import type { MetaDescriptor } from "react-router";
import { CURRENCY, FILM_PRICE_CENTS } from "#domain/shop.ts";
import type { FaqCategory } from "../content/types.ts";
import type { RootData } from "../root.tsx";
import { translate } from "../i18n/translate.ts";
import { languageUrl } from "./page-meta.ts";

export function landingStructuredData(root: RootData, faq: FaqCategory[]): MetaDescriptor[] {
  const url = languageUrl(root.site.publicUrl, "/", root.language);
  return [
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Product",
        name: translate(root.messages, "brand.name"),
        description: translate(root.messages, "hero.description"),
        image: `${root.site.publicUrl}/media/og-image.jpg`,
        url,
        offers: {
          "@type": "Offer",
          price: (FILM_PRICE_CENTS / 100).toFixed(2),
          priceCurrency: CURRENCY,
          availability: "https://schema.org/InStock",
          url,
        },
      },
    },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        inLanguage: root.language,
        mainEntity: faq.flatMap((category) =>
          category.items.map((item) => ({
            "@type": "Question",
            name: item.question,
            acceptedAnswer: { "@type": "Answer", text: item.answer },
          })),
        ),
      },
    },
  ];
}
