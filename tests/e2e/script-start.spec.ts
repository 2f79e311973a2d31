// When the page's modules start (decisions 031, 077): on the landing page and the pages to read, only
// once the visitor needs them; on the order form's page at the first touch, or at once when a draft
// is kept; on the account, once the page has painted. Whatever
// the modules do, the page's own first script reads the saved language back, starts the hero's film
// and lets the snow fall.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { PHONE } from "./support/inp.ts";
import { t } from "./support/i18n.ts";
import { waitForHydration } from "./support/hydration.ts";
import { NARROW_FILM } from "#app/features/landing/hero-film.ts";

// The motion is the subject here: the suite's default of reduced motion is set aside (decision 032).
test.use({ reducedMotion: "no-preference" });

/** Every script the page asks for from now on. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") urls.push(request.url());
  });
  return urls;
}

function isHydrated() {
  const footer = document.querySelector("footer");
  return !!footer && Object.keys(footer).some((key) => key.startsWith("__reactFiber$"));
}

const hydrated = (page: Page) => page.evaluate(isHydrated);

/** The path of the film the hero's video plays, or null while it plays none. */
function filmPlaying(video: HTMLVideoElement): string | null {
  return video.currentSrc && !video.paused ? new URL(video.currentSrc).pathname : null;
}

/** Hydration is a state reached within the test's time, as `waitForHydration` waits (without asking). */
const untilHydrated = (page: Page) => page.waitForFunction(isHydrated);

/** The page has loaded and the browser has been idle since: the snow is released then. */
const settled = (page: Page) =>
  expect.poll(() => page.evaluate(() => !document.body.hasAttribute("data-snow-held"))).toBe(true);

/** Opens the landing page and reads its top until it has settled: no module has run. */
async function readTheTop(page: Page): Promise<string[]> {
  const scripts = scriptRequests(page);
  await page.goto("/");
  await settled(page);
  expect(scripts).toEqual([]);
  return scripts;
}

test.describe("on a phone", () => {
  test.use({ ...PHONE });

  test("the landing page runs no module while the visitor reads its top, and the snow falls", async ({
    page,
  }) => {
    await readTheTop(page);
    expect(await hydrated(page)).toBe(false);
    // The top of the page works as it is: the header's menu opens without any script.
    await page.getByText(t("en", "nav.menu"), { exact: true }).click();
    await expect(page.locator("header details")).toHaveAttribute("open", "");
  });

  test("the tall hero plays the narrow film, which still covers it", async ({ page }) => {
    await page.goto("/");
    const video = page.locator("section[aria-labelledby=hero-title] video");
    await expect.poll(() => video.evaluate(filmPlaying)).toBe("/media/hero-narrow.webm");
    // Playing is said before the film's first bytes are read; its size is known from HAVE_METADATA.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
    const film = await video.evaluate((v: HTMLVideoElement) => ({
      box: { width: v.clientWidth, height: v.clientHeight },
      frame: { width: v.videoWidth, height: v.videoHeight },
    }));
    // Scaled to the box's height, the film is at least as wide as the box: nothing left uncovered.
    expect((film.frame.width * film.box.height) / film.frame.height).toBeGreaterThanOrEqual(film.box.width);
    expect(film.frame).toEqual(NARROW_FILM);
  });

  test("scrolling toward the countdown starts the modules, and the countdown ticks by the time it is seen", async ({
    page,
  }) => {
    const scripts = await readTheTop(page);
    // Scrolled by the page, as a swipe does (no touch or key event reaches it), to where the
    // countdown is just over a screen below the bottom of the view: not yet within a screen.
    const scrollTo = (screensAbove: number) =>
      page.evaluate((screens) => {
        const top = document.querySelector("[aria-labelledby=countdown-title]")!.getBoundingClientRect().top;
        window.scrollTo({ top: scrollY + top - screens * innerHeight, behavior: "instant" });
      }, screensAbove);
    await scrollTo(2.2);
    await settled(page);
    expect(await hydrated(page)).toBe(false);
    // Within a screen of the bottom of the view: the modules start.
    await scrollTo(1.8);
    await untilHydrated(page);
    expect(scripts.length).toBeGreaterThan(0);
    const seconds = page.getByRole("timer").locator("[data-unit=seconds] span").first();
    await seconds.scrollIntoViewIfNeeded();
    const first = await seconds.textContent();
    await expect.poll(() => seconds.textContent()).not.toBe(first);
  });

  test("a touch before the page has loaded starts the modules once it has", async ({ page }) => {
    // The hero's poster is held back, so the page is still loading when the visitor touches it.
    let releasePoster = () => {};
    const posterHeld = new Promise<void>((resolve) => (releasePoster = resolve));
    await page.route("**/media/hero-poster*", async (route) => {
      await posterHeld;
      await route.continue();
    });
    const scripts = scriptRequests(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.locator("h1").dispatchEvent("pointerdown");
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
    expect(scripts).toEqual([]);
    releasePoster();
    await untilHydrated(page);
  });
});

for (const path of ["/privacy", "/terms"]) {
  test(`${path} runs no module until the visitor first types, then hydrates`, async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.goto(path);
    await settled(page);
    expect(scripts).toEqual([]);
    await page.keyboard.press("Tab");
    await untilHydrated(page);
    // The first key did what it does on any page: the skip link has the focus.
    await expect(page.getByRole("link", { name: t("en", "skip.toContent") })).toBeFocused();
  });
}

test("on a desktop, the landing page's film plays and fades in over the poster without any module", async ({
  page,
}) => {
  const scripts = scriptRequests(page);
  await page.goto("/");
  const video = page.locator("section[aria-labelledby=hero-title] video");
  // The wide hero gets the whole film.
  await expect.poll(() => video.evaluate(filmPlaying)).toBe("/media/hero.webm");
  await expect(video).toHaveCSS("opacity", "1");
  expect(scripts).toEqual([]);
});

test("coming to the landing page from another page of the shop, its film plays too", async ({ page }) => {
  await page.goto("/privacy");
  await waitForHydration(page);
  await page
    .locator("header")
    .getByRole("link", { name: t("en", "nav.home"), exact: true })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("en", "hero.title"));
  const video = page.locator("section[aria-labelledby=hero-title] video");
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !!v.currentSrc && !v.paused)).toBe(true);
  await expect(video).toHaveCSS("opacity", "1");
});

test("the order form's page runs no module until the parent first touches it, and at once to show a kept draft", async ({
  page,
}) => {
  const scripts = scriptRequests(page);
  await page.goto("/order");
  await settled(page);
  expect(scripts).toEqual([]);
  const name = page.getByLabel(t("en", "order.field.childName")).first();
  await name.focus();
  await untilHydrated(page);
  await name.pressSequentially("Olivia");
  await expect.poll(() => page.evaluate(() => localStorage.getItem("order-draft"))).toContain("Olivia");
  // Back on the page with the draft kept: no touch is needed for it to be shown.
  await page.reload();
  await untilHydrated(page);
  await expect(name).toHaveValue("Olivia");
});

test("a language chosen before any module ran is remembered for the next visit", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await page.locator("header nav a[hreflang=es]:visible").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("es");
  // The cookie gone, the saved choice alone brings the next page in Spanish.
  await context.clearCookies();
  await page.goto("/terms");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveURL(/[?&]lang=es/);
});
