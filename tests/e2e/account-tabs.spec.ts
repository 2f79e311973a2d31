// The signed-in account's tabs in the browser: My Orders first with its empty state, the arrow keys
// between the tabs, and Profile with its form and saved children. A tab is a link to its own page,
// so it opens before the modules run and without JavaScript (decision 037).
import { expect, tabTo, test, waitForHydration } from "./support/fixtures.ts";
import { holdModules } from "./support/hydration.ts";
import { inLang, oneLanguage, t } from "./support/i18n.ts";
import { SHOP_URL } from "./support/servers.ts";
import { signIn, uniqueEmail } from "./support/account.ts";

// The tabs behave alike in both languages: once, in Spanish (decision 070).
for (const lang of oneLanguage("es")) {
  test.describe(`account (${lang})`, () => {
    test("signed in, My Orders is the default tab, with its empty state and a way to order", async ({
      page,
    }) => {
      await signIn(page, uniqueEmail(`empty-${lang}`), lang);
      const response = await page.goto(inLang("/account", lang));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "account.title"));
      const tabs = page.getByRole("tablist", { name: t(lang, "account.tabs") });
      await expect(tabs.getByRole("tab")).toHaveText([
        t(lang, "account.tab.orders"),
        t(lang, "account.tab.profile"),
      ]);
      await expect(tabs.getByRole("tab", { name: t(lang, "account.tab.orders") })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      const panel = page.getByRole("tabpanel");
      await expect(panel).toHaveCount(1);
      await expect(panel.getByRole("heading", { name: t(lang, "account.orders.emptyTitle") })).toBeVisible();
      await expect(panel).toContainText(t(lang, "account.orders.emptyText"));
      if (lang === "en") {
        await expect(panel).toContainText("No orders yet");
        await expect(panel).toContainText("Let's make some holiday magic!");
      }
      const create = panel.getByRole("link", { name: t(lang, "account.orders.create") });
      await expect(create).toHaveAttribute("href", "/#reserve-form");

      await waitForHydration(page);
      await create.click();
      await expect(page).toHaveURL(`${SHOP_URL}/#reserve-form`);
      await expect(
        page.locator("#reserve-form").getByRole("heading", { name: t(lang, "order.title") }),
      ).toBeInViewport();
    });

    test("the arrow keys move between the tabs; Profile has its form and saved children", async ({
      page,
    }) => {
      // Signing in ends on /account, signed in.
      await signIn(page, uniqueEmail(`tabs-${lang}`), lang);
      await waitForHydration(page);
      const orders = page.getByRole("tab", { name: t(lang, "account.tab.orders") });
      const profile = page.getByRole("tab", { name: t(lang, "account.tab.profile") });

      await tabTo(page, orders);
      await page.keyboard.press("ArrowRight");
      await expect(profile).toBeFocused();
      await expect(profile).toHaveAttribute("aria-selected", "true");
      await expect(orders).toHaveAttribute("aria-selected", "false");

      const panel = page.getByRole("tabpanel");
      await expect(panel).toHaveCount(1);
      await expect(panel).toHaveAccessibleName(t(lang, "account.tab.profile"));
      await expect(panel.getByRole("button", { name: t(lang, "account.logout"), exact: true })).toBeVisible();
      for (const label of [
        "account.profile.fullName",
        "account.profile.email",
        "account.profile.phone",
      ] as const) {
        const input = panel.getByLabel(t(lang, label), { exact: true });
        await expect(input).toBeVisible();
        await expect(input).toBeEditable();
      }
      await expect(panel.getByLabel(t(lang, "account.profile.email"), { exact: true })).toHaveAttribute(
        "type",
        "email",
      );
      await expect(panel.getByLabel(t(lang, "account.profile.phone"), { exact: true })).toHaveAttribute(
        "type",
        "tel",
      );
      await expect(
        panel.getByRole("button", { name: t(lang, "account.profile.save"), exact: true }),
      ).toBeVisible();
      await expect(panel.getByRole("heading", { name: t(lang, "account.children.title") })).toBeVisible();
      await expect(panel).toContainText(t(lang, "account.children.empty"));
      if (lang === "en") {
        for (const text of [
          "Full Name",
          "Email",
          "Phone (optional)",
          "Save Changes",
          "Saved Child Profiles",
        ]) {
          await expect(panel).toContainText(text);
        }
      }

      // The profile's fields can be typed into.
      const fullName = panel.getByLabel(t(lang, "account.profile.fullName"), { exact: true });
      await fullName.fill("Ana Pérez");
      await expect(fullName).toHaveValue("Ana Pérez");

      await profile.focus();
      await page.keyboard.press("ArrowLeft");
      await expect(orders).toBeFocused();
      await expect(orders).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel")).toContainText(t(lang, "account.orders.emptyTitle"));
      // Arrow keys wrap around.
      await page.keyboard.press("ArrowLeft");
      await expect(profile).toBeFocused();
      await expect(profile).toHaveAttribute("aria-selected", "true");
    });
  });
}

// The tabs behave alike in both languages: once, in Spanish (decision 070).
for (const lang of oneLanguage("es")) {
  test(`a tab pressed before the modules run opens its page; once they run it switches in place (${lang})`, async ({
    page,
  }) => {
    await signIn(page, uniqueEmail(`tab-link-${lang}`), lang);
    const release = await holdModules(page);
    const profile = page.getByRole("tab", { name: t(lang, "account.tab.profile") });
    const orders = page.getByRole("tab", { name: t(lang, "account.tab.orders") });

    await profile.click();
    await expect(page).toHaveURL(/\/account\?tab=profile$/);
    await expect(profile).toHaveAttribute("aria-selected", "true");
    await expect(
      page.getByRole("tabpanel").getByLabel(t(lang, "account.profile.fullName"), { exact: true }),
    ).toBeVisible();

    release();
    await waitForHydration(page);
    await orders.click();
    await expect(orders).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText(t(lang, "account.orders.emptyTitle"));
    // In place: the address is still the page the visitor came to.
    await expect(page).toHaveURL(/\/account\?tab=profile$/);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Profile tab opens, and My Orders again", async ({ page }) => {
    await signIn(page, uniqueEmail("tab-no-js"), "en");
    await page.getByRole("tab", { name: t("en", "account.tab.profile") }).click();
    await expect(page).toHaveURL(/\/account\?tab=profile$/);
    await expect(
      page.getByRole("tabpanel").getByLabel(t("en", "account.profile.fullName"), { exact: true }),
    ).toBeVisible();
    await page.getByRole("tab", { name: t("en", "account.tab.orders") }).click();
    await expect(page).toHaveURL(/\/account\?tab=orders$/);
    await expect(page.getByRole("tabpanel")).toContainText(t("en", "account.orders.emptyTitle"));
  });
});
