// Which language a request is served in: an explicit ?lang= first, then the saved cookie, then English.
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, isLanguage, type Language } from "#domain/language.ts";
import { LANGUAGE_PARAM } from "./language-cookie.ts";

function cookieLanguage(request: Request): Language | undefined {
  const header = request.headers.get("Cookie") ?? "";
  for (const part of header.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === LANGUAGE_STORAGE_KEY && isLanguage(value)) return value;
  }
  return undefined;
}

/** The language named in the URL, which also becomes the saved choice. */
export function requestedLanguage(url: URL): Language | undefined {
  const value = url.searchParams.get(LANGUAGE_PARAM);
  return isLanguage(value) ? value : undefined;
}

export function resolveLanguage(request: Request, url: URL): Language {
  return requestedLanguage(url) ?? cookieLanguage(request) ?? DEFAULT_LANGUAGE;
}
