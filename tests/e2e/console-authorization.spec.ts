// The console's door, over the whole route table: every console route (listed from app/routes.ts,
// so a route added later is held to this too) answers a signed-out visitor and a signed-in customer
// (the very buyer of the order shown) with the shop's 404, for pages, their data requests, files
// and forms, and never with the order's data; the operator gets the real thing at the same URLs.
import type { APIRequestContext, APIResponse } from "@playwright/test";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "#app/routes.ts";
import { signIn, uniqueEmail } from "./support/account.ts";
import { expect, test } from "./support/fixtures.ts";
import { t } from "./support/i18n.ts";
import { signInAsOperator } from "./support/operator.ts";
import { seedPaidOrder } from "./support/seed-order.ts";
import { SHOP_URL } from "./support/servers.ts";

const CHILD = "Quillon";
/** A key only the console's pages carry in their dictionary. */
const CONSOLE_MESSAGE = "console.nav.queue";

/** Every path pattern under /console in the route table. */
function consolePatterns(entries: readonly RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [
    ...(entry.path?.startsWith("console") ? [`/${entry.path}`] : []),
    ...consolePatterns(entry.children ?? []),
  ]);
}

/** A concrete URL the operator's own pages link to for this pattern, if any. */
function seenUrl(pattern: string, seen: readonly string[]): string | undefined {
  const matcher = new RegExp(`^${pattern.replace(/\./g, "\\.").replace(/:[A-Za-z]+/g, "[^/?#]+")}(\\?|$)`);
  return seen.find((url) => matcher.test(url));
}

/** Every console URL a page links to, shows or posts to. */
async function consoleUrlsOn(request: APIRequestContext, path: string): Promise<string[]> {
  const html = await (await request.get(path)).text();
  const urls = [...html.matchAll(/(?:href|src|action)="(\/console[^"]*)"/g)].map((match) =>
    (match[1] ?? "").replaceAll("&amp;", "&"),
  );
  return [...new Set(urls)];
}

async function expectRefused(response: APIResponse, what: string, buyer: string) {
  expect(response.status(), what).toBe(404);
  const body = await response.text();
  expect(body.includes(CHILD), `${what} shows the child's name`).toBe(false);
  expect(body.includes(buyer), `${what} shows the buyer's address`).toBe(false);
  expect(body.includes(CONSOLE_MESSAGE), `${what} carries the console's messages`).toBe(false);
}

test("nobody but an operator reaches any console route, page, file or action", async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(180_000);
  const buyer = uniqueEmail("console-buyer");
  const orderPath = await seedPaidOrder(page.request, "en", 1, { email: buyer, childNames: [CHILD] });
  await page.goto(orderPath);
  const reference = (await page.getByTestId("order-reference").textContent()) ?? "";
  expect(reference).toMatch(/^SF-/);

  // The operator's own view, to learn real URLs for every pattern its pages link to.
  const operatorContext = await browser.newContext();
  const operatorPage = await operatorContext.newPage();
  await signInAsOperator(operatorPage, "en");
  const seen = (
    await Promise.all(
      ["/console", `/console/orders/${reference}`, "/console/names", "/console/dashboard"].map((path) =>
        consoleUrlsOn(operatorPage.request, path),
      ),
    )
  ).flat();
  const patterns = consolePatterns(routes);
  expect(patterns.length).toBeGreaterThanOrEqual(10);
  const urls = patterns.map(
    (pattern) =>
      seenUrl(pattern, seen) ??
      pattern.replace(":reference", reference).replace(/:[A-Za-z]+/g, "00000000-0000-4000-8000-000000000000"),
  );
  const pages = new Set(["/console", `/console/orders/${reference}`, "/console/names", "/console/dashboard"]);
  for (const url of urls.filter((url) => pages.has(url))) {
    const answer = await operatorPage.request.get(url);
    expect(answer.status(), `the operator opens ${url}`).toBe(200);
    expect((await answer.text()).includes(CONSOLE_MESSAGE), `${url} is the console`).toBe(true);
  }

  // The buyer of that very order, signed in, and a visitor who is not.
  const customer = await browser.newContext();
  const customerPage = await customer.newPage();
  await signIn(customerPage, buyer, "en");
  const stranger = await playwright.request.newContext({ baseURL: SHOP_URL });
  for (const [who, request] of [
    ["a signed-out visitor", stranger],
    ["the order's own buyer", customerPage.request],
  ] as const) {
    for (const url of urls) {
      await expectRefused(await request.get(url, { maxRedirects: 0 }), `GET ${url} by ${who}`, buyer);
      const dataUrl = url === "/console" ? "/console.data" : `${url.split("?")[0]}.data`;
      await expectRefused(await request.get(dataUrl, { maxRedirects: 0 }), `GET ${dataUrl} by ${who}`, buyer);
      for (const intent of ["note", "refund", "start-production", "upload", "record"]) {
        const answer = await request.post(url, {
          form: { intent, reference, confirm: "yes", text: "hijacked" },
          headers: { origin: SHOP_URL },
          maxRedirects: 0,
        });
        await expectRefused(answer, `POST ${intent} to ${url} by ${who}`, buyer);
      }
    }
  }

  // Nothing the refused requests sent reached the order.
  await operatorPage.goto(`/console/orders/${reference}`);
  await expect(operatorPage.getByText(CHILD).first()).toBeVisible();
  await expect(operatorPage.getByText("hijacked")).toHaveCount(0);
  await expect(operatorPage.getByText(t("en", "console.state.paid")).first()).toBeVisible();
  await Promise.all([operatorContext.close(), customer.close(), stranger.dispose()]);
});

test("a refused console page is the shop's 404 page, as for a path that does not exist", async ({ page }) => {
  await page.goto("/console/orders/SF-NOPE");
  const refused = {
    title: await page.title(),
    heading: await page.getByRole("heading", { level: 1 }).textContent(),
    footer: await page.getByRole("contentinfo").isVisible(),
  };
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  expect(refused).toEqual({
    title: await page.title(),
    heading: await page.getByRole("heading", { level: 1 }).textContent(),
    footer: await page.getByRole("contentinfo").isVisible(),
  });
  expect(refused.title).toBe(t("en", "meta.notFound.title"));
});
