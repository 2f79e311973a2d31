// Accessibility: axe finds no WCAG 2.1 A/AA or best-practice violation on any screen, in either
// language, on a wide and a phone screen; the skip link is the first stop of the keyboard.
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./support/fixtures.ts";
import { LANGS, inLang, landing, t, type Lang } from "./support/i18n.ts";
import { expectNoViolations, viewportsFor } from "./support/axe.ts";
import { signIn, uniqueEmail } from "./support/account.ts";

const SCREENS: {
  name: string;
  path: string;
  signedIn?: boolean;
  open?: (page: Page, lang: Lang) => Promise<void>;
}[] = [
  { name: "landing", path: "/" },
  { name: "order", path: "/order" },
  { name: "account, signed out", path: "/account" },
  { name: "account, My Orders", path: "/account", signedIn: true },
  {
    name: "account, Profile",
    path: "/account",
    signedIn: true,
    open: async (page, lang) => {
      await page.getByRole("tab", { name: t(lang, "account.tab.profile") }).click();
      await expect(page.getByRole("tabpanel")).toContainText(t(lang, "account.children.title"));
    },
  },
  { name: "privacy", path: "/privacy" },
  { name: "terms", path: "/terms" },
  { name: "404", path: "/no-such-page" },
];

for (const lang of LANGS) {
  for (const viewport of viewportsFor(lang)) {
    test.describe(`axe (${lang}, ${viewport.name})`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });

      for (const screen of SCREENS) {
        test(`${screen.name} has no violations`, async ({ page }) => {
          if (screen.signedIn) await signIn(page, uniqueEmail(`axe-${lang}`), lang);
          await page.goto(inLang(screen.path, lang));
          await waitForHydration(page);
          await screen.open?.(page, lang);
          await expectNoViolations(page);
        });
      }
    });
  }

  // The overlays and the skip link work alike in both languages: once, in Spanish; every page's
  // own scan above runs in both, as each language has its own words (decision 070).
  if (lang === "es")
    test.describe(`axe with an overlay open (${lang})`, () => {
      test("the example dialog has no violations", async ({ page }) => {
        await page.goto(inLang("/", lang));
        await waitForHydration(page);
        const title = landing[lang].examples[1]!.title;
        await page.getByRole("link", { name: t(lang, "examples.watch", { title }) }).click();
        await expect(page.getByRole("dialog", { name: t(lang, "examples.player", { title }) })).toBeVisible();
        // This server makes no films: the dialog says the sample is still being made.
        await expect(page.getByRole("status").getByText(t(lang, "examples.preparing"))).toBeVisible();
        // The page behind the modal is inert and scanned above as "landing": only the dialog is new.
        await expectNoViolations(page, { include: "dialog[open]" });
      });

      test.describe("on a phone", () => {
        test.use({ viewport: { width: 390, height: 844 } });

        test("the open menu has no violations", async ({ page }) => {
          await page.goto(inLang("/", lang));
          await waitForHydration(page);
          await page.locator("header summary").click();
          await expect(page.getByRole("navigation", { name: t(lang, "nav.menu") })).toBeVisible();
          // The menu opens inside the header; the page below it is scanned above as "landing".
          await expectNoViolations(page, { include: "header" });
        });
      });
    });

  if (lang === "es")
    test(`keyboard (${lang}): the first Tab reaches the skip link, which moves the focus to main`, async ({
      page,
    }) => {
      await page.goto(inLang("/privacy", lang));
      await waitForHydration(page);
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: t(lang, "skip.toContent"), exact: true });
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      await expect(skip).toBeInViewport();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("main")).toBeFocused();
      // The next Tab continues inside main, past the header.
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest("main"))).toBe(true);
    });
}
