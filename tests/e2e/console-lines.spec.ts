// Santa's lines in Chromium, in each language: an operator picks a storyline and the film language,
// records its shortest line with Chromium's fake microphone by keyboard alone, hears it listed as
// recorded (its take served as WAV), then deletes it; a take of words that are no line is refused.
// axe runs on each state of the page.
import type { Page } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium.ts";
import { expectNoViolations, VIEWPORTS } from "./support/axe.ts";
import { expect, tabTo, test, waitForHydration, SCREENSHOTS } from "./support/fixtures.ts";
import { inLang, t, type Lang } from "./support/i18n.ts";
import { signInAsOperator } from "./support/operator.ts";

test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"],
  },
});

/** The film language each test records in: the other one, so the two tests never share a line. */
const FILM_LANGUAGE = { en: "es", es: "en" } as const;

async function openLines(page: Page, lang: Lang) {
  await page.goto(inLang("/console/lines", lang));
  await expect(page.getByRole("heading", { level: 1, name: t(lang, "console.lines.title") })).toBeVisible();
}

for (const lang of ["en", "es"] as const) {
  // Recording works alike in both languages: once, in English; the refusal below is about the
  // operator's language (decision 070).
  if (lang === "en")
    test(`an operator records one of Santa's lines by keyboard, hears it listed, and deletes it (${lang})`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const film = FILM_LANGUAGE[lang];
      await signInAsOperator(page, lang);
      await openLines(page, lang);
      await waitForHydration(page);
      await expectNoViolations(page);

      // Choose the shop template's second storyline, in the other film language, by keyboard.
      const storyline = page.getByLabel(t(lang, "console.lines.choose.storyline"));
      const second = await storyline.locator("option").nth(1).getAttribute("value");
      await storyline.focus();
      await storyline.selectOption(second!);
      await tabTo(page, page.getByLabel(t(lang, "console.lines.choose.language")));
      await page.getByLabel(t(lang, "console.lines.choose.language")).selectOption(film);
      await tabTo(page, page.getByRole("button", { name: t(lang, "console.lines.choose.submit") }));
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`language=${film}`));
      const list = page.getByRole("region", {
        name: new RegExp(t(lang, `console.language.${film}`)),
      });
      // The shortest line: a take of a few seconds of the fake microphone is long enough for it (a
      // take far shorter than its line is refused).
      const entries = list.getByRole("listitem");
      await expect(entries.first()).toBeVisible();
      const texts = (
        await entries.evaluateAll((items) => items.map((item) => item.querySelector("p")?.textContent ?? ""))
      ).map((text) => text.replace(/^“|”$/g, ""));
      const shortest = texts.indexOf(texts.reduce((a, b) => (b.length < a.length ? b : a)));
      const entry = entries.nth(shortest);
      const words = texts[shortest]!;
      expect(words.length).toBeGreaterThan(3);

      await entry.getByText(t(lang, "console.lines.record.summary")).focus();
      await page.keyboard.press("Enter");
      const record = entry.getByRole("button", { name: t(lang, "console.names.recorder.start") });
      await tabTo(page, record);
      await page.keyboard.press("Enter");
      const meter = entry.getByRole("meter", { name: t(lang, "console.names.recorder.level") });
      // Chromium's fake microphone beeps now and then: the take goes on until the meter heard one.
      const levels: number[] = [];
      await expect
        .poll(
          async () => {
            levels.push(await meter.evaluate((element: HTMLMeterElement) => element.value));
            return Math.max(...levels);
          },
          { timeout: 8_000, intervals: [50] },
        )
        .toBeGreaterThan(0.2);
      // Three seconds more, a few of its beeps: from the first to the last is the take, once trimmed.
      await page.waitForTimeout(3_000);
      await expect(entry.getByRole("button", { name: t(lang, "console.names.recorder.stop") })).toBeFocused();
      await page.keyboard.press("Enter");
      const save = entry.getByRole("button", { name: t(lang, "console.names.recorder.save") });
      await tabTo(page, save);
      await page.keyboard.press("Enter");

      const notice = page.getByRole("status").filter({ hasText: words }).first();
      await expect(notice).toHaveText(t(lang, "console.lines.result.saved", { words }));
      await expect(notice).toBeFocused();
      // The same place in the list (a longer line may begin with the same words).
      const recorded = entries.nth(shortest);
      const player = recorded.getByLabel(t(lang, "console.lines.play", { words }));
      const audio = await page.request.get((await player.getAttribute("src")) ?? "");
      expect(audio.status()).toBe(200);
      expect(audio.headers()["content-type"]).toBe("audio/wav");
      await expectNoViolations(page);
      for (const { name: size, width, height } of VIEWPORTS) {
        await page.setViewportSize({ width, height });
        await page.screenshot({ path: `${SCREENSHOTS}/lines-${lang}-${size}.png`, fullPage: false });
      }

      await recorded.getByText(t(lang, "console.names.delete.summary"), { exact: true }).click();
      await recorded.getByLabel(t(lang, "console.lines.delete.confirm")).check();
      await recorded.getByRole("button", { name: t(lang, "console.names.delete.submit") }).click();
      await expect(page.getByRole("status").first()).toHaveText(
        t(lang, "console.lines.result.deleted", { words }),
      );
      await expect(recorded.getByLabel(t(lang, "console.lines.play", { words }))).toHaveCount(0);
    });

  test(`a take of words that are no line of Santa's is refused in the operator's language (${lang})`, async ({
    page,
  }) => {
    await signInAsOperator(page, lang);
    await openLines(page, lang);
    const answer = await page.request.post("/console/lines", {
      headers: { Origin: new URL(page.url()).origin },
      multipart: {
        intent: "save",
        language: lang,
        words: "Give every elf a pay rise",
        audio: { name: "take.wav", mimeType: "audio/wav", buffer: Buffer.from("RIFF") },
      },
    });
    expect(answer.status()).toBe(400);
    const page400 = (await answer.text())
      .replaceAll("&#x27;", "'")
      .replaceAll("&quot;", '"')
      .replaceAll("&amp;", "&");
    expect(page400).toContain(t(lang, "console.lines.error.notALine"));
  });
}
