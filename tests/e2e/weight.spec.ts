// The JavaScript budget of the landing page, counted as the browser downloads it (compressed).
import { expect, test, waitForHydration } from "./support/fixtures.ts";

const BUDGET_BYTES = 130 * 1024;

test("the landing page needs at most 130 KB of compressed JavaScript", async ({ page }) => {
  const scripts: Promise<number>[] = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() === "script") {
      scripts.push(request.sizes().then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize));
    }
  });
  // The scripts start when needed (decision 031), so the network can be idle for a while before
  // they are asked for: ask for them and wait for hydration, then for every module it imports.
  await page.goto("/");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  const total = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
  expect(scripts.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});

test("no module is fetched before the page has painted, and the page still hydrates", async ({ page }) => {
  const html = await (await page.request.get("/account")).text();
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).not.toMatch(/<script[^>]* type="module"/);
  expect(html).toContain('type="text/x-module-held"');

  const scriptsBeforeLoad: string[] = [];
  let loaded = false;
  page.on("load", () => (loaded = true));
  page.on("request", (request) => {
    if (request.resourceType() === "script" && !loaded) scriptsBeforeLoad.push(request.url());
  });
  // The account starts its modules after the first paint (decision 007); the landing page waits
  // until they are needed, the order form's page until it is touched (031, 077, script-start.spec.ts).
  await page.goto("/account");
  expect(scriptsBeforeLoad).toEqual([]);
  // Hydrated: React's keys are on the elements once the modules have run.
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith("__react"))))
    .toBe(true);
});

test("the page paints from its HTML alone: no stylesheet or font is fetched, even after hydration", async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (["stylesheet", "font"].includes(request.resourceType())) fetched.push(request.url());
  });
  await page.goto("/");
  await waitForHydration(page);
  // Styled: the night-blue background and the header's layout come from the inlined stylesheet.
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(11, 16, 38)");
  // A client-side visit to another page brings no stylesheet either.
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: /privacy/i })
    .click();
  await expect(page).toHaveURL(/\/privacy/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(11, 16, 38)");
  expect(fetched).toEqual([]);
});
