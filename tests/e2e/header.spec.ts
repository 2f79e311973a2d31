// The sticky header, Home's scroll to the top, and the phone menu with the keyboard.
import { expect, scrollToY, tabTo, test, waitForHydration } from "./support/fixtures.ts";
import { inLang, oneLanguage, t } from "./support/i18n.ts";
import { SHOP_URL } from "./support/servers.ts";

// The header behaves alike in both languages: once, in English (decision 070).
for (const lang of oneLanguage("en")) {
  test.describe(`header (${lang})`, () => {
    test("stays in view at the top after scrolling", async ({ page }) => {
      await page.goto(inLang("/", lang));
      const header = page.locator("header").first();
      await expect(header).toHaveCSS("position", "sticky");
      for (const y of [1_500, 4_000, 100_000]) {
        await scrollToY(page, y);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1_000);
        await expect(header).toBeInViewport({ ratio: 1 });
        expect((await header.boundingBox())?.y).toBe(0);
        await expect(header.getByRole("link", { name: t(lang, "nav.orderButton") })).toBeVisible();
      }
      // It stays above the page's content, so its links remain usable.
      const main = page.getByRole("navigation", { name: t(lang, "nav.main") });
      await main.getByRole("link", { name: t(lang, "nav.account"), exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "account.title"));
    });

    test("Home scrolls back to the top of the landing page", async ({ page }) => {
      await page.goto(inLang("/", lang));
      await waitForHydration(page);
      await scrollToY(page, 3_000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2_000);
      const url = page.url();
      await page
        .getByRole("navigation", { name: t(lang, "nav.main") })
        .getByRole("link", { name: t(lang, "nav.home"), exact: true })
        .click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      expect(page.url()).toBe(url);
      await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    });

    test("the header's Order links go to the order form", async ({ page }) => {
      await page.goto(inLang("/privacy", lang));
      await waitForHydration(page);
      await page
        .locator("header")
        .getByRole("link", { name: t(lang, "nav.orderButton") })
        .click();
      await expect(page).toHaveURL(`${SHOP_URL}/#reserve-form`);
      await expect(
        page.locator("#reserve-form").getByRole("heading", { name: t(lang, "order.title") }),
      ).toBeInViewport();
    });
  });

  test.describe(`phone menu (${lang})`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("opens with the keyboard, Escape closes it, and its Account link works from the keyboard", async ({
      page,
    }) => {
      await page.goto(inLang("/", lang));
      await waitForHydration(page);
      // The wide navigation is hidden; the Menu disclosure takes its place.
      await expect(page.getByRole("navigation", { name: t(lang, "nav.main") })).toBeHidden();
      const details = page.locator("header details");
      const summary = details.locator("summary");
      await expect(summary).toHaveText(t(lang, "nav.menu"));
      const menu = page.getByRole("navigation", { name: t(lang, "nav.menu") });
      await expect(menu).toBeHidden();

      await tabTo(page, summary);
      await page.keyboard.press("Enter");
      await expect(details).toHaveAttribute("open", "");
      await expect(menu).toBeVisible();
      await expect(menu.getByRole("link")).toHaveText([
        t(lang, "nav.home"),
        t(lang, "nav.order"),
        t(lang, "nav.account"),
      ]);
      await expect(details.getByRole("link", { name: t(lang, "nav.orderButton") })).toBeVisible();

      // Escape closes it from inside, and the focus goes back to the Menu button.
      await page.keyboard.press("Tab");
      await expect(menu.getByRole("link", { name: t(lang, "nav.home"), exact: true })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(details).not.toHaveAttribute("open");
      await expect(menu).toBeHidden();
      await expect(summary).toBeFocused();

      // Space opens it too; Account by the keyboard goes to /account and closes the menu.
      await page.keyboard.press("Space");
      await expect(menu).toBeVisible();
      await tabTo(page, menu.getByRole("link", { name: t(lang, "nav.account"), exact: true }), { limit: 5 });
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "account.title"));
      await expect(details).not.toHaveAttribute("open");
    });

    test("its Order link goes to the order form and Home back to the top, closing the menu", async ({
      page,
    }) => {
      await page.goto(inLang("/", lang));
      await waitForHydration(page);
      const details = page.locator("header details");
      const summary = details.locator("summary");
      const menu = page.getByRole("navigation", { name: t(lang, "nav.menu") });

      // Order goes to the order form on the landing page.
      await summary.click();
      await menu.getByRole("link", { name: t(lang, "nav.order"), exact: true }).click();
      await expect(page).toHaveURL(`${SHOP_URL}/#reserve-form`);
      await expect(
        page.locator("#reserve-form").getByRole("heading", { name: t(lang, "order.title") }),
      ).toBeInViewport();
      await expect(details).not.toHaveAttribute("open");

      // Home scrolls back to the top.
      await summary.click();
      await menu.getByRole("link", { name: t(lang, "nav.home"), exact: true }).click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(details).not.toHaveAttribute("open");
    });

    test("the language switch stays in the phone header and works", async ({ page }) => {
      await page.goto(inLang("/", lang));
      await waitForHydration(page);
      const other = lang === "en" ? "es" : "en";
      const language = page.locator("header").getByRole("navigation", { name: t(lang, "nav.language") });
      await expect(language).toBeVisible();
      await expect(language).toBeInViewport({ ratio: 1 });
      await language.locator(`a[hreflang=${other}]`).click();
      await expect(page.locator("html")).toHaveAttribute("lang", other);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(other, "hero.title"));
      // Nothing in the header spills out of the phone's width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });
}
