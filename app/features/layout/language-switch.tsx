// EN | ES: plain links (they work without JavaScript); with it, the choice is also saved at once.
// The tapped language is marked current at once and the page changes language in the task after
// that paint: the router's own start of a navigation would otherwise hold the tap's next frame
// (decision 034).
import { useState, type MouseEvent } from "react";
import { Link, useLocation, useNavigate, type To } from "react-router";
import { LANGUAGES, type Language } from "#domain/language.ts";
import { searchWithLanguage } from "../../i18n/language-cookie.ts";
import { useLanguage } from "../../i18n/language-provider.tsx";
import { rememberLanguage } from "../../i18n/language-memory.ts";
import { isPlainClick } from "../../shared/plain-click.ts";

export function LanguageSwitch({ className = "" }: { className?: string }) {
  const { language, t } = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  // The language asked for, while the page is still in the one it was asked from.
  const [asked, setAsked] = useState<{ from: Language; to: Language } | null>(null);
  const shown = asked?.from === language ? asked.to : language;
  const hrefFor = (target: Language): To => ({
    pathname: location.pathname,
    search: searchWithLanguage(location.search, target),
    hash: location.hash,
  });
  const choose = (event: MouseEvent<HTMLAnchorElement>, target: Language) => {
    rememberLanguage(target);
    if (!isPlainClick(event)) return;
    event.preventDefault();
    setAsked({ from: language, to: target });
    const to = hrefFor(target);
    requestAnimationFrame(() =>
      setTimeout(() => void navigate(to, { replace: true, preventScrollReset: true })),
    );
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
            aria-current={target === shown ? "true" : undefined}
            onClick={(event) => choose(event, target)}
            className={`rounded px-2 py-2 uppercase ${
              target === shown
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
