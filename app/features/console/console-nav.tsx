// The console's own navigation: its three screens, the current one marked for screen readers too.
import { NavLink } from "react-router";
import { useLanguage } from "../../i18n/language-provider.tsx";
import type { MessageKey } from "../../i18n/en.ts";

const SCREENS: { to: string; label: MessageKey; end: boolean }[] = [
  { to: "/console", label: "console.nav.queue", end: false },
  { to: "/console/dashboard", label: "console.nav.dashboard", end: true },
  { to: "/console/names", label: "console.nav.names", end: true },
];

export function ConsoleNav({ email }: { email: string }) {
  const { t } = useLanguage();
  return (
    <nav
      aria-label={t("console.nav")}
      className="mb-8 flex flex-wrap items-center justify-between gap-4 border-b border-white/10 pb-4"
    >
      <ul className="flex flex-wrap gap-2">
        {SCREENS.map((screen) => (
          <li key={screen.to}>
            <NavLink
              to={screen.to}
              end={screen.end}
              className={({ isActive }) =>
                `rounded-full px-4 py-2 font-semibold ${
                  isActive ? "bg-berry-600 text-white" : "text-snow-100 hover:text-gold-300"
                }`
              }
            >
              {t(screen.label)}
            </NavLink>
          </li>
        ))}
      </ul>
      <p className="text-sm text-snow-200">{t("console.signedInAs", { email })}</p>
    </nav>
  );
}
