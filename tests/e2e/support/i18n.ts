// The real copy the tests check: the dictionaries and the long content, in both languages.
import { en, type MessageKey } from "#app/i18n/en.ts";
import { es } from "#app/i18n/es.ts";
import { translate, type MessageValues } from "#app/i18n/translate.ts";
import { landingEn } from "#app/content/landing.en.ts";
import { landingEs } from "#app/content/landing.es.ts";
import { privacyEn } from "#app/content/privacy.en.ts";
import { privacyEs } from "#app/content/privacy.es.ts";
import { termsEn } from "#app/content/terms.en.ts";
import { termsEs } from "#app/content/terms.es.ts";

export const LANGS = ["en", "es"] as const;
export type Lang = (typeof LANGS)[number];

/**
 * For a test whose checks the language does not change (a keyboard, a dialog, a filter): it runs
 * once, in `lang`, keeping its name's "(lang)". The files take turns, so both languages' pages stay
 * under test. A test runs in both only where the language changes what it checks: copy, plurals,
 * dates, a voice, words recognised (decision 070).
 */
export function oneLanguage(lang: Lang): readonly Lang[] {
  return [lang];
}

export const dictionaries = { en, es } as const;
export const landing = { en: landingEn, es: landingEs } as const;
export const privacy = { en: privacyEn, es: privacyEs } as const;
export const terms = { en: termsEn, es: termsEs } as const;

/** A message as the page shows it, with its {placeholders} filled in. */
export function t(lang: Lang, key: MessageKey, values?: MessageValues): string {
  return translate(dictionaries[lang], key, values);
}

/** The URL of a page in a language: English plain (the default), Spanish with ?lang=es. */
export function inLang(path: string, lang: Lang): string {
  if (lang === "en") return path;
  const [beforeHash, hash] = path.split("#");
  const base = beforeHash ?? "";
  const joined = `${base}${base.includes("?") ? "&" : "?"}lang=${lang}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}

/** The price as both languages show it (a US shop: Spanish uses es-US, still "$24.95"). */
export const PRICE = "$24.95";
