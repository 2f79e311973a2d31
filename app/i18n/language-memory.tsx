// The spec keeps the choice in localStorage under "language"; a cookie mirrors it for the server.
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { LANGUAGE_STORAGE_KEY, isLanguage, type Language } from "../../domain/language.ts";
import { LANGUAGE_PARAM, languageCookie, searchWithLanguage } from "./language-cookie.ts";
import { useLanguage } from "./language-provider.tsx";

export function rememberLanguage(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private browsing may refuse storage; the cookie still carries the choice.
  }
  document.cookie = languageCookie(language);
}

function storedLanguage(): Language | undefined {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps localStorage in step with the page, and honours a choice saved before the cookie was lost. */
export function LanguageMemory() {
  const { language } = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const explicit = new URLSearchParams(location.search).get(LANGUAGE_PARAM);
    const stored = storedLanguage();
    if (!explicit && stored && stored !== language) {
      rememberLanguage(stored);
      void navigate(
        { ...location, search: searchWithLanguage(location.search, stored) },
        { replace: true, preventScrollReset: true },
      );
      return;
    }
    rememberLanguage(language);
  }, [language, location, navigate]);
  return null;
}
