// My Orders without JavaScript: an unpaid order's photos are deleted, rows and files, after the
// same "Are you sure?" step as with it.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { actAsVisitor, orderCard, requestSignInLink, uniqueEmail } from "./support/account.ts";
import { expectNoViolations } from "./support/axe.ts";
import { expect, test, waitForHydration } from "./support/fixtures.ts";
import { t } from "./support/i18n.ts";
import { childGroup, expectUploadedPhotos, fillBuyer, fillChild, pickPhotos } from "./support/order-form.ts";
import { jpegPhoto } from "./support/photos.ts";
import { SHOP_URL, shopEnv } from "./support/servers.ts";

/** Whether the shop's file storage holds a file with exactly these bytes (storage keys are random). */
async function storageHolds(bytes: Buffer): Promise<boolean> {
  const root = path.join(shopEnv.DATA_DIR, "files");
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if ((await readFile(file)).equals(bytes)) return true;
  }
  return false;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an unpaid order's photos are deleted after an are-you-sure step, files included", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail("photos");
    // The sign-in link's page answers a script-less POST with 400 (its no-referrer policy makes the
    // browser send Origin: null), so the session is made with JavaScript and handed to this page:
    // the order is placed signed in, as an unpaid order shows in My Orders only then (decision 042).
    const withScripts = await browser.newContext({ baseURL: SHOP_URL, javaScriptEnabled: true });
    const signing = await withScripts.newPage();
    await actAsVisitor(signing);
    await signing.goto(await requestSignInLink(signing, email, "en"));
    await waitForHydration(signing);
    await signing.getByRole("button", { name: t("en", "account.signIn.confirm") }).click();
    await expect(signing.getByText(t("en", "account.signedInAs", { email }))).toBeVisible();
    await page.context().addCookies(await withScripts.cookies());

    await page.goto("/order");
    const child = childGroup(page, "en", 1);
    await fillChild(child, "en", { name: "Pia", age: 6, eyes: "blue", hair: "red", filmLanguage: "en" });
    // Colours no other test's photos have: the storage is searched for these photos' bytes.
    await pickPhotos(
      child,
      "en",
      await Promise.all([jpegPhoto("pia-1.jpg", 201), jpegPhoto("pia-2.jpg", 202)]),
    );
    // A round trip stages the photos and shows their thumbnails, as the form does without JavaScript.
    await page.getByRole("button", { name: t("en", "order.film.add") }).click();
    await expectUploadedPhotos(childGroup(page, "en", 1), "en", "Pia", 2);
    const thumbnails: { url: string; bytes: Buffer }[] = [];
    for (const number of [1, 2]) {
      const image = childGroup(page, "en", 1).getByRole("img", {
        name: t("en", "order.photos.alt", { number, name: "Pia" }),
      });
      const url = (await image.getAttribute("src")) ?? "";
      expect(url).toMatch(/^\/order\/photos\/[\w-]+\/thumbnail$/);
      const response = await page.request.get(url);
      expect(response.status()).toBe(200);
      thumbnails.push({ url, bytes: await response.body() });
    }
    await page.getByRole("button", { name: t("en", "order.film.remove", { number: 2 }) }).click();
    await fillBuyer(page, "en", { name: "Ada Parent", email });
    await page
      .getByRole("button", { name: t("en", "order.submit") })
      .first()
      .click();
    await expect(page).toHaveURL(/\/checkout\/test\//);
    for (const { bytes } of thumbnails) expect(await storageHolds(bytes)).toBe(true);
    await signing.reload();

    // Axe needs scripts: the question is checked there, and answered "No" first.
    const scripted = orderCard(signing, "en", "Pia");
    await expect(scripted.getByTestId("order-photos")).toHaveText("2 photos");
    await waitForHydration(signing);
    await scripted.getByRole("button", { name: t("en", "account.orders.photos.delete") }).click();
    const reference = (await scripted.getByRole("heading", { level: 2 }).textContent())?.match(/SF-\w+/)?.[0];
    const question = t("en", "account.orders.photos.confirm.title", { reference: reference ?? "" });
    await expect(scripted.getByRole("heading", { name: question })).toBeFocused();
    await expectNoViolations(signing);
    await scripted.getByRole("link", { name: t("en", "account.orders.photos.confirm.no") }).click();
    await expect(scripted.getByRole("heading", { name: question })).toHaveCount(0);
    await expect(scripted.getByTestId("order-photos")).toHaveText("2 photos");
    await withScripts.close();

    await page.goto("/account");
    const card = orderCard(page, "en", "Pia");
    await expect(card.getByTestId("order-status")).toHaveText(t("en", "confirmation.state.awaiting_payment"));
    await expect(card.getByTestId("order-photos")).toHaveText("2 photos");
    await card.getByRole("button", { name: t("en", "account.orders.photos.delete") }).click();
    await expect(card.getByRole("heading", { name: question })).toBeVisible();
    await expect(
      card.getByText(t("en", "account.orders.photos.confirm.text", { photos: "2 photos" })),
    ).toBeVisible();
    await expect(card.getByText(t("en", "account.orders.photos.confirm.unpaid"))).toBeVisible();
    await card.getByRole("button", { name: t("en", "account.orders.photos.confirm.yes") }).click();

    await expect(card.getByRole("status")).toHaveText(
      t("en", "account.orders.result.photosDeleted", { reference: reference ?? "" }),
    );
    await expect(card.getByTestId("order-photos")).toHaveText(t("en", "account.orders.photos.none"));
    await expect(card.getByRole("button", { name: t("en", "account.orders.photos.delete") })).toHaveCount(0);
    await expect(
      card
        .getByRole("region", { name: t("en", "account.orders.history") })
        .getByText(t("en", "account.orders.event.photos_deleted", { count: 2 })),
    ).toBeVisible();
    await expect(card.getByTestId("order-status")).toHaveText(t("en", "confirmation.state.awaiting_payment"));
    for (const { url, bytes } of thumbnails) {
      expect((await page.request.get(url)).status()).toBe(404);
      expect(await storageHolds(bytes)).toBe(false);
    }
  });
});
