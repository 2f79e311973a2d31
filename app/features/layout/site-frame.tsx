// The frame around every page: skip link, snow, sticky header, the page itself and the footer.
import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import type { SiteSettings } from "../../site.server.ts";
import { useLanguage } from "../../i18n/language-provider.tsx";
import { SiteHeader } from "./site-header.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { Snow } from "./snow.tsx";

export function SiteFrame({ site, children }: { site: SiteSettings; children: ReactNode }) {
  const { t } = useLanguage();
  // The console (shown to an operator: its layout has data) is a working tool, with no snow falling
  // over its tables; anybody it refuses sees the shop's 404 page as it is everywhere.
  const snow = useRouteLoaderData("routes/console-layout") === undefined;
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-snow-50 px-4 py-2 font-bold text-night-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("skip.toContent")}
      </a>
      {snow && <Snow />}
      <SiteHeader />
      <main id="main" tabIndex={-1} className="relative outline-none">
        {children}
      </main>
      <SiteFooter site={site} />
    </>
  );
}
