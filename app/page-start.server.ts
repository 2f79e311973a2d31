// The page's own first script, written into every page on the server, and the hold on its modules.
// React Router's module preloads are dropped, and its module script and the inline scripts that
// hand its data to the modules get types the browser does not run. One small inline script, with
// the page's CSP nonce, then does what must happen whether or not the modules ever run: reads back
// the saved language, forgets an order draft kept past its day, starts the hero's film once idle
// and, where the modules have not started, releases the snow after load. It also starts the modules
// themselves when the route asks (decisions 007, 031, 060).
import { languageMemoryOptions, restoreSavedLanguage } from "./i18n/language-memory.ts";
import { startHeroFilm } from "./features/landing/hero-film.ts";
import { releaseSnowUnlessHydrating } from "./features/layout/snow-release.ts";
import { forgetStaleDraft, staleDraftOptions } from "./features/order-form/draft-memory.ts";
import type { ScriptStart } from "./shared/script-start.ts";
import { HELD_EVENTS, HYDRATING_MARK } from "./shared/hydration-hold.ts";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/>/g;
const ROUTE_MODULES = /<script((?: nonce="[^"]*")?) type="module" async="">/;
// The router's data for hydration: 30 KB on the landing page, parsed for nothing if it never hydrates.
const ROUTER_DATA = /<script((?: nonce="[^"]*")?)>(window\.__reactRouterContext)/g;
export const HELD_TYPE = "text/x-module-held";
export const HELD_DATA_TYPE = "text/x-script-held";

export interface ScriptStartOptions {
  held: string;
  heldData: string;
  /** Not after the first paint: at the visitor's first touch, focus or key (or as below). */
  whenNeeded: boolean;
  /** Also when the visitor comes within a screen of a part marked `data-needs-script`. */
  watchParts: boolean;
  /** Also at once when the browser keeps this order draft (`draft-memory.ts`), so that it is shown. */
  draftKey: string | null;
  /** The events kept from React while it hydrates, and the mark that says it does (hydration-hold.ts). */
  heldEvents: readonly string[];
  hydratingMark: string;
}

/**
 * Runs the held scripts, in the page's order (the router's data, then its modules), once the page
 * has loaded and, for a `when-needed` or `when-touched` page, once the visitor has shown they need
 * them or the page has a kept draft to show; then after
 * one frame and one task, so the first paint is on screen before any module is fetched. Runs in the
 * page, written into it as source: self-contained.
 */
export function startScripts({
  held,
  heldData,
  whenNeeded,
  watchParts,
  draftKey,
  heldEvents,
  hydratingMark,
}: ScriptStartOptions): void {
  const keepsDraft = () => {
    try {
      return draftKey !== null && localStorage.getItem(draftKey) !== null;
    } catch {
      return false;
    }
  };
  let loaded = false;
  let wanted = !whenNeeded || keepsDraft();
  let started = false;
  const start = () => {
    if (started || !loaded || !wanted) return;
    started = true;
    // The snow holds still while the page hydrates, as it does while it loads (decision 009): its
    // frames would lengthen every task of it. The Snow component lets it fall again once hydrated.
    document.body.setAttribute("data-snow-held", "");
    requestAnimationFrame(() =>
      setTimeout(() => {
        // From here until React has hydrated the page, its taps and keys stay the browser's own.
        document.body.setAttribute(hydratingMark, "");
        const leaveToBrowser = (event: Event) => {
          if (document.body.hasAttribute(hydratingMark)) event.stopPropagation();
        };
        heldEvents.forEach((type) => addEventListener(type, leaveToBrowser, { capture: true }));
        const scripts = document.querySelectorAll<HTMLScriptElement>(
          `script[type="${heldData}"], script[type="${held}"]`,
        );
        scripts.forEach((script) => {
          const running = document.createElement("script");
          if (script.type === held) running.type = "module";
          running.nonce = script.nonce;
          running.textContent = script.textContent;
          document.head.appendChild(running);
        });
      }),
    );
  };
  let observer: IntersectionObserver | undefined;
  const want = () => {
    observer?.disconnect();
    wanted = true;
    start();
  };
  if (whenNeeded) {
    for (const type of ["pointerdown", "touchstart", "keydown", "focusin"]) {
      addEventListener(type, want, { capture: true, passive: true, once: true });
    }
    const parts = watchParts ? document.querySelectorAll("[data-needs-script]") : [];
    if (parts.length > 0) {
      // A screen ahead, so a part is live by the time a visitor who scrolls reaches it.
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) want();
        },
        { rootMargin: "100% 0px" },
      );
      parts.forEach((part) => observer?.observe(part));
    }
  }
  addEventListener(
    "load",
    () => {
      loaded = true;
      start();
    },
    { once: true },
  );
}

function starter(nonce: string | undefined, start: ScriptStart): string {
  const attribute = nonce ? ` nonce="${nonce}"` : "";
  const options: ScriptStartOptions = {
    held: HELD_TYPE,
    heldData: HELD_DATA_TYPE,
    whenNeeded: start !== "after-paint",
    watchParts: start === "when-needed",
    // Read after `forgetStaleDraft` in the same script: a draft past its day is gone by then.
    draftKey: start === "when-touched" ? staleDraftOptions.key : null,
    heldEvents: HELD_EVENTS,
    hydratingMark: HYDRATING_MARK,
  };
  const code = [
    `(${restoreSavedLanguage.toString()})(${JSON.stringify(languageMemoryOptions)});`,
    `(${forgetStaleDraft.toString()})(${JSON.stringify(staleDraftOptions)});`,
    `(${startScripts.toString()})(${JSON.stringify(options)});`,
    `addEventListener("load",()=>{(${startHeroFilm.toString()})();(${releaseSnowUnlessHydrating.toString()})(${options.whenNeeded})},{once:true});`,
  ].join("\n");
  // The functions' source holds no "</script": nothing in it could close the element early.
  return `<script${attribute}>${code}</script>`;
}

export function withPageStart(html: string, nonce: string | undefined, start: ScriptStart): string {
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(ROUTE_MODULES, `<script$1 type="${HELD_TYPE}">`)
    .replace(ROUTER_DATA, `<script$1 type="${HELD_DATA_TYPE}">$2`)
    .replace("</body>", `${starter(nonce, start)}</body>`);
}
