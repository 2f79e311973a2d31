// The two languages the shop speaks, and how a choice is recognised.

export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** The name of the localStorage key (as the spec says) and of the cookie that mirrors it. */
export const LANGUAGE_STORAGE_KEY = "language";

/** Locale tags for Intl: a US shop, so Spanish prices still read "$24.95". */
export const LOCALES: Record<Language, string> = { en: "en-US", es: "es-US" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}
