// Nothing a parent types is lost (issue 41, decision 060): on a slow phone a parent taps a field
// and types the moment the page has loaded, while the page's scripts are still arriving and
// starting. Every field must then hold what was typed, and the checkout must show it.
import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./support/fixtures.ts";
import { holdModules } from "./support/hydration.ts";
import { inLang, PRICE, t, type Lang } from "./support/i18n.ts";
import { childGroup } from "./support/order-form.ts";
import { jpegPhotos } from "./support/photos.ts";
import { SHOP_URL } from "./support/servers.ts";
import { slowPhone, typeAsPerson } from "./support/slow-phone.ts";

interface Child {
  name: string;
  /** How the name is said (decision 071). */
  spelling: string;
  age: string;
  achievements: string;
  wishes: string;
  message: string;
  eyeWords: string;
  hair: string;
  email: string;
  filmLanguage: Lang;
}

const child = (name: string, lang: Lang): Child => ({
  name,
  spelling: lang === "en" ? "Oh-liv-ee-ah" : "O-li-bia",
  age: "7",
  achievements: lang === "en" ? "Read ten books" : "Leyó diez libros",
  wishes: lang === "en" ? "A red kite" : "Una cometa roja",
  message: lang === "en" ? "Be kind" : "Sé amable",
  eyeWords: lang === "en" ? "violet" : "violeta",
  hair: "red",
  email: `kid-${randomUUID().slice(0, 6)}@example.com`,
  filmLanguage: lang === "en" ? "es" : "en",
});

const field = (group: Locator, lang: Lang) => ({
  name: group.getByLabel(t(lang, "order.field.childName")),
  spelling: group.getByLabel(t(lang, "order.field.namePronunciation"), { exact: false }),
  age: group.getByLabel(t(lang, "order.field.age"), { exact: false }).first(),
  achievements: group.getByLabel(t(lang, "order.field.achievements"), { exact: false }).first(),
  eyes: group.getByRole("combobox", { name: t(lang, "order.field.eyeColour") }),
  eyeWords: group.getByLabel(t(lang, "order.field.eyeColourOther"), { exact: false }),
  hair: group.getByRole("combobox", { name: t(lang, "order.field.hairColour") }),
  wishes: group.getByLabel(t(lang, "order.field.wishes"), { exact: false }),
  message: group.getByLabel(t(lang, "order.field.message"), { exact: false }),
  email: group.getByLabel(t(lang, "order.field.childEmail"), { exact: false }),
  language: group.getByRole("combobox", { name: t(lang, "order.field.language") }),
});

async function typeChild(page: Page, group: Locator, lang: Lang, details: Child, every = true) {
  const fields = field(group, lang);
  await typeAsPerson(page, fields.name, details.name);
  await typeAsPerson(page, fields.spelling, details.spelling);
  await typeAsPerson(page, fields.age, details.age);
  await fields.eyes.selectOption("other");
  await typeAsPerson(page, fields.eyeWords, details.eyeWords);
  await fields.hair.selectOption(details.hair);
  if (!every) return;
  await typeAsPerson(page, fields.achievements, details.achievements);
  await typeAsPerson(page, fields.wishes, details.wishes);
  await typeAsPerson(page, fields.message, details.message);
  await typeAsPerson(page, fields.email, details.email);
  await fields.language.selectOption(details.filmLanguage);
}

async function expectChild(group: Locator, lang: Lang, details: Child, every = true) {
  const fields = field(group, lang);
  await expect(fields.name).toHaveValue(details.name);
  await expect(fields.spelling).toHaveValue(details.spelling);
  await expect(fields.age).toHaveValue(details.age);
  await expect(fields.eyes).toHaveValue("other");
  await expect(fields.eyeWords).toHaveValue(details.eyeWords);
  await expect(fields.hair).toHaveValue(details.hair);
  if (!every) return;
  await expect(fields.achievements).toHaveValue(details.achievements);
  await expect(fields.wishes).toHaveValue(details.wishes);
  await expect(fields.message).toHaveValue(details.message);
  await expect(fields.email).toHaveValue(details.email);
  await expect(fields.language).toHaveValue(details.filmLanguage);
}

const buyer = (lang: Lang) => ({
  name: lang === "en" ? "Ana Smith" : "Ana García",
  email: `parent-${randomUUID().slice(0, 8)}@example.com`,
});

function buyerFields(page: Page, lang: Lang) {
  return {
    name: page.getByLabel(t(lang, "order.buyer.name")),
    email: page.getByLabel(t(lang, "order.buyer.email"), { exact: false }).first(),
    adult: page.getByRole("checkbox", { name: t(lang, "order.buyer.adult") }),
    terms: page.getByRole("checkbox", {
      name: t(lang, "order.buyer.terms", {
        terms: t(lang, "order.buyer.termsLink"),
        privacy: t(lang, "order.buyer.privacyLink"),
      }).slice(0, 12),
      exact: false,
    }),
  };
}

async function typeBuyer(page: Page, lang: Lang, details: { name: string; email: string }) {
  const fields = buyerFields(page, lang);
  await typeAsPerson(page, fields.name, details.name);
  await typeAsPerson(page, fields.email, details.email);
  await fields.adult.tap();
  await fields.terms.tap();
}

async function expectBuyer(page: Page, lang: Lang, details: { name: string; email: string }) {
  const fields = buyerFields(page, lang);
  await expect(fields.name).toHaveValue(details.name);
  await expect(fields.email).toHaveValue(details.email);
  await expect(fields.adult).toBeChecked();
  await expect(fields.terms).toBeChecked();
}

/** Where a control sits in the page (not the viewport, which scrolls as the parent types). */
const pagePosition = (control: Locator) =>
  control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { x: box.x + scrollX, y: box.y + scrollY, width: box.width, height: box.height };
  });

const submit = (page: Page, lang: Lang) =>
  page.getByRole("button", { name: t(lang, "order.submit"), exact: true });

/** The checkout lists exactly these children, each once; "Pay" is tapped the moment it shows. */
async function expectCheckoutAndPay(page: Page, lang: Lang, names: string[], total: string) {
  await expect(page).toHaveURL(/\/checkout\/test\//, { timeout: 60_000 });
  const films = page.getByRole("listitem").filter({ hasText: t(lang, "checkout.film", { name: "" }).trim() });
  await expect(films).toHaveText(names.map((name) => t(lang, "checkout.film", { name })));
  await page.getByRole("button", { name: t(lang, "checkout.pay", { total }), exact: true }).tap();
  await expect(page.getByRole("heading", { level: 1, name: t(lang, "confirmation.title.paid") })).toBeVisible(
    {
      timeout: 60_000,
    },
  );
}

// Two phones cover every case of issue 41's item 1 between them: the landing page and /order, English
// and Spanish, one child and three, 4× and 6× slower. The Spanish one types every field of its first
// child and the shorter set of the two it adds with a tap; a separate one-child run at 6× on /order
// checked nothing these two do not (decision 070).
for (const { where, lang, slowdown, names, total } of [
  { where: "/#reserve-form", lang: "en", slowdown: 4, names: ["Olivia"], total: PRICE },
  { where: "/order", lang: "es", slowdown: 6, names: ["Olivia Núñez", "Mía", "Siobhán"], total: "$64.87" },
] as const) {
  const count =
    names.length === 1 ? "every field of one child" : `${names.length} children, added with a tap,`;
  test(`${count} typed from the moment ${where} loads on a ${slowdown}× slower phone on slow 4G reach the checkout once each (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const { context, page } = await slowPhone(browser, slowdown);
    await page.goto(SHOP_URL + inLang(where, lang), { waitUntil: "load" });
    const children = names.map((name) => child(name, lang));
    // The first child with every field; those added after it with the fields a film cannot do without.
    for (const [index, details] of children.entries()) {
      if (index > 0) await page.getByRole("button", { name: t(lang, "order.film.add") }).tap();
      await typeChild(page, childGroup(page, lang, index + 1), lang, details, index === 0);
    }
    const parent = buyer(lang);
    await typeBuyer(page, lang, parent);
    await waitForHydration(page);
    for (const [index, details] of children.entries())
      await expectChild(childGroup(page, lang, index + 1), lang, details, index === 0);
    await expect(childGroup(page, lang, children.length + 1)).toHaveCount(0);
    await expectBuyer(page, lang, parent);
    await submit(page, lang).tap();
    await expectCheckoutAndPay(page, lang, [...names], total);
    // Paid: nothing about the children stays in this browser.
    expect(await page.evaluate(() => localStorage.getItem("order-draft"))).toBeNull();
    await context.close();
  });
}

test("what is typed and picked while the scripts are held back is all there once they run (en)", async ({
  browser,
}) => {
  // About 60 keys at a person's pace are 8 s of the clock whatever the machine: the default 30 s
  // left too little for the page on a loaded one (timed out at load 24 with four workers).
  test.setTimeout(60_000);
  const lang = "en";
  const { context, page } = await slowPhone(browser, 1, false);
  const release = await holdModules(page);
  await page.goto(SHOP_URL + inLang("/order", lang));
  const mia = child("Mia", lang);
  const group = childGroup(page, lang, 1);
  // Without scripts the colour in words shows only once "Other" is chosen, as it will with them.
  await expect(field(group, lang).eyeWords).toBeHidden();
  await typeChild(page, group, lang, mia);
  await group.getByLabel(t(lang, "order.photos.drop")).setInputFiles(await jpegPhotos(1, "early"));
  // The fields above the photos: those below make room for the photo picked, once it uploads.
  const controls = [field(group, lang).age, field(group, lang).message];
  const before = await Promise.all(controls.map(pagePosition));
  release();
  await waitForHydration(page);
  // Nothing the parent may be about to tap moves as the scripts start.
  expect(await Promise.all(controls.map(pagePosition))).toEqual(before);
  // The first keystroke after the scripts start makes the form draw itself again.
  await field(group, lang).name.press("End");
  await page.keyboard.type("!");
  await expectChild(group, lang, { ...mia, name: "Mia!" });
  await expect(group.locator('input[type="hidden"][name$=".photos"]')).toHaveCount(1, { timeout: 30_000 });
  await context.close();
});

test("a reload, the checkout's back and a closed tab keep the form; Start again empties it (en)", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const lang = "en";
  const { context, page } = await slowPhone(browser, 1, false);
  await page.goto(`${SHOP_URL}/order`);
  await waitForHydration(page);
  const group = childGroup(page, lang, 1);
  const mia = child("Mia", lang);
  const parent = buyer(lang);
  await typeChild(page, group, lang, mia);
  // Nothing under the parent's finger moves while the photo uploads.
  let upload = () => {};
  const uploading = new Promise<void>((resolve) => (upload = resolve));
  await page.route("**/order/photos", async (route) => {
    if (route.request().method() === "POST") await uploading;
    await route.continue();
  });
  await group.getByLabel(t(lang, "order.photos.drop")).setInputFiles(await jpegPhotos(1, "kept"));
  await expect(group.getByRole("progressbar")).toBeVisible();
  const below = [field(group, lang).language, buyerFields(page, lang).name, submit(page, lang)];
  const during = await Promise.all(below.map(pagePosition));
  upload();
  await expect(group.locator('input[type="hidden"][name$=".photos"]')).toHaveCount(1, { timeout: 30_000 });
  expect(await Promise.all(below.map(pagePosition))).toEqual(during);
  await typeBuyer(page, lang, parent);

  await page.reload();
  await waitForHydration(page);
  await expectChild(group, lang, mia);
  await expectBuyer(page, lang, parent);
  await expect(
    group.getByRole("img", { name: t(lang, "order.photos.alt", { number: 1, name: "Mia" }) }),
  ).toBeVisible();

  await submit(page, lang).tap();
  await expect(page).toHaveURL(/\/checkout\/test\//);
  await page.goBack();
  await waitForHydration(page);
  await expectChild(group, lang, mia);
  // Back to fix the name before paying: the checkout shows it fixed.
  const fixed = { ...mia, name: "Mya" };
  await field(group, lang).name.fill("");
  await typeAsPerson(page, field(group, lang).name, fixed.name);
  await submit(page, lang).tap();
  await expect(page).toHaveURL(/\/checkout\/test\//);
  await expect(page.getByText(t(lang, "checkout.film", { name: fixed.name }))).toBeVisible();

  // A tab closed and opened again: a new page of the same browser.
  await page.close();
  const again = await context.newPage();
  await again.goto(`${SHOP_URL}/order`);
  await waitForHydration(again);
  await expectChild(childGroup(again, lang, 1), lang, fixed);
  await again.getByRole("button", { name: t(lang, "order.startAgain") }).tap();
  await expect(field(childGroup(again, lang, 1), lang).name).toHaveValue("");
  await expect(field(childGroup(again, lang, 1), lang).name).toBeFocused();
  await expect(buyerFields(again, lang).name).toHaveValue("");
  await again.reload();
  await waitForHydration(again);
  await expect(field(childGroup(again, lang, 1), lang).name).toHaveValue("");
  await context.close();
});
