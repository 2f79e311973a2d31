import { describe, expect, it } from "vitest";
import { HELD_DATA_TYPE, HELD_TYPE, withPageStart } from "./page-start.server.ts";
import { staleDraftOptions } from "./features/order-form/draft-memory.ts";
import { HELD_EVENTS, HYDRATING_MARK } from "./shared/hydration-hold.ts";
import type { ScriptStart } from "./shared/script-start.ts";

const page = [
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>',
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="abc"/>',
  '<link rel="modulepreload" href="/assets/framework.js" nonce="abc"/></head>',
  '<body><main>Santa</main><script nonce="abc">window.__reactRouterContext = {};</script>',
  '<script nonce="abc">window.__reactRouterContext.streamController.enqueue("[]");</script>',
  '<script nonce="abc" type="module" async="">import * as route0 from "/assets/root.js";',
  'import("/assets/entry.client.js");</script></body></html>',
].join("");

// The written functions may hold a "<" (a comparison), never a "</script".
const starterOf = (html: string) =>
  /<script nonce="abc">((?:(?!<\/script)[\s\S])*)<\/script><\/body>/.exec(html)?.[1] ?? "";

describe("withPageStart", () => {
  it("drops the module preloads and holds the route modules for the page's first script", () => {
    const html = withPageStart(page, "abc", "after-paint");
    expect(html).not.toContain("modulepreload");
    expect(html).toContain(`<script nonce="abc" type="${HELD_TYPE}">import * as route0`);
    expect(html).not.toMatch(/<script[^>]* type="module"/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    // The router's data waits with them: it is read only by the modules.
    expect(html).toContain(`<script nonce="abc" type="${HELD_DATA_TYPE}">window.__reactRouterContext = {};`);
    expect(html).toContain(
      `<script nonce="abc" type="${HELD_DATA_TYPE}">window.__reactRouterContext.streamController.enqueue`,
    );
  });

  it("writes one first script, with the nonce the page's Content-Security-Policy allows", () => {
    const code = starterOf(withPageStart(page, "abc", "after-paint"));
    // Each function is written whole: the language read back, a stale draft, the modules, the film and the snow.
    for (const name of [
      "restoreSavedLanguage",
      "forgetStaleDraft",
      "startScripts",
      "startHeroFilm",
      "releaseSnowUnlessHydrating",
    ]) {
      expect(code).toContain(`function ${name}(`);
    }
    // It parses as a script: the functions' source carries nothing from outside itself.
    expect(() => new Function(code)).not.toThrow();
  });

  it("tells the first script when the route's modules start", () => {
    const options = (start: ScriptStart) =>
      `{"held":"${HELD_TYPE}","heldData":"${HELD_DATA_TYPE}",${JSON.stringify(
        {
          "after-paint": { whenNeeded: false, watchParts: false, draftKey: null },
          "when-needed": { whenNeeded: true, watchParts: true, draftKey: null },
          "when-touched": { whenNeeded: true, watchParts: false, draftKey: staleDraftOptions.key },
        }[start],
      ).slice(1, -1)},`;
    for (const start of ["after-paint", "when-needed", "when-touched"] as const) {
      expect(starterOf(withPageStart(page, "abc", start))).toContain(options(start));
    }
  });

  it("tells it which taps and keys to leave to the browser while React hydrates", () => {
    const code = starterOf(withPageStart(page, "abc", "when-needed"));
    expect(code).toContain(`"heldEvents":${JSON.stringify(HELD_EVENTS)},"hydratingMark":"${HYDRATING_MARK}"`);
    for (const type of ["keydown", "input", "click", "pointerdown", "submit"])
      expect(HELD_EVENTS).toContain(type);
    // Focus and scrolling React queues without hurrying: they stay its own.
    for (const type of ["focusin", "scroll", "pointermove"]) expect(HELD_EVENTS).not.toContain(type);
  });
});
