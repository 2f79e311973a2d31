// The Christmas countdown: it ticks once a second by the browser's clock, and the numbers the
// server renders are the numbers the browser hydrates (no hydration mismatch).
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./support/fixtures.ts";
import { collectHydrationErrors } from "./support/hydration.ts";
import { LANGS, inLang, t } from "./support/i18n.ts";

const UNITS = ["days", "hours", "minutes", "seconds"] as const;
type Shown = Record<(typeof UNITS)[number], number>;

/** 25 December 00:00 at UTC-5 of the current year, as the spec fixes it. */
function christmas(year: number): number {
  return Date.UTC(year, 11, 25, 5, 0, 0);
}

async function shownCountdown(page: Page): Promise<Shown> {
  const timer = page.getByRole("timer");
  const values = await Promise.all(
    UNITS.map(async (unit) => {
      const text = await timer.locator(`[data-unit=${unit}] span`).first().textContent();
      return Number((text ?? "").replace(/\D/g, ""));
    }),
  );
  const [days = NaN, hours = NaN, minutes = NaN, seconds = NaN] = values;
  return { days, hours, minutes, seconds };
}

const totalSeconds = (shown: Shown) =>
  shown.days * 86_400 + shown.hours * 3_600 + shown.minutes * 60 + shown.seconds;

/** The countdown as the server wrote it in the HTML, before any script ran. */
function serverCountdown(html: string): Shown {
  const shown: Partial<Shown> = {};
  for (const unit of UNITS) {
    const match = new RegExp(`data-unit="${unit}"[^>]*><span[^>]*>([^<]+)</span>`).exec(html);
    if (!match?.[1]) throw new Error(`The server's HTML has no countdown ${unit}`);
    shown[unit] = Number(match[1].replace(/\D/g, ""));
  }
  return shown as Shown;
}

for (const lang of LANGS) {
  test.describe(`countdown (${lang})`, () => {
    // The clock and hydration work alike in both languages: once, in Spanish; the unit names are
    // each language's own (decision 070).
    if (lang === "es")
      test("the seconds change each second by the browser's clock", async ({ page }) => {
        const year = new Date().getFullYear();
        // Five days before Christmas, at noon in UTC-5.
        const start = christmas(year) - (4 * 86_400 + 12 * 3_600) * 1000;
        await page.clock.install({ time: start - 60_000 });
        await page.goto(inLang("/", lang));
        await waitForHydration(page);
        await page.clock.pauseAt(start);
        await page.clock.runFor(1_000);

        let previous = await shownCountdown(page);
        expect(previous.days).toBe(4);
        // 4 days and 11:59:59 or 12:00:00, depending on where the page's one-second timer stands.
        expect(totalSeconds(previous)).toBeGreaterThanOrEqual(4 * 86_400 + 12 * 3_600 - 1);
        expect(totalSeconds(previous)).toBeLessThanOrEqual(4 * 86_400 + 12 * 3_600);

        for (let tick = 0; tick < 5; tick++) {
          await page.clock.runFor(1_000);
          await expect
            .poll(async () => (await shownCountdown(page)).seconds)
            .toBe((previous.seconds + 59) % 60);
          const now = await shownCountdown(page);
          expect(totalSeconds(now)).toBe(totalSeconds(previous) - 1);
          previous = now;
        }

        // While the clock stands still, so does the countdown.
        await page.waitForTimeout(1_500);
        expect(await shownCountdown(page)).toEqual(previous);
      });

    test("singular and plural unit names follow the numbers", async ({ page }) => {
      const year = new Date().getFullYear();
      const oneOfEach = christmas(year) - (86_400 + 3_600 + 60 + 1) * 1000;
      await page.clock.setFixedTime(oneOfEach);
      await page.goto(inLang("/", lang));
      await waitForHydration(page);
      const timer = page.getByRole("timer");
      await expect(timer.locator("[data-unit] span:first-child")).toHaveText(["1", "01", "01", "01"]);
      await expect(timer.locator("[data-unit] span:last-child")).toHaveText(
        UNITS.map((unit) => t(lang, `countdown.${unit}.one`)),
      );
      await page.clock.setFixedTime(oneOfEach + 1_000);
      await expect(timer.locator("[data-unit=seconds] span:first-child")).toHaveText("00");
      await expect(timer.locator("[data-unit=seconds] span:last-child")).toHaveText(
        t(lang, "countdown.seconds.other"),
      );
    });

    if (lang === "es")
      test("the server-rendered numbers are the hydrated numbers, without a hydration error", async ({
        page,
      }) => {
        const hydrationErrors = collectHydrationErrors(page);
        // The document comes from the server untouched, and the app's script waits until the
        // browser's clock is stopped at the moment the server rendered (the loader's clock, sent in
        // the page data): then both sides compute from the same instant.
        let html = "";
        await page.route(
          (url) => url.pathname === "/",
          async (route) => {
            const response = await route.fetch();
            html = await response.text();
            await route.fulfill({ response, body: html });
          },
        );
        let release = () => {};
        const clockSet = new Promise<void>((resolve) => (release = resolve));
        await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
          await clockSet;
          await route.fallback();
        });
        const response = await page.goto(inLang("/", lang), { waitUntil: "commit" });
        expect(response?.status()).toBe(200);
        const serverNow = Number(/\\?"serverNow\\?",(\d+)/.exec(html)?.[1]);
        expect(serverNow, "the server's clock in the page data").toBeGreaterThan(0);
        await page.clock.setFixedTime(serverNow);
        release();
        const fromServer = serverCountdown(html);
        await waitForHydration(page);
        // Hydrated, and then showing the browser's own (stopped) clock: the very same numbers.
        expect(await shownCountdown(page)).toEqual(fromServer);
        await page.waitForTimeout(1_500);
        expect(await shownCountdown(page)).toEqual(fromServer);
        expect(hydrationErrors).toEqual([]);
      });
  });
}

test("no page logs a hydration error", async ({ page }) => {
  const hydrationErrors = collectHydrationErrors(page);
  for (const path of [
    "/",
    "/?lang=es",
    "/order",
    "/account",
    "/privacy",
    "/terms?lang=es",
    "/no-such-page",
  ]) {
    await page.goto(path);
    await waitForHydration(page);
  }
  expect(hydrationErrors).toEqual([]);
});
