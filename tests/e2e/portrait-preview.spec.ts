// The child's portrait beside the colours (issue 44, item 3; decision 072), as a parent uses it by
// keyboard alone, in both languages, on a phone and a wide screen: the picture's accessible name
// follows the colours, "other" words included; nothing below it moves when the page hydrates or the
// picture arrives; the form passes axe with it. Without scripts the row is not shown.
import type { Locator } from "@playwright/test";
import { expect, test, waitForHydration } from "./support/fixtures.ts";
import { expectNoViolations, VIEWPORTS } from "./support/axe.ts";
import { holdModules } from "./support/hydration.ts";
import { inLang, t } from "./support/i18n.ts";
import { childGroup } from "./support/order-form.ts";

/** The first letters that choose each option by keyboard in a closed <select>. */
const KEYS = {
  en: { brown: "Brown", red: "Red" },
  es: { brown: "Marrones", red: "Pelirrojo" },
} as const;

const NAMES = {
  en: ["Portrait: brown eyes, red hair", "Portrait: brown eyes, strawberry blonde hair"],
  es: ["Retrato: ojos marrones, pelo pelirrojo", "Retrato: ojos marrones, pelo castaño claro"],
} as const;
/** Where an element is on the page (not the viewport, which scrolls to the focused field). */
const onPage = (element: Locator) =>
  element.evaluate((node) => {
    const { x, y, width, height } = node.getBoundingClientRect();
    return { x: x + window.scrollX, y: y + window.scrollY, width, height };
  });

const OTHER_WORDS = { en: "strawberry blonde", es: "castaño claro" } as const;

for (const lang of ["en", "es"] as const) {
  for (const viewport of VIEWPORTS) {
    test(`the portrait follows the colours chosen by keyboard (${lang}, ${viewport.name})`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(viewport);
      const release = await holdModules(page);
      await page.goto(inLang("/order", lang));
      const child = childGroup(page, lang, 1);
      const below = child.getByLabel(t(lang, "order.field.achievements"));
      const caption = child.getByText(t(lang, "order.portrait.caption"));
      await expect(caption).toBeVisible();
      const before = { caption: await onPage(caption), below: await onPage(below) };
      release();
      await waitForHydration(page);

      const eyes = child.locator('select[name="films.0.eyeColour"]');
      const hair = child.locator('select[name="films.0.hairColour"]');
      await eyes.focus();
      await page.keyboard.type(KEYS[lang].brown);
      await page.keyboard.press("Tab");
      await expect(hair).toBeFocused();
      await page.keyboard.type(KEYS[lang].red);
      const portrait = child.getByRole("img", { name: lang === "en" ? /^Portrait/ : /^Retrato/ });
      await expect(portrait).toHaveAccessibleName(NAMES[lang][0]);
      const box = await portrait.boundingBox();
      expect([box?.width, box?.height]).toEqual([120, 152]);
      // Nothing moved from where the server's HTML put it: not at hydration, not when the picture came.
      expect({ caption: await onPage(caption), below: await onPage(below) }).toEqual(before);

      // "Other", then the parent's words in the field that follows.
      // "Other" is the last choice (a closed <select> takes End; typing would join "Red" in its search).
      await page.keyboard.press("End");
      await page.keyboard.press("Tab");
      await expect(child.locator('input[name="films.0.hairColourOther"]')).toBeFocused();
      await page.keyboard.type(OTHER_WORDS[lang]);
      await expect(portrait).toHaveAccessibleName(NAMES[lang][1]);

      await child.screenshot({ path: testInfo.outputPath(`portrait-${lang}-${viewport.name}.png`) });
      await expectNoViolations(page, { include: "form" });
    });
  }
}

test("on the landing page the picture's code is fetched only once a colour is chosen", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (/\/portrait-picture-[^/]*\.js$/.test(request.url())) fetched.push(request.url());
  });
  await page.goto("/");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  expect(fetched).toEqual([]);

  const child = childGroup(page, "en", 1);
  await child.locator('select[name="films.0.eyeColour"]').selectOption("green");
  await expect(child.getByRole("img", { name: /^Portrait/ })).toHaveAccessibleName(
    "Portrait: green eyes, hair in a plain colour",
  );
  expect(fetched).toHaveLength(1);
});

test("without scripts the portrait's row is not shown and the colours are plain choices", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(inLang("/order", "en"));
  const child = childGroup(page, "en", 1);
  await expect(child.getByText(t("en", "order.portrait.caption"))).toBeHidden();
  await expect(child.locator('select[name="films.0.eyeColour"]')).toBeVisible();
  await context.close();
});
