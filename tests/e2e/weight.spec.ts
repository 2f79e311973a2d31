// The JavaScript budget of the landing page, counted as the browser downloads it (compressed).
import { expect, test } from "@playwright/test";

const BUDGET_BYTES = 130 * 1024;

test("the landing page needs at most 130 KB of compressed JavaScript", async ({ page }) => {
  const scripts: Promise<number>[] = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() === "script") {
      scripts.push(request.sizes().then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize));
    }
  });
  await page.goto("/", { waitUntil: "networkidle" });
  const total = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
  expect(scripts.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});

test("no script is fetched before the page has painted, and the page still hydrates", async ({ page }) => {
  const html = await (await page.request.get("/")).text();
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).not.toMatch(/<script[^>]* type="module"/);
  expect(html).toContain('type="text/x-module-after-paint"');

  const scriptsBeforeLoad: string[] = [];
  let loaded = false;
  page.on("load", () => (loaded = true));
  page.on("request", (request) => {
    if (request.resourceType() === "script" && !loaded) scriptsBeforeLoad.push(request.url());
  });
  await page.goto("/");
  expect(scriptsBeforeLoad).toEqual([]);
  // Hydrated: React's keys are on the elements once the modules have run.
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith("__react"))))
    .toBe(true);
});
