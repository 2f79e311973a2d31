// Ordering end to end in Chromium: the form with photos, the test-mode checkout, the confirmation
// page and the e-mail received by a real SMTP server, in both languages and without JavaScript.
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./support/fixtures.ts";
import { inLang, t, type Lang } from "./support/i18n.ts";
import { childGroup, expectUploadedPhotos, fillBuyer, fillChild, pickPhotos } from "./support/order-form.ts";
import { decompressionBomb, jpegPhotos, renamedProgram, truncatedJpeg } from "./support/photos.ts";
import { SMTP_SINK_URL } from "./support/servers.ts";
import type { ReceivedMail } from "./support/smtp-sink.ts";

const uniqueEmail = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;

async function mailsTo(email: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${SMTP_SINK_URL}/?to=${encodeURIComponent(email)}`);
  return (await response.json()) as ReceivedMail[];
}

async function payInTestMode(page: Page, lang: Lang, total: string) {
  await expect(page).toHaveURL(/\/checkout\/test\//);
  await expect(page.getByText(t(lang, "checkout.banner"))).toBeVisible();
  await page.getByRole("button", { name: t(lang, "checkout.pay", { total }), exact: true }).click();
  await expect(page).toHaveURL(/\/orders\/[\w-]{22}/);
}

async function expectConfirmation(page: Page, lang: Lang, children: string[]) {
  await expect(
    page.getByRole("heading", { level: 1, name: t(lang, "confirmation.title.paid") }),
  ).toBeVisible();
  const reference = (await page.getByTestId("order-reference").textContent()) ?? "";
  expect(reference).toMatch(/^SF-[2-9A-HJ-NP-Z]{5}$/);
  for (const name of children)
    await expect(page.getByText(t(lang, "confirmation.film", { name }))).toBeVisible();
  return reference;
}

for (const lang of ["en", "es"] as const) {
  test(`orders two films with photos, pays in test mode and receives the e-mail (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail(`buyer-${lang}`);
    const [first, second] = lang === "en" ? [10, 3] : [2, 1];
    await page.goto(inLang("/order", lang));
    await waitForHydration(page);

    const mia = childGroup(page, lang, 1);
    await fillChild(mia, lang, {
      name: "Mia",
      age: 6,
      eyes: "brown",
      hair: "black",
      wishes: "A red bicycle",
      filmLanguage: lang,
    });
    await pickPhotos(mia, lang, await jpegPhotos(first, "mia"));
    await expectUploadedPhotos(mia, lang, "Mia", first);

    await page.getByRole("button", { name: t(lang, "order.film.add") }).click();
    const leo = childGroup(page, lang, 2);
    await expect(leo.getByLabel(t(lang, "order.field.childName"))).toBeFocused();
    await fillChild(leo, lang, {
      name: "Leo",
      age: 4,
      eyes: "blue",
      hair: "blonde",
      filmLanguage: lang === "en" ? "es" : "en",
    });
    await pickPhotos(leo, lang, await jpegPhotos(second, "leo"));
    await expectUploadedPhotos(leo, lang, "Leo", second);

    // Two films: the second is 20% off.
    const summary = page.getByRole("complementary");
    await expect(summary.getByText("$44.91")).toBeVisible();
    await fillBuyer(page, lang, { name: "Ada Parent", email });
    await page.getByRole("button", { name: t(lang, "order.submit") }).click();

    await payInTestMode(page, lang, "$44.91");
    const reference = await expectConfirmation(page, lang, ["Mia", "Leo"]);
    await expect(page.getByText(t(lang, "confirmation.emailSent", { email }))).toBeVisible();

    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toContain(reference);
    expect(mail?.text).toContain("Mia");
    expect(mail?.text).toContain("Leo");
    expect(mail?.html).toContain(reference);
    expect(mail?.language).toBe(lang);
  });
}

test("refuses bad photos with a clear message and keeps the good ones", async ({ page }) => {
  test.setTimeout(90_000);
  const lang = "en";
  await page.goto("/order");
  await waitForHydration(page);
  const child = childGroup(page, lang, 1);
  await fillChild(child, lang, { name: "Mia", age: 6, eyes: "green", hair: "red", filmLanguage: lang });

  const eleven = await jpegPhotos(11, "many");
  await pickPhotos(child, lang, eleven);
  await expectUploadedPhotos(child, lang, "Mia", 10);
  await expect(child.getByText(t(lang, "photo.error.tooMany"))).toBeVisible();

  // Room for the bad ones: take three good photos away again.
  for (let removed = 0; removed < 3; removed += 1) {
    await child
      .getByRole("button", { name: t(lang, "order.photos.remove", { number: 1 }), exact: true })
      .click();
  }
  await expectUploadedPhotos(child, lang, "Mia", 7);
  await pickPhotos(child, lang, [renamedProgram(), await decompressionBomb(), await truncatedJpeg()]);
  await expect(child.getByText("cute-puppy.jpg")).toBeVisible({ timeout: 20_000 });
  await expect(child.getByText(t(lang, "photo.error.type"))).toBeVisible();
  await expect(child.getByText(t(lang, "photo.error.pixels"))).toBeVisible({ timeout: 20_000 });
  await expect(child.getByText(t(lang, "photo.error.damaged"))).toBeVisible({ timeout: 20_000 });
  await expectUploadedPhotos(child, lang, "Mia", 7);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("orders a film with photos through plain form posts", async ({ page }) => {
    test.setTimeout(90_000);
    const lang = "es";
    const email = uniqueEmail("nojs");
    await page.goto(inLang("/order", lang));
    const child = childGroup(page, lang, 1);
    await fillChild(child, lang, { name: "Lucía", age: 7, eyes: "hazel", hair: "brown", filmLanguage: "es" });
    await pickPhotos(child, lang, await jpegPhotos(2, "lucia"));

    // Adding a child is a round trip that keeps what was typed and uploaded.
    await page.getByRole("button", { name: t(lang, "order.film.add") }).click();
    await expect(childGroup(page, lang, 1).getByLabel(t(lang, "order.field.childName"))).toHaveValue("Lucía");
    await expectUploadedPhotos(childGroup(page, lang, 1), lang, "Lucía", 2);
    await page.getByRole("button", { name: t(lang, "order.film.remove", { number: 2 }) }).click();
    await expect(childGroup(page, lang, 2)).toHaveCount(0);

    // An empty e-mail comes back as an error beside its field, everything else kept.
    await fillBuyer(page, lang, { name: "Ana Madre", email: "" });
    await page
      .getByRole("button", { name: t(lang, "order.submit") })
      .first()
      .click();
    await expect(page.getByText(t(lang, "order.error.email")).first()).toBeVisible();
    await expect(childGroup(page, lang, 1).getByLabel(t(lang, "order.field.childName"))).toHaveValue("Lucía");

    await page.getByLabel(t(lang, "order.buyer.email")).fill(email);
    await page
      .getByRole("button", { name: t(lang, "order.submit") })
      .first()
      .click();
    await payInTestMode(page, lang, "$24.95");
    await expectConfirmation(page, lang, ["Lucía"]);
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1);
  });

  test("the server refuses an eleventh photo for one film", async ({ page }) => {
    const lang = "en";
    await page.goto("/order");
    const child = childGroup(page, lang, 1);
    await pickPhotos(child, lang, await jpegPhotos(11, "server"));
    await page.getByRole("button", { name: t(lang, "order.film.add") }).click();
    await expectUploadedPhotos(childGroup(page, lang, 1), lang, "", 10);
    await expect(page.getByText(t(lang, "photo.error.tooMany"))).toBeVisible();
    await expect(page.getByText("server-11.jpg")).toBeVisible();
  });
});
