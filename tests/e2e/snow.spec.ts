// The snow on every page: 15 decorations and 50 flakes, hidden from assistive technology, never in
// the way of a click, moved in layers by transforms only, held still until the page has loaded,
// and still under reduced motion.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { DECORATION_GROUPS, FLAKE_LAYERS } from "#app/features/layout/snow-layout.ts";

// The motion is the subject here: the suite's default of reduced motion is set aside (decision 032).
test.use({ reducedMotion: "no-preference" });

for (const path of ["/", "/account", "/no-such-page"]) {
  test(`${path}: 15 decorations and 50 flakes, hidden from screen readers and from the pointer`, async ({
    page,
  }) => {
    await page.goto(path);
    const snow = page.getByTestId("snow");
    await expect(snow).toHaveAttribute("aria-hidden", "true");
    await expect(snow).toHaveCSS("pointer-events", "none");
    await expect(snow).toHaveCSS("position", "fixed");
    await expect(snow.locator("[data-snow=decoration]")).toHaveCount(15);
    await expect(snow.locator("[data-snow=flake]")).toHaveCount(50);
    await expect(page.locator("[data-snow]")).toHaveCount(65);
  });
}

test("a click where a snowflake is reaches the element underneath", async ({ page }) => {
  await page.goto("/");
  // Hold the snow still so that a flake stays where it was measured.
  await page.evaluate(() => document.getAnimations().forEach((animation) => animation.pause()));
  const hit = await page.evaluate(() => {
    const snow = document.querySelector("[data-testid=snow]")!;
    for (const item of snow.querySelectorAll<HTMLElement | SVGElement>("[data-snow]")) {
      const box = item.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 1 || y < 1 || x > innerWidth - 1 || y > innerHeight - 1) continue;
      const underneath = document.elementFromPoint(x, y);
      if (!underneath || snow.contains(underneath)) return { x, y, blocked: true };
      // A plain spot of the page, so that the click itself changes nothing.
      if (underneath.closest("a, button, summary, header, video")) continue;
      underneath.setAttribute("data-under-snow", "");
      return { x, y, blocked: false };
    }
    return null;
  });
  expect(hit, "a snow element inside the viewport").not.toBeNull();
  expect(hit?.blocked).toBe(false);

  // A real click at that spot lands on the element under the flake, not on the snow.
  await page.evaluate(() => {
    // On the window, first on the click's way: while React hydrates, the page keeps clicks from
    // everything below it (decision 076), and this click may be the one that starts the modules.
    window.addEventListener(
      "click",
      (event) => {
        const target = event.target as Element;
        document.body.dataset.clicked = target.hasAttribute("data-under-snow")
          ? "underneath"
          : target.tagName;
      },
      { once: true, capture: true },
    );
  });
  await page.mouse.click(hit!.x, hit!.y);
  await expect(page.locator("body")).toHaveAttribute("data-clicked", "underneath");
});

test("no snow element ever catches the pointer", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => document.getAnimations().forEach((animation) => animation.pause()));
  const caught = await page.evaluate(() => {
    const snow = document.querySelector("[data-testid=snow]")!;
    let inside = 0;
    let blocking = 0;
    for (const item of snow.querySelectorAll("[data-snow]")) {
      const box = item.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      inside += 1;
      const element = document.elementFromPoint(x, y);
      if (element && snow.contains(element)) blocking += 1;
    }
    return { inside, blocking };
  });
  expect(caught.inside).toBeGreaterThan(10);
  expect(caught.blocking).toBe(0);
});

test("the flakes fall in five layers and the decorations float in three groups, by transform alone", async ({
  page,
}) => {
  await page.goto("/");
  const animated = await page.evaluate(() => {
    const snow = document.querySelector("[data-testid=snow]")!;
    const properties = new Set<string>();
    let count = 0;
    for (const animation of snow.getAnimations({ subtree: true })) {
      count += 1;
      const effect = animation.effect as KeyframeEffect;
      for (const keyframe of effect.getKeyframes()) {
        for (const property of Object.keys(keyframe)) {
          if (!["offset", "computedOffset", "easing", "composite"].includes(property))
            properties.add(property);
        }
      }
    }
    const layerAnimation = (selector: string) =>
      [...snow.querySelectorAll(selector)].map(
        (item) => getComputedStyle(item.closest("[data-snow-layer]")!).animationName,
      );
    return {
      count,
      properties: [...properties],
      flakes: [...new Set(layerAnimation("[data-snow=flake]"))],
      decorations: [...new Set(layerAnimation("[data-snow=decoration]"))],
    };
  });
  expect(animated.count).toBe(FLAKE_LAYERS + DECORATION_GROUPS);
  expect(animated.properties).toEqual(["transform"]);
  expect(animated.flakes).toEqual(["snow-fall"]);
  expect(animated.decorations).toEqual(["snow-float"]);
});

const playStates = (page: Page) =>
  page
    .locator("[data-snow-layer]")
    .evaluateAll((items) => [...new Set(items.map((item) => getComputedStyle(item).animationPlayState))]);

test("the snow holds still, scattered, while the page loads and falls once it has loaded, with or without its modules", async ({
  page,
}) => {
  // The hero's poster is held back, so the page is still loading.
  let releasePoster = () => {};
  const posterHeld = new Promise<void>((resolve) => (releasePoster = resolve));
  await page.route("**/media/hero-poster*", async (route) => {
    await posterHeld;
    await route.continue();
  });
  // Without its modules the page never hydrates: the page's own first script releases the snow.
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto("/", { waitUntil: "domcontentloaded" });
  expect(await playStates(page)).toEqual(["paused"]);
  const tops = await page
    .locator("[data-snow=flake]")
    .evaluateAll((flakes) => flakes.map((flake) => Math.round(flake.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBeGreaterThan(10);

  releasePoster();
  await page.waitForLoadState("load");
  await expect.poll(() => playStates(page)).toEqual(["running"]);
  const flake = page.locator("[data-snow=flake]").first();
  const before = await flake.evaluate((item) => item.getBoundingClientRect().top);
  await expect.poll(() => flake.evaluate((item) => item.getBoundingClientRect().top)).not.toBe(before);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the snow falls from the start, since nothing would ever release it", async ({ page }) => {
    await page.goto("/");
    expect(await playStates(page)).toEqual(["running"]);
  });
});

test.describe("under reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the snow does not move", async ({ page }) => {
    await page.goto("/");
    const names = await page
      .locator("[data-snow-layer]")
      .evaluateAll((items) => items.map((item) => getComputedStyle(item).animationName));
    expect(names).toHaveLength(FLAKE_LAYERS + DECORATION_GROUPS);
    expect(new Set(names)).toEqual(new Set(["none"]));
    expect(
      await page.getByTestId("snow").evaluate((snow) => snow.getAnimations({ subtree: true }).length),
    ).toBe(0);
    // The flakes rest, scattered, where they are shown.
    const positions = await page
      .locator("[data-snow=flake]")
      .evaluateAll((flakes) => flakes.map((flake) => Math.round(flake.getBoundingClientRect().top)));
    expect(new Set(positions).size).toBeGreaterThan(10);
    // And the hero's film does not start.
    await page.waitForLoadState("load");
    await page.waitForTimeout(500);
    expect(
      await page
        .locator("section[aria-labelledby=hero-title] video")
        .evaluate((v: HTMLVideoElement) => v.currentSrc),
    ).toBe("");
  });
});
