// The console's own navigation: its three screens, the current one marked for screen readers too.
import { Link, useLocation } from "react-router";
import { useLanguage } from "../../i18n/language-provider.tsx";
import type { MessageKey } from "../../i18n/en.ts";
import { CONSOLE_PATHS, consoleOrderPath } from "./console-links.ts";

/** Each screen and the paths that belong to it: an order's page is part of the queue's. */
const SCREENS: { to: string; label: MessageKey; owns: (pathname: string) => boolean }[] = [
  {
    to: CONSOLE_PATHS.queue,
    label: "console.nav.queue",
    owns: (pathname) => pathname === CONSOLE_PATHS.queue || pathname.startsWith(consoleOrderPath("")),
  },
  {
    to: CONSOLE_PATHS.dashboard,
    label: "console.nav.dashboard",
    owns: (pathname) => pathname === CONSOLE_PATHS.dashboard,
  },
  {
    to: CONSOLE_PATHS.names,
    label: "console.nav.names",
    owns: (pathname) => pathname === CONSOLE_PATHS.names,
  },
  {
    to: CONSOLE_PATHS.lines,
    label: "console.nav.lines",
    owns: (pathname) => pathname === CONSOLE_PATHS.lines,
  },
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
