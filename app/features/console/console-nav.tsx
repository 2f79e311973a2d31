// The console's own navigation: its three screens, the current one marked for screen readers too.
import { Link, useLocation } from "react-router";
import { useLanguage } from "../../i18n/language-provider.tsx";
import type { MessageKey } from "../../i18n/en.ts";

/** Each screen and the paths that belong to it: an order's page is part of the queue's. */
const SCREENS: { to: string; label: MessageKey; owns: (pathname: string) => boolean }[] = [
  {
    to: "/console",
    label: "console.nav.queue",
    owns: (pathname) => pathname === "/console" || pathname.startsWith("/console/orders/"),
  },
  {
    to: "/console/dashboard",
    label: "console.nav.dashboard",
    owns: (pathname) => pathname === "/console/dashboard",
  },
  { to: "/console/names", label: "console.nav.names", owns: (pathname) => pathname === "/console/names" },
  { to: "/console/lines", label: "console.nav.lines", owns: (pathname) => pathname === "/console/lines" },
];

export function ConsoleNav({ email }: { email: string }) {
  const { t } = useLanguage();
  const { pathname } = useLocation();
  return (
    <nav
      aria-label={t("console.nav")}
      className="mb-8 flex flex-wrap items-center justify-between gap-4 border-b border-white/10 pb-4"
    >
      <ul className="flex flex-wrap gap-2">
        {SCREENS.map((screen) => (
          <li key={screen.to}>
            <Link
              to={screen.to}
              aria-current={screen.owns(pathname) ? "page" : undefined}
              className={`rounded-full px-4 py-2 font-semibold ${
                screen.owns(pathname) ? "bg-berry-600 text-white" : "text-snow-100 hover:text-gold-300"
              }`}
            >
              {t(screen.label)}
            </Link>
          </li>
        ))}
      </ul>
      <p className="text-sm text-snow-200">{t("console.signedInAs", { email })}</p>
    </nav>
  );
}
