// The FAQ accordion (one item open at a time, with mouse and keyboard) and the example-film dialog.
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./support/fixtures.ts";
import { inLang, landing, oneLanguage, t } from "./support/i18n.ts";
import { HUBSPOT_URL } from "./support/servers.ts";
import { hubspotConfig } from "./support/shop-config.ts";

// The accordion and the dialog behave alike in both languages: once, in Spanish (decision 070).
for (const lang of oneLanguage("es")) {
  const questions = landing[lang].faq.flatMap((category) => category.items);

  test.describe(`FAQ (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(inLang("/#faq", lang));
    });

    test("opening one question closes the other, and the open one collapses again", async ({ page }) => {
      const faq = page.locator("section#faq");
      const first = faq.locator("details").nth(0);
      const second = faq.locator("details").nth(1);
      // A question in another category belongs to the same accordion.
      const later = faq.locator("details").nth(10);

      await first.locator("summary").click();
      await expect(first).toHaveAttribute("open", "");
      await expect(first.getByText(questions[0]!.answer)).toBeVisible();

      await second.locator("summary").click();
      await expect(second).toHaveAttribute("open", "");
      await expect(first).not.toHaveAttribute("open");
      await expect(first.getByText(questions[0]!.answer)).toBeHidden();
      await expect(second.getByText(questions[1]!.answer)).toBeVisible();

      await later.locator("summary").click();
      await expect(later.getByText(questions[10]!.answer)).toBeVisible();
      await expect(faq.locator("details[open]")).toHaveCount(1);

      await later.locator("summary").click();
      await expect(later).not.toHaveAttribute("open");
      await expect(later.getByText(questions[10]!.answer)).toBeHidden();
      await expect(faq.locator("details[open]")).toHaveCount(0);
    });

    test("works with the keyboard: Tab to a question, Enter and Space open and close it", async ({
      page,
    }) => {
      const faq = page.locator("section#faq");
      const summaries = faq.locator("summary");
      const details = faq.locator("details");
      // Start on the last example card: nothing can take the focus between it and the FAQ.
      const films = landing[lang].examples;
      await page.getByRole("link", { name: t(lang, "examples.watch", { title: films[5]!.title }) }).focus();
      await page.keyboard.press("Tab");
      await expect(summaries.nth(0)).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(details.nth(0)).toHaveAttribute("open", "");
      await expect(details.nth(0).getByText(questions[0]!.answer)).toBeVisible();

      // The open answer holds no link, so the next Tab reaches the next question.
      await page.keyboard.press("Tab");
      await expect(summaries.nth(1)).toBeFocused();
      await page.keyboard.press("Space");
      await expect(details.nth(1)).toHaveAttribute("open", "");
      await expect(details.nth(0)).not.toHaveAttribute("open");

      await page.keyboard.press("Enter");
      await expect(details.nth(1)).not.toHaveAttribute("open");
      await expect(faq.locator("details[open]")).toHaveCount(0);
    });
  });

  test.describe(`example dialog (${lang})`, () => {
    const films = landing[lang].examples;
    const card = (page: Page, index: number) =>
      page.getByRole("link", { name: t(lang, "examples.watch", { title: films[index]!.title }) });

    test.beforeEach(async ({ page }) => {
      await page.goto(inLang("/", lang));
      await waitForHydration(page);
    });

    test("a card opens the dialog with our own sample film; Escape closes it and focus returns", async ({
      page,
    }) => {
      // This server renders nothing (RENDER_CONCURRENCY=0): the sample is asked for and not made yet.
      const asked = page.waitForResponse((response) => response.url().endsWith(`/samples/1-${lang}.mp4`));
      await card(page, 0).focus();
      await page.keyboard.press("Enter");

      const dialog = page.getByRole("dialog", {
        name: t(lang, "examples.player", { title: films[0]!.title }),
      });
      await expect(dialog).toBeVisible();
      const answer = await asked;
      expect(answer.status()).toBe(503);
      expect(answer.headers()["retry-after"]).toBe("60");
      await expect(dialog.getByRole("status")).toHaveText(t(lang, "examples.preparing"));
      await expect(page.locator("dialog iframe")).toHaveCount(0);

      await page.keyboard.press("Escape");
      await expect(page.locator("dialog[open]")).toHaveCount(0);
      await expect(card(page, 0)).toBeFocused();
      await expect(page.locator("dialog").getByRole("status")).toHaveCount(0);
    });

    test("the close button closes it; each card asks for its own film, one dialog at a time", async ({
      page,
    }) => {
      for (const index of [2, 5]) {
        const asked = page.waitForRequest((request) =>
          request.url().endsWith(`/samples/${index + 1}-${lang}.mp4`),
        );
        await card(page, index).click();
        await asked;
        await expect(page.locator("dialog[open]")).toHaveCount(1);
        await expect(page.locator("dialog")).toHaveCount(1);
        await expect(page.locator("dialog[open]").getByRole("status")).toBeVisible();

        await page.getByRole("button", { name: t(lang, "examples.close"), exact: true }).click();
        await expect(page.locator("dialog[open]")).toHaveCount(0);
        await expect(card(page, index)).toBeFocused();
      }
    });

    test("only one dialog is ever open, and a click on the backdrop closes it", async ({ page }) => {
      await card(page, 0).click();
      await expect(page.locator("dialog[open]")).toHaveCount(1);
      // The page behind the modal is inert; even a scripted click on another card only swaps the film.
      const fourth = page.waitForRequest((request) => request.url().endsWith(`/samples/4-${lang}.mp4`));
      await card(page, 3).dispatchEvent("click");
      await fourth;
      await expect(
        page.getByRole("dialog", { name: t(lang, "examples.player", { title: films[3]!.title }) }),
      ).toBeVisible();
      await expect(page.locator("dialog[open]")).toHaveCount(1);

      await page.mouse.click(8, 8);
      await expect(page.locator("dialog[open]")).toHaveCount(0);
    });

    test("a shop with outside players configured plays those instead, autoplaying", async ({ page }) => {
      const ids =
        (lang === "en" ? hubspotConfig.EXAMPLE_VIDEO_IDS_EN : hubspotConfig.EXAMPLE_VIDEO_IDS_ES) ?? [];
      expect(ids[2]).toBe(`santa-demo-${lang}-3`);
      await page.goto(new URL(inLang("/", lang), HUBSPOT_URL).href);
      await waitForHydration(page);
      await card(page, 2).click();
      const frame = page.locator("dialog[open] iframe");
      await expect(frame).toHaveAttribute("src", new RegExp(`/${ids[2]}\\?.*autoplay=1`));
      await expect(frame).toHaveAttribute("allow", /autoplay/);
      await expect(frame).toHaveAttribute("title", t(lang, "examples.player", { title: films[2]!.title }));
      await page.keyboard.press("Escape");
      await expect(page.locator("iframe")).toHaveCount(0);
    });
  });
}
