// Full-page pictures of the landing page in both languages and sizes, for a person to look at.
import { statSync } from "node:fs";
import path from "node:path";
import { expect, SCREENSHOTS, test, waitForHydration } from "./support/fixtures.ts";
import { LANGS, inLang } from "./support/i18n.ts";

const SIZES = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

for (const lang of LANGS) {
  for (const size of SIZES) {
    test.describe(`screenshot (${lang}, ${size.width}x${size.height})`, () => {
      test.use({ viewport: size });

      test("the whole landing page", async ({ page }) => {
        await page.goto(inLang("/", lang));
        await waitForHydration(page);
        // Lazy images load only once they come near the viewport, so each one still pending is
        // brought into view until none is left; a broken image keeps its address in the list.
        await expect
          .poll(
            () =>
              page.evaluate(() => {
                const pending = [...document.images].filter(
                  (image) => !(image.complete && image.naturalWidth > 0),
                );
                pending[0]?.scrollIntoView({ block: "center", behavior: "instant" });
                return pending.map((image) => image.currentSrc || image.src);
              }),
            { timeout: 20_000 },
          )
          .toEqual([]);
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
        await page.evaluate(() => document.fonts.ready);

        const file = path.join(SCREENSHOTS, `landing-${lang}-${size.width}x${size.height}.png`);
        await page.screenshot({ path: file, fullPage: true });
        expect(statSync(file).size).toBeGreaterThan(10_000);
      });
    });
  }
}
