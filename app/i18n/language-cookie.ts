// The cookie that mirrors localStorage, so the server renders the saved language on the first paint.
import { LANGUAGE_STORAGE_KEY, type Language } from "#domain/language.ts";

/** The query parameter that selects a language; it is also how each language has its own URL. */
export const LANGUAGE_PARAM = "lang";

/** `search` with the language parameter set to `language`, keeping every other parameter. */
export function searchWithLanguage(search: string, language: Language): string {
  const params = new URLSearchParams(search);
  params.set(LANGUAGE_PARAM, language);
  return `?${params}`;
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function languageCookie(language: Language): string {
  return `${LANGUAGE_STORAGE_KEY}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
