// The embedded marketing form (ORDER_FORM=hubspot, on its own server): its script is added once per
// page however often the order section mounts, and the form's container names the portal, the
// region and the form of the page's language. The script is a local stub: no network is used.
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./support/fixtures.ts";
import { HUBSPOT_URL } from "./support/servers.ts";
import { hubspotConfig } from "./support/shop-config.ts";
import { t } from "./support/i18n.ts";

const STUB = "window.__hsLoaded=(window.__hsLoaded||0)+1";

/** Answers the embed script's address with the stub; returns the addresses asked for, as they come. */
async function stubEmbedScript(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route("https://js.hsforms.net/**", (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: "application/javascript", body: STUB });
  });
  return requested;
}

async function scriptState(page: Page) {
  return page.evaluate(() => ({
    scripts: document.querySelectorAll('script[src^="https://js.hsforms.net/"]').length,
    loaded: (window as Window & { __hsLoaded?: number }).__hsLoaded ?? 0,
  }));
}

test("the embed script loads once, however often the order section mounts", async ({ page }) => {
  expect(hubspotConfig.HUBSPOT_PORTAL_ID).toBe("12345678");
  const requested = await stubEmbedScript(page);

  await page.goto(`${HUBSPOT_URL}/`);
  await waitForHydration(page);
  const frame = page.locator(".hs-form-frame");
  await expect(frame).toHaveCount(1);
  await expect(frame).toHaveAttribute("data-portal-id", "12345678");
  await expect(frame).toHaveAttribute("data-region", "na1");
  await expect(frame).toHaveAttribute("data-form-id", "form-en-1111");
  await expect(page.locator("#reserve-form")).toContainText(t("en", "order.embedLoading"));
  await expect.poll(() => scriptState(page)).toEqual({ scripts: 1, loaded: 1 });
  await expect(page.locator("script#hubspot-forms-embed")).toHaveAttribute(
    "src",
    "https://js.hsforms.net/forms/embed/12345678.js",
  );

  // To /order and back, by the page's own links: the section mounts again each time.
  const footer = page.locator("footer");
  await footer.getByRole("link", { name: t("en", "nav.order"), exact: true }).click();
  await expect(page).toHaveURL(`${HUBSPOT_URL}/order`);
  await expect(frame).toHaveAttribute("data-form-id", "form-en-1111");
  await footer.getByRole("link", { name: t("en", "nav.home"), exact: true }).click();
  await expect(page).toHaveURL(`${HUBSPOT_URL}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("en", "hero.title"));
  await expect(frame).toHaveAttribute("data-form-id", "form-en-1111");
  expect(await scriptState(page)).toEqual({ scripts: 1, loaded: 1 });
  expect(requested).toEqual(["https://js.hsforms.net/forms/embed/12345678.js"]);
});

test("switching language mounts the other language's form, and the script still loads once", async ({
  page,
}) => {
  const requested = await stubEmbedScript(page);
  await page.goto(`${HUBSPOT_URL}/`);
  await waitForHydration(page);
  const frame = page.locator(".hs-form-frame");
  const footer = page.locator("footer");
  await expect(frame).toHaveAttribute("data-form-id", "form-en-1111");

  // Switching to Spanish mounts the Spanish form; the script is still there once.
  await page.locator("header nav[aria-label] a[hreflang=es]:visible").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(frame).toHaveAttribute("data-form-id", "form-es-2222");
  await expect(frame).toHaveAttribute("data-portal-id", "12345678");
  await expect(frame).toHaveAttribute("data-region", "na1");
  await expect(page.locator("#reserve-form")).toContainText(t("es", "order.embedLoading"));
  expect(await scriptState(page)).toEqual({ scripts: 1, loaded: 1 });

  await footer.getByRole("link", { name: t("es", "nav.order"), exact: true }).click();
  await expect(page).toHaveURL(`${HUBSPOT_URL}/order`);
  await expect(frame).toHaveAttribute("data-form-id", "form-es-2222");
  await page.locator("header nav[aria-label] a[hreflang=en]:visible").click();
  await expect(frame).toHaveAttribute("data-form-id", "form-en-1111");
  await footer.getByRole("link", { name: t("en", "nav.home"), exact: true }).click();
  await expect(frame).toHaveAttribute("data-form-id", "form-en-1111");

  expect(await scriptState(page)).toEqual({ scripts: 1, loaded: 1 });
  expect(requested).toEqual(["https://js.hsforms.net/forms/embed/12345678.js"]);
});

test("a Spanish page load shows the Spanish form at once", async ({ page }) => {
  await stubEmbedScript(page);
  const response = await page.goto(`${HUBSPOT_URL}/order?lang=es`);
  const html = await response!.text();
  expect(html).toContain('data-form-id="form-es-2222"');
  await waitForHydration(page);
  await expect(page.locator(".hs-form-frame")).toHaveAttribute("data-form-id", "form-es-2222");
  await expect.poll(() => scriptState(page)).toEqual({ scripts: 1, loaded: 1 });
  // The shop's own fallback (write to us) is not shown when the embedded form is configured.
  await expect(page.locator("#reserve-form a[href^='mailto:']")).toHaveCount(0);
});
