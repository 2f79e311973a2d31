// The signed-in account's tabs in the browser: My Orders first with its empty state, the arrow keys
// between the tabs, and Profile with its form and saved children.
import { expect, tabTo, test, waitForHydration } from "./support/fixtures.ts";
import { LANGS, inLang, t } from "./support/i18n.ts";
import { SHOP_URL } from "./support/servers.ts";
import { signIn, uniqueEmail } from "./support/account.ts";

for (const lang of LANGS) {
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
