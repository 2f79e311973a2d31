// The sticky header: Home, Order, Account, EN | ES and an order button; a disclosure menu on phones.
import { useRef, type MouseEvent } from "react";
import { Link, useLocation } from "react-router";
import Gift from "lucide-react/icons/gift";
import Menu from "lucide-react/icons/menu";
import { useLanguage } from "../../i18n/language-provider.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { ORDER_SECTION_HREF } from "../../shared/landing-anchors.ts";

function useHomeLink() {
  const { pathname } = useLocation();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (pathname !== "/") return;
    event.preventDefault();
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
  };
}

function NavLinks({ onNavigate, className }: { onNavigate?: () => void; className: string }) {
  const { t } = useLanguage();
  const goHome = useHomeLink();
  const linkClass = "rounded px-3 py-2 font-semibold text-snow-50 hover:text-gold-300";
  return (
    <ul className={className}>
      <li>
        <Link
          to="/"
          className={linkClass}
          onClick={(event) => {
            goHome(event);
            onNavigate?.();
          }}
        >
          {t("nav.home")}
        </Link>
      </li>
      <li>
        <Link to={ORDER_SECTION_HREF} className={linkClass} onClick={onNavigate}>
          {t("nav.order")}
        </Link>
      </li>
      <li>
        <Link to="/account" className={linkClass} onClick={onNavigate}>
          {t("nav.account")}
        </Link>
      </li>
    </ul>
  );
}

export function SiteHeader() {
  const { t } = useLanguage();
  const menu = useRef<HTMLDetailsElement>(null);
  const closeMenu = () => {
    if (menu.current) menu.current.open = false;
  };
  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-night-950/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <Link
          to="/"
          className="mr-auto flex items-center gap-2 rounded text-base font-extrabold text-snow-50 sm:text-lg"
        >
          <Gift aria-hidden="true" className="size-6 text-berry-500" />
          {t("brand.name")}
        </Link>
        <nav aria-label={t("nav.main")} className="hidden md:block">
          <NavLinks className="flex items-center gap-1" />
        </nav>
        <LanguageSwitch />
        <Link
          to={ORDER_SECTION_HREF}
          className="hidden rounded-full bg-berry-600 px-4 py-2 font-bold text-white shadow hover:bg-berry-700 sm:inline-block"
        >
          {t("nav.orderButton")}
        </Link>
        <details
          ref={menu}
          className="relative md:hidden"
          onKeyDown={(event) => {
            if (event.key !== "Escape" || !menu.current?.open) return;
            closeMenu();
            menu.current.querySelector("summary")?.focus();
          }}
        >
          <summary className="flex list-none items-center gap-1 rounded-md px-3 py-2 font-semibold">
            <Menu aria-hidden="true" className="size-5" />
            {t("nav.menu")}
          </summary>
          <div className="absolute right-0 mt-2 w-56 rounded-xl border border-white/10 bg-night-900 p-3 shadow-xl">
            <nav aria-label={t("nav.menu")}>
              <NavLinks className="flex flex-col" onNavigate={closeMenu} />
            </nav>
            <Link
              to={ORDER_SECTION_HREF}
              onClick={closeMenu}
              className="mt-2 block rounded-full bg-berry-600 px-4 py-2 text-center font-bold text-white sm:hidden"
            >
              {t("nav.orderButton")}
            </Link>
          </div>
        </details>
      </div>
    </header>
  );
}
