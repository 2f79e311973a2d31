import { describe, expect, it } from "vitest";
import { DEFERRED_TYPE, scriptsAfterPaint } from "./after-paint-scripts.ts";

const page = [
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>',
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="abc"/>',
  '<link rel="modulepreload" href="/assets/framework.js" nonce="abc"/></head>',
  '<body><main>Santa</main><script nonce="abc">window.__reactRouterContext = {};</script>',
  '<script nonce="abc" type="module" async="">import * as route0 from "/assets/root.js";',
  'import("/assets/entry.client.js");</script></body></html>',
].join("");

describe("scriptsAfterPaint", () => {
  it("drops the module preloads and holds the route modules until the page has painted", () => {
    const html = scriptsAfterPaint(page, "abc");
    expect(html).not.toContain("modulepreload");
    expect(html).toContain(`<script nonce="abc" type="${DEFERRED_TYPE}">import * as route0`);
    expect(html).not.toMatch(/<script[^>]* type="module"/);
    // The starter carries the nonce, so the page's Content-Security-Policy lets it run.
    expect(html).toMatch(/<script nonce="abc">addEventListener\("load"[^<]*<\/script><\/body>/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain("window.__reactRouterContext = {};");
  });

  it("leaves a page without React Router's scripts as it is", () => {
    const plain = "<!DOCTYPE html><html><body><p>Nothing to hydrate</p></body></html>";
    expect(scriptsAfterPaint(plain, "abc")).toBe(plain);
  });
});
