// The console's order page as an operator uses it, in both languages: every child detail, the
// photos (a thumbnail opens the full-size photo, the zip holds them all), the history's payment and
// the e-mails; clean under axe; and reachable with the keyboard alone.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import yauzl from "yauzl";
import { expectNoViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { inLang, oneLanguage, t, type Lang } from "./support/i18n.ts";
import { signInAsOperator } from "./support/operator.ts";
import { jpegPhoto } from "./support/photos.ts";

const CHILDREN = [
  {
    childName: "Zoë Ñúñez",
    age: "6",
    achievements: "Read twenty books",
    eyeColour: "other",
    eyeColourOther: "violet",
    hairColour: "red",
    wishes: "A puppy",
    message: "Santa saw every book",
    childEmail: `zoe-${randomUUID().slice(0, 6)}@example.com`,
  },
  { childName: "Bram", age: "9", eyeColour: "green", hairColour: "other", hairColourOther: "copper" },
] as const;

/** Places and pays an order whose films carry real photos, as the order form sends it; its reference. */
async function paidOrderWithPhotos(request: APIRequestContext, lang: Lang, photosPerFilm: number[]) {
  const draftKey = randomUUID();
  const form = new FormData();
  form.set("draftKey", draftKey);
  form.set("buyerName", "Ada Parent");
  form.set("buyerEmail", `console-order-${randomUUID().slice(0, 8)}@example.com`);
  form.set("confirmsAdult", "on");
  form.set("acceptsTerms", "on");
  form.set("intent", "submit");
  for (const [index, child] of CHILDREN.entries()) {
    for (const [field, value] of Object.entries(child)) form.set(`films.${index}.${field}`, value);
    form.set(`films.${index}.language`, lang);
    for (let number = 1; number <= (photosPerFilm[index] ?? 0); number += 1) {
      const photo = await jpegPhoto(`photo-${number}.jpg`, index * 3 + number);
      const upload = await request.post("/order/photos", {
        multipart: {
          draftKey,
          photo: { name: photo.name, mimeType: photo.mimeType, buffer: photo.buffer },
        },
      });
      expect(upload.status()).toBe(201);
      form.append(`films.${index}.photos`, ((await upload.json()) as { token: string }).token);
    }
  }
  const placed = await request.post(`/order?lang=${lang}`, { multipart: form, maxRedirects: 0 });
  expect(placed.status()).toBe(302);
  const checkout = new URL(placed.headers()["location"] ?? "", "http://x").pathname;
  const paid = await request.post(checkout, { form: { outcome: "pay" }, maxRedirects: 0 });
  const orderPage = await request.get(new URL(paid.headers()["location"] ?? "", "http://x").pathname);
  const reference = /SF-[0-9A-Z]{5}/.exec(await orderPage.text())?.[0];
  expect(reference).toBeTruthy();
  return reference ?? "";
}

async function zipEntries(file: string): Promise<Map<string, Buffer>> {
  const archive = await yauzl.fromBufferPromise(await readFile(file), {
    lazyEntries: true,
    autoClose: false,
  });
  const entries = new Map<string, Buffer>();
  for await (const entry of archive.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await archive.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    entries.set(entry.fileName, Buffer.concat(chunks));
  }
  archive.close();
  return entries;
}

async function openOrder(page: Page, lang: Lang, reference: string) {
  const response = await page.goto(inLang(`/console/orders/${reference}`, lang));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    t(lang, "console.order.title", { reference }),
  );
}

// The language changes nothing this test checks: once, in English (decision 070).
for (const lang of oneLanguage("en")) {
  test(`an operator reads an order: every detail, the photos and their zip, the history (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const reference = await paidOrderWithPhotos(page.request, lang, [2, 1]);
    await signInAsOperator(page, lang);
    await openOrder(page, lang, reference);

    await expect(page.getByTestId("order-state")).toHaveText(t(lang, "console.state.paid"));
    const zoe = page.getByTestId("film-1");
    await expect(zoe.getByRole("heading", { level: 2 })).toHaveText(
      t(lang, "console.order.film.title", { position: 1, name: "Zoë Ñúñez" }),
    );
    for (const text of [
      "Zoë Ñúñez",
      "6",
      "Read twenty books",
      `${t(lang, "order.colour.eye.other")}: violet`,
      t(lang, "order.colour.hair.red"),
      "A puppy",
      "Santa saw every book",
      CHILDREN[0].childEmail,
      t(lang, `console.language.${lang}`),
    ]) {
      await expect(zoe.getByRole("definition").getByText(text, { exact: true }).first()).toBeVisible();
    }
    // How the film's portrait reads each colour: "violet", typed, is a colour it knows.
    await expect(
      zoe.getByRole("definition").getByText(`${t(lang, "console.order.film.colour.drawn")} violet`),
    ).toBeVisible();
    const bram = page.getByTestId("film-2");
    await expect(
      bram.getByRole("definition").getByText(`${t(lang, "order.colour.hair.other")}: copper`),
    ).toBeVisible();
    await expect(
      bram.getByRole("definition").getByText(t(lang, "order.colour.eye.green"), { exact: true }),
    ).toBeVisible();

    // Thumbnails, each a link to its full-size photo in a new tab.
    const thumbnail = zoe.getByRole("img", {
      name: t(lang, "console.order.photos.alt", { number: 2, name: "Zoë Ñúñez" }),
    });
    await expect(thumbnail).toBeVisible();
    expect(await thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    const [full] = await Promise.all([
      page.waitForEvent("popup"),
      zoe
        .getByRole("link", { name: t(lang, "console.order.photos.open", { number: 2, name: "Zoë Ñúñez" }) })
        .click(),
    ]);
    await full.waitForLoadState();
    const width = await full.locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth);
    expect(width).toBeGreaterThan(320);
    await full.close();

    // Every photo in one zip, named by film, child and position; each one a real photo.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: t(lang, "console.order.photos.zip") }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${reference}-photos.zip`);
    const entries = await zipEntries(await download.path());
    expect([...entries.keys()]).toEqual([
      "1-zoe-nunez-photo-1.jpg",
      "1-zoe-nunez-photo-2.jpg",
      "2-bram-photo-1.jpg",
    ]);
    for (const bytes of entries.values()) {
      expect((await sharp(bytes).metadata()).format).toBe("jpeg");
    }

    // The history: placed by the customer, then paid; the confirmation e-mail listed.
    const timeline = page.getByTestId("order-timeline");
    await expect(timeline.getByText(t(lang, "console.order.event.paid"), { exact: true })).toBeVisible();
    await expect(timeline.getByText(t(lang, "console.order.who.customer")).first()).toBeVisible();
    await expect(
      page.getByRole("cell", { name: t(lang, "console.order.email.order_confirmation") }),
    ).toBeVisible();
  });
}

test("the order page passes axe, on a desktop and a phone", async ({ page }) => {
  const reference = await paidOrderWithPhotos(page.request, "en", [1, 0]);
  await signInAsOperator(page, "en");
  await openOrder(page, "en", reference);
  await expectNoViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoViolations(page);
});

test("a keyboard alone reaches the zip, a full-size photo and the history", async ({ page }) => {
  const reference = await paidOrderWithPhotos(page.request, "es", [1, 0]);
  await signInAsOperator(page, "es");
  await openOrder(page, "es", reference);
  await page.locator("body").focus();

  const zip = page.getByRole("link", { name: t("es", "console.order.photos.zip") });
  const photo = page.getByRole("link", {
    name: t("es", "console.order.photos.open", { number: 1, name: "Zoë Ñúñez" }),
  });
  const reached = { zip: false, photo: false };
  for (let press = 0; press < 60 && !(reached.zip && reached.photo); press += 1) {
    await page.keyboard.press("Tab");
    if (await zip.evaluate((element) => element === document.activeElement)) reached.zip = true;
    if (await photo.evaluate((element) => element === document.activeElement)) reached.photo = true;
  }
  expect(reached).toEqual({ zip: true, photo: true });
  const [full] = await Promise.all([page.waitForEvent("popup"), page.keyboard.press("Enter")]);
  await full.waitForLoadState();
  expect(await full.locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
    0,
  );
  await full.close();
  // The history is read in place: every entry is on the page, in the order it happened.
  const entries = page.getByTestId("order-timeline").getByRole("listitem");
  await expect(entries.last()).toContainText(t("es", "console.order.event.paid"));
  await expect(entries.first()).toContainText(t("es", "console.order.who.customer"));
});
