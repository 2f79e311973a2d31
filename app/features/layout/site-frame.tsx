// The frame around every page: skip link, snow, sticky header, the page itself and the footer.
import type { ReactNode } from "react";
import { useMatches } from "react-router";
import type { SiteSettings } from "../../site.server.ts";
import { useLanguage } from "../../i18n/language-provider.tsx";
import { SiteHeader } from "./site-header.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { Snow } from "./snow.tsx";

/** What a route may ask of the frame: the console's layout asks for no snow. */
export interface SiteFrameHandle {
  snow?: boolean;
}

export function SiteFrame({ site, children }: { site: SiteSettings; children: ReactNode }) {
  const { t } = useLanguage();
  // Read from the route's handle, so the frame names no route (the console's is in an operator's
  // build only: decision 062); anybody the console refuses sees the shop's 404 page, snow and all.
  const snow = useMatches().every((match) => (match.handle as SiteFrameHandle | undefined)?.snow !== false);
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
