// The public facts of the shop that pages show, read from the configuration a loader is handed
// (`services(context).config`).
import type { Config } from "#server/config.ts";
import type { Language } from "#domain/language.ts";
import { samplePath } from "#domain/sample-films.ts";
import { EXAMPLE_DURATIONS } from "#domain/shop.ts";
import type { ExamplePlayer } from "./features/landing/examples.tsx";

export interface SiteSettings {
  publicUrl: string;
  /** The server's year for the copyright line, so the browser renders the same text. */
  year: number;
  contact: { marketingEmail: string; ordersEmail: string; phone: string; address: string };
  social: { facebook: string; instagram: string; youtube: string };
  /** Payments in test mode: every page's footer says so, while any "Pay" gives a film free. */
  testPayments: boolean;
}

export type SiteConfig = Pick<
  Config,
  | "PUBLIC_URL"
  | "CONTACT_EMAIL_MARKETING"
  | "CONTACT_EMAIL_ORDERS"
  | "CONTACT_PHONE"
  | "CONTACT_ADDRESS"
  | "SOCIAL_FACEBOOK_URL"
  | "SOCIAL_INSTAGRAM_URL"
  | "SOCIAL_YOUTUBE_URL"
  | "PAYMENTS"
>;

export function siteSettings(config: SiteConfig): SiteSettings {
  return {
    publicUrl: config.PUBLIC_URL.replace(/\/$/, ""),
    year: new Date().getFullYear(),
    contact: {
      marketingEmail: config.CONTACT_EMAIL_MARKETING,
      ordersEmail: config.CONTACT_EMAIL_ORDERS,
      phone: config.CONTACT_PHONE,
      address: config.CONTACT_ADDRESS,
    },
    social: {
      facebook: config.SOCIAL_FACEBOOK_URL,
      instagram: config.SOCIAL_INSTAGRAM_URL,
      youtube: config.SOCIAL_YOUTUBE_URL,
    },
    testPayments: config.PAYMENTS === "test",
  };
}

export type OrderFormSettings =
  | { mode: "own"; discountPercent: number }
  | { mode: "hubspot"; portalId: string; region: string; formId: string };

export type OrderFormConfig = Pick<
  Config,
  | "ORDER_FORM"
  | "EXTRA_FILM_DISCOUNT_PERCENT"
  | "HUBSPOT_PORTAL_ID"
  | "HUBSPOT_REGION"
  | "HUBSPOT_FORM_ID_EN"
  | "HUBSPOT_FORM_ID_ES"
>;

export function orderFormSettings(config: OrderFormConfig, language: Language): OrderFormSettings {
  if (config.ORDER_FORM !== "hubspot")
    return { mode: "own", discountPercent: config.EXTRA_FILM_DISCOUNT_PERCENT };
  return {
    mode: "hubspot",
    portalId: config.HUBSPOT_PORTAL_ID ?? "",
    region: config.HUBSPOT_REGION,
    formId: (language === "es" ? config.HUBSPOT_FORM_ID_ES : config.HUBSPOT_FORM_ID_EN) ?? "",
  };
}

export type ExampleVideoConfig = Pick<
  Config,
  "EXAMPLE_VIDEO_EMBED_URL" | "EXAMPLE_VIDEO_IDS_EN" | "EXAMPLE_VIDEO_IDS_ES"
>;

/** Six players in the cards' order: outside ones where ids are configured, else our own sample films. */
export function examplePlayers(config: ExampleVideoConfig, language: Language): ExamplePlayer[] {
  const ids = language === "es" ? config.EXAMPLE_VIDEO_IDS_ES : config.EXAMPLE_VIDEO_IDS_EN;
  return EXAMPLE_DURATIONS.map((_, index): ExamplePlayer => {
    const id = ids?.[index];
    if (id === undefined) {
      return {
        kind: "sample",
        video: samplePath(index, language, "mp4"),
        captions: samplePath(index, language, "vtt"),
      };
    }
    const url = config.EXAMPLE_VIDEO_EMBED_URL.replace("{id}", encodeURIComponent(id));
    return { kind: "embed", url: url.replace("{language}", language) };
  });
}
