// The console keeps its secret (issue 42, item 4; decision 062): a signed-out visitor or a customer
// asking `/__manifest` about every console address gets, byte for byte, the answer for addresses no
// route has, and the console's pages are the shop's 404 with no console module or route named; an
// operator gets the console's routes, and its links still navigate in the browser, which asks the
// manifest as it goes.
import type { APIRequestContext } from "@playwright/test";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "#app/routes.ts";
import { signIn, uniqueEmail } from "./support/account.ts";
import { expect, test } from "./support/fixtures.ts";
import { t } from "./support/i18n.ts";
import { signInAsOperator } from "./support/operator.ts";

/** Every concrete address under /console: each pattern of the route table, parameters filled in. */
function consolePaths(entries: readonly RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [
    ...(entry.path?.startsWith("console") ? [`/${entry.path.replace(/:[A-Za-z]+/g, "x")}`] : []),
    ...consolePaths(entry.children ?? []),
  ]);
}

/** The build's version, as the browser sends it with each manifest question: from a page's manifest. */
async function manifestVersion(request: APIRequestContext): Promise<string> {
  const html = await (await request.get("/privacy")).text();
  return /"version": ?"([^"]+)"/.exec(html)?.[1] ?? "";
}

/** Every module a page loads: those it names, and what they import in turn. */
async function modulesOf(request: APIRequestContext, html: string): Promise<Map<string, string>> {
  const modules = new Map<string, string>();
  const toRead = [...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map(([path]) => path);
  for (let path = toRead.pop(); path; path = toRead.pop()) {
    if (modules.has(path)) continue;
    const answer = await request.get(path);
    const source = answer.ok() ? await answer.text() : "";
    modules.set(path, source);
    for (const [, imported] of source.matchAll(/from\s*["']\.\/([\w.-]+\.js)["']/g))
      toRead.push(`/assets/${imported}`);
  }
  return modules;
}

async function askManifest(request: APIRequestContext, paths: string[], version: string) {
  const query = new URLSearchParams({ paths: paths.join(","), version });
  const answer = await request.get(`/__manifest?${query.toString()}`);
  expect(answer.status()).toBe(200);
  // Private to each browser, whoever asks: no shared cache hands one person's answer to another.
  expect(answer.headers()["cache-control"]).toMatch(/^private/);
  expect(answer.headers()["vary"]).toMatch(/Cookie/);
  return { body: await answer.text(), cacheControl: answer.headers()["cache-control"] };
}

test("the route manifest names the console's routes to its operators only", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const version = await manifestVersion(page.request);
  expect(version).not.toBe("");
  const asked = ["/", "/console", ...consolePaths(routes), "/privacy"];
  expect(asked.length).toBeGreaterThan(10);
  // The same question about addresses no route has: "console" spelt otherwise, same length.
  const unknown = asked.map((path) => path.replace(/^\/console/, "/consola"));

  const customer = await browser.newContext();
  const customerPage = await customer.newPage();
  await signIn(customerPage, uniqueEmail("manifest-customer"), "en");
  for (const [who, request] of [
    ["a signed-out visitor", page.request],
    ["a customer", customerPage.request],
  ] as const) {
    const answer = await askManifest(request, asked, version);
    expect(answer.body, who).not.toContain("console");
    expect(answer, who).toEqual(await askManifest(request, unknown, version));
    // The console's 404 page is the shop's for any unknown address: no console module, no route.
    for (const path of ["/console", "/console/names", "/console/orders.csv"]) {
      const page404 = await request.get(path);
      expect(page404.status(), `${who}: ${path}`).toBe(404);
      // The page names its own address (canonical and language links), as a 404 at any address does.
      const html = (await page404.text()).replace(
        new RegExp(`${path.replace(".", "\\.")}(?=["?\\\\])`, "g"),
        "",
      );
      // (React Router's scroll script logs with console.error on every page.)
      expect(html, `${who}: ${path}`).not.toMatch(/console(?!\.error\()/);
      expect(html, `${who}: ${path}`).toContain("routes/not-found");
      expect(html, `${who}: ${path}`).toContain('data-testid="snow"');
    }
    // Nor does any module the page loads, the root's included, name a console address or route;
    // and the whole route table the build wrote is not served (the page still names its file).
    const html = await (await request.get("/console")).text();
    const modules = await modulesOf(request, html);
    expect(modules.size, who).toBeGreaterThan(5);
    for (const [path, source] of modules) {
      // An address, a route's or module's name, or a message key; not the browser's console object.
      const tell =
        /.{0,40}(\/console|console-[a-z]|console\.(?!(error|warn|log|info|debug|trace)\b)[a-z]).{0,40}/.exec(
          source,
        )?.[0];
      expect(tell, `${who}: ${path}`).toBeUndefined();
    }
    const routeTable = /"url": ?"(\/assets\/manifest-[^"]+)"/.exec(html)?.[1];
    expect(routeTable, who).toBeDefined();
    expect((await request.get(routeTable!)).status(), who).toBe(404);
  }
  await customer.close();

  const operator = await browser.newContext();
  const operatorPage = await operator.newPage();
  await signInAsOperator(operatorPage, "en");
  const answer = await askManifest(operatorPage.request, asked, version);
  expect(Object.keys(JSON.parse(answer.body) as object)).toEqual(
    expect.arrayContaining(["routes/console-layout", "routes/console-queue", "routes/console-names"]),
  );

  // The console's own links navigate in the browser (the client asks the manifest for them).
  await operatorPage.goto("/console");
  // A working tool, by its layout's word: no snow over its tables, which the shop's pages have.
  await expect(operatorPage.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(operatorPage.getByTestId("snow")).toHaveCount(0);
  // Hydrated: the page's modules started (decision 031) and React owns the console's links.
  await operatorPage.waitForFunction(() => {
    document.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    const link = document.querySelector('a[href="/console/names"]');
    return !!link && Object.keys(link).some((key) => key.startsWith("__reactFiber$"));
  });
  await operatorPage.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  await operatorPage.getByRole("link", { name: t("en", "console.nav.names") }).click();
  await expect(operatorPage).toHaveURL(/\/console\/names$/);
  await expect(
    operatorPage.getByRole("heading", { level: 1, name: t("en", "console.names.title") }),
  ).toBeVisible();
  expect(
    await operatorPage.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true);
  await operator.close();
});
