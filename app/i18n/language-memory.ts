// The spec keeps the choice in localStorage under "language" and reads it back on load; a cookie
// mirrors it for the server. A page's scripts may start late or never (decision 031), so reading it
// back is the work of the page's own first script, not of React.
import { LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from "#domain/language.ts";
import { LANGUAGE_PARAM, languageCookie } from "./language-cookie.ts";

export function rememberLanguage(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private browsing may refuse storage; the cookie still carries the choice.
  }
  document.cookie = languageCookie(language);
}

export interface LanguageMemoryOptions {
  key: string;
  param: string;
  /** Each language's cookie, as `languageCookie` writes it. */
  cookies: Record<string, string>;
}

export const languageMemoryOptions: LanguageMemoryOptions = {
  key: LANGUAGE_STORAGE_KEY,
  param: LANGUAGE_PARAM,
  cookies: Object.fromEntries(LANGUAGES.map((language) => [language, languageCookie(language)])),
};

/**
 * Runs in the page, written into it as source (`page-start.server.ts`): it may use nothing from
 * outside itself. A saved choice other than the page's, on an address that names no language, opens
 * the page in the saved language; otherwise the page's language is saved.
 */
export function restoreSavedLanguage({ key, param, cookies }: LanguageMemoryOptions): void {
  const page = document.documentElement.lang;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(key);
  } catch {
    // Storage refused: the cookie alone carries the choice.
  }
  const url = new URL(location.href);
  if (stored && stored !== page && cookies[stored] && !url.searchParams.has(param)) {
    url.searchParams.set(param, stored);
    location.replace(url.href);
    return;
  }
  try {
    localStorage.setItem(key, page);
  } catch {
    // As above.
  }
  if (cookies[page]) document.cookie = cookies[page];
}
