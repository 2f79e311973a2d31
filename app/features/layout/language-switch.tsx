// EN | ES: plain links (they work without JavaScript); with it, the choice is also saved at once.
import { Link, useLocation } from "react-router";
import { LANGUAGES, type Language } from "../../../domain/language.ts";
import { searchWithLanguage } from "../../i18n/language-cookie.ts";
import { useLanguage } from "../../i18n/language-provider.tsx";
import { rememberLanguage } from "../../i18n/language-memory.ts";

export function LanguageSwitch({ className = "" }: { className?: string }) {
  const { language, t } = useLanguage();
  const location = useLocation();
  const hrefFor = (target: Language) => {
    return {
      pathname: location.pathname,
      search: searchWithLanguage(location.search, target),
      hash: location.hash,
    };
  };
  return (
    <nav aria-label={t("nav.language")} className={`flex items-center text-sm font-bold ${className}`}>
      {LANGUAGES.map((target, index) => (
        <span key={target} className="flex items-center">
          {index > 0 && (
            <span aria-hidden="true" className="px-1 text-snow-300">
              |
            </span>
          )}
          <Link
            to={hrefFor(target)}
            preventScrollReset
            replace
            hrefLang={target}
            lang={target}
            aria-current={target === language ? "true" : undefined}
            onClick={() => rememberLanguage(target)}
            className={`rounded px-2 py-2 uppercase ${
              target === language
                ? "text-gold-300 underline underline-offset-4"
                : "text-snow-50 hover:text-gold-300"
            }`}
          >
            {target}
            <span className="sr-only"> {t(`nav.languageName.${target}`)}</span>
          </Link>
        </span>
      ))}
    </nav>
  );
}
