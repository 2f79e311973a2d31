// The FAQ accordion (one item open at a time, with mouse and keyboard) and the example-film dialog.
import { expect, test, waitForHydration } from "./support/fixtures.ts";
import { LANGS, inLang, landing, t } from "./support/i18n.ts";
import { shopConfig } from "./support/shop-config.ts";

for (const lang of LANGS) {
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
    const ids = lang === "en" ? shopConfig.EXAMPLE_VIDEO_IDS_EN : shopConfig.EXAMPLE_VIDEO_IDS_ES;
    const films = landing[lang].examples;

    test.beforeEach(async ({ page }) => {
      await page.goto(inLang("/", lang));
      await waitForHydration(page);
    });

    test("a card opens the dialog with the film autoplaying; Escape closes it and focus returns", async ({
      page,
    }) => {
      expect(ids[0]).toBe(`santa-demo-${lang}-1`);
      const card = page.getByRole("link", { name: t(lang, "examples.watch", { title: films[0]!.title }) });
      await card.focus();
      await page.keyboard.press("Enter");

      const dialog = page.locator("dialog[open]");
      await expect(dialog).toHaveCount(1);
      await expect(dialog).toBeVisible();
      await expect(
        page.getByRole("dialog", { name: t(lang, "examples.player", { title: films[0]!.title }) }),
      ).toBeVisible();
      const frame = dialog.locator("iframe");
      await expect(frame).toHaveCount(1);
      const src = new URL((await frame.getAttribute("src")) ?? "");
      expect(src.searchParams.get("autoplay")).toBe("1");
      expect(src.pathname).toContain(`/${ids[0]}`);
      expect(src.pathname).toContain(`santa-demo-${lang}-1`);
      await expect(frame).toHaveAttribute("allow", /autoplay/);
      await expect(frame).toHaveAttribute("title", t(lang, "examples.player", { title: films[0]!.title }));

      await page.keyboard.press("Escape");
      await expect(page.locator("dialog[open]")).toHaveCount(0);
      await expect(card).toBeFocused();
      // The player is gone, so the film stops.
      await expect(page.locator("dialog iframe")).toHaveCount(0);
    });

    test("the close button closes it; each card plays its own film, one dialog at a time", async ({
      page,
    }) => {
      for (const index of [2, 5]) {
        const card = page.getByRole("link", {
          name: t(lang, "examples.watch", { title: films[index]!.title }),
        });
        await card.click();
        await expect(page.locator("dialog[open]")).toHaveCount(1);
        const frame = page.locator("dialog[open] iframe");
        await expect(frame).toHaveAttribute("src", new RegExp(`/${ids[index]}\\?.*autoplay=1`));
        expect(ids[index]).toBe(`santa-demo-${lang}-${index + 1}`);
        await expect(page.locator("iframe")).toHaveCount(1);
        await expect(page.locator("dialog")).toHaveCount(1);

        await page.getByRole("button", { name: t(lang, "examples.close"), exact: true }).click();
        await expect(page.locator("dialog[open]")).toHaveCount(0);
        await expect(card).toBeFocused();
      }
    });

    test("only one dialog is ever open, and a click on the backdrop closes it", async ({ page }) => {
      const first = page.getByRole("link", { name: t(lang, "examples.watch", { title: films[0]!.title }) });
      const fourth = page.getByRole("link", { name: t(lang, "examples.watch", { title: films[3]!.title }) });
      await first.click();
      await expect(page.locator("dialog[open] iframe")).toHaveAttribute("src", new RegExp(`/${ids[0]}\\?`));
      // The page behind the modal is inert; even a scripted click on another card only swaps the film.
      await fourth.dispatchEvent("click");
      await expect(page.locator("dialog[open] iframe")).toHaveAttribute("src", new RegExp(`/${ids[3]}\\?`));
      await expect(page.locator("dialog[open]")).toHaveCount(1);
      await expect(page.locator("iframe")).toHaveCount(1);

      await page.mouse.click(8, 8);
      await expect(page.locator("dialog[open]")).toHaveCount(0);
      await expect(page.locator("iframe")).toHaveCount(0);
    });
  });
}
