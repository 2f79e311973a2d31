// My Orders in both languages: an order placed as a guest appears once the buyer signs in with the
// same address; a child's name is corrected; unpaid and paid orders are cancelled (the paid one
// refunded by the test provider) after an "Are you sure?" step; an unpaid order is paid from the
// list; a new address sees the empty state. Axe on each state, the keyboard path for cancelling, and
// another customer's or a signed-out request refused. Without JavaScript, an unpaid order's photos
// are deleted, rows and files, after the same "Are you sure?" step. Dates read in the visitor's time
// zone once the page has hydrated (in UTC) without a mismatch.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { actAsVisitor, mailsTo, requestSignInLink, signIn, uniqueEmail } from "./support/account.ts";
import { expectNoViolations } from "./support/axe.ts";
import { expect, tabTo, test, waitForHydration } from "./support/fixtures.ts";
import { collectHydrationErrors } from "./support/hydration.ts";
import { LANGS, inLang, t, type Lang } from "./support/i18n.ts";
import { childGroup, expectUploadedPhotos, fillBuyer, fillChild, pickPhotos } from "./support/order-form.ts";
import { jpegPhotos } from "./support/photos.ts";
import { seedOrder, seedPaidOrder } from "./support/seed-order.ts";
import { SHOP_URL, shopEnv } from "./support/servers.ts";
import { TEST_CLOCK_COOKIE } from "../../app/shared/account-clock.server.ts";

/** The card of the order whose videos include `childName`. */
const orderCard = (page: Page, lang: Lang, childName: string) =>
  page.getByRole("article").filter({ hasText: t(lang, "account.orders.film", { name: childName }) });

/**
 * A paid order, once its confirmation e-mail has arrived: `signIn` counts the address's e-mails, and
 * one arriving while it waits for the link would be taken for it.
 */
async function paidOrderFor(request: APIRequestContext, lang: Lang, email: string, childNames: string[]) {
  const orderPath = await seedPaidOrder(request, lang, childNames.length, { email, childNames });
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1);
  return orderPath;
}

async function referenceOf(page: Page, orderPath: string): Promise<string> {
  await page.goto(orderPath);
  return (await page.getByTestId("order-reference").textContent()) ?? "";
}

for (const lang of LANGS) {
  test(`a guest's paid order: seen after sign-in, a child corrected, then cancelled and refunded (${lang})`, async ({
    page,
    request,
  }) => {
    // Three axe runs and three round trips after a sign-in by e-mail.
    test.setTimeout(120_000);
    const email = uniqueEmail(`orders-${lang}`);
    await paidOrderFor(request, lang, email, ["Mia", "Leo"]);
    await signIn(page, email, lang);

    const card = orderCard(page, lang, "Mia");
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(/SF-/);
    await expect(card.getByTestId("order-status")).toHaveText(t(lang, "confirmation.state.paid"));
    await expect(card.getByText(t(lang, "account.orders.film", { name: "Leo" }))).toBeVisible();
    await expect(card.getByText("$44.91")).toBeVisible();
    const history = card
      .getByRole("region", { name: t(lang, "account.orders.history") })
      .getByRole("listitem");
    await expect(history).toHaveCount(2);
    await expect(history.nth(0)).toContainText(t(lang, "account.orders.event.order_created"));
    await expect(history.nth(1)).toContainText(t(lang, "account.orders.event.paid"));
    await expectNoViolations(page);

    // A correction with an empty name comes back with the error beside the field, in the page's language.
    await card.getByText(t(lang, "account.orders.correct.open", { name: "Mia" })).click();
    const name = card.getByLabel(t(lang, "order.field.childName")).first();
    await name.fill("");
    await card
      .getByRole("button", { name: t(lang, "account.orders.correct.submit") })
      .first()
      .click();
    await expect(card.getByRole("alert")).toHaveText(t(lang, "account.orders.correct.invalid"));
    const invalid = card.getByLabel(t(lang, "order.field.childName")).first();
    await expect(invalid).toHaveAttribute("aria-invalid", "true");
    await expect(invalid).toHaveAccessibleDescription(t(lang, "order.error.required"));
    await expectNoViolations(page);

    await invalid.fill("Mía Rose");
    await card
      .getByRole("button", { name: t(lang, "account.orders.correct.submit") })
      .first()
      .click();
    const corrected = orderCard(page, lang, "Mía Rose");
    await expect(corrected.getByRole("status")).toHaveText(
      t(lang, "account.orders.result.corrected", { name: "Mía Rose" }),
    );
    await expect(corrected.getByText(t(lang, "account.orders.film", { name: "Mía Rose" }))).toBeVisible();
    await expect(
      corrected.getByText(t(lang, "account.orders.event.corrected", { name: "Mía Rose" })),
    ).toBeVisible();

    // Cancelling asks first, then refunds through the test provider.
    await corrected.getByRole("button", { name: t(lang, "account.orders.cancel") }).click();
    const reference = (await corrected.getByRole("heading", { level: 2 }).textContent())?.match(
      /SF-\w+/,
    )?.[0];
    await expect(
      corrected.getByRole("heading", {
        name: t(lang, "account.orders.confirm.title", { reference: reference ?? "" }),
      }),
    ).toBeVisible();
    await expect(
      corrected.getByText(t(lang, "account.orders.confirm.refund", { total: "$44.91" })),
    ).toBeVisible();
    await expectNoViolations(page);
    await corrected.getByRole("button", { name: t(lang, "account.orders.confirm.yes") }).click();
    await expect(corrected.getByRole("status")).toHaveText(
      t(lang, "account.orders.result.refunded", { reference: reference ?? "" }),
    );
    await expect(corrected.getByTestId("order-status")).toHaveText(t(lang, "confirmation.state.refunded"));
    await expect(
      corrected.getByText(t(lang, "account.orders.event.refunded", { amount: "$44.91" })),
    ).toBeVisible();
    await expect(corrected.getByRole("button", { name: t(lang, "account.orders.cancel") })).toHaveCount(0);
  });

  test(`unpaid orders: one cancelled, another paid from the list (${lang})`, async ({ page, request }) => {
    const email = uniqueEmail(`unpaid-${lang}`);
    await seedOrder(request, lang, 1, { email, childNames: ["Ana"] });
    await seedOrder(request, lang, 1, { email, childNames: ["Tom"] });
    await signIn(page, email, lang);

    const ana = orderCard(page, lang, "Ana");
    await expect(ana.getByTestId("order-status")).toHaveText(t(lang, "confirmation.state.awaiting_payment"));
    await ana.getByRole("button", { name: t(lang, "account.orders.cancel") }).click();
    await expect(ana.getByText(t(lang, "account.orders.confirm.cancel"))).toBeVisible();
    await ana.getByRole("button", { name: t(lang, "account.orders.confirm.yes") }).click();
    await expect(ana.getByTestId("order-status")).toHaveText(t(lang, "confirmation.state.cancelled"));
    await expect(ana.getByText(t(lang, "account.orders.event.cancelled"))).toBeVisible();
    await expect(
      ana.getByRole("button", { name: t(lang, "account.orders.pay", { total: "$24.95" }) }),
    ).toHaveCount(0);

    await orderCard(page, lang, "Tom")
      .getByRole("button", { name: t(lang, "account.orders.pay", { total: "$24.95" }) })
      .click();
    await expect(page).toHaveURL(/\/checkout\/test\//);
    await expect(page.getByRole("heading", { name: t(lang, "checkout.title") })).toBeVisible();
  });

  test(`a new address sees the spec's empty state, leading to the order form (${lang})`, async ({ page }) => {
    await signIn(page, uniqueEmail(`empty-${lang}`), lang);
    await expect(page.getByRole("heading", { name: t(lang, "account.orders.emptyTitle") })).toBeVisible();
    await expect(page.getByText(t(lang, "account.orders.emptyText"))).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole("link", { name: t(lang, "account.orders.create") }).click();
    await expect(page).toHaveURL(/\/#reserve-form$|\/\?lang=es#reserve-form$/);
  });
}

test("a keyboard user cancels an order: the question takes the focus, then the answer does", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("orders-keys");
  await seedOrder(request, "en", 1, { email, childNames: ["Kai"] });
  await signIn(page, email, "en");
  await waitForHydration(page);

  const card = orderCard(page, "en", "Kai");
  await tabTo(page, card.getByRole("button", { name: t("en", "account.orders.cancel") }), { limit: 80 });
  await page.keyboard.press("Enter");
  const question = card.getByRole("heading", { name: /^Cancel order SF-/ });
  await expect(question).toBeFocused();
  await tabTo(page, card.getByRole("button", { name: t("en", "account.orders.confirm.yes") }), { limit: 5 });
  await page.keyboard.press("Enter");
  await expect(card.getByRole("status")).toBeFocused();
  await expect(card.getByTestId("order-status")).toHaveText(t("en", "confirmation.state.cancelled"));
});

test("another customer and a signed-out visitor cannot cancel someone else's order", async ({
  page,
  request,
}) => {
  const orderPath = await seedPaidOrder(request, "en", 1, {
    email: uniqueEmail("owner"),
    childNames: ["Ivy"],
  });
  const reference = await referenceOf(page, orderPath);
  const cancel = { intent: "order.cancel", reference, confirm: "yes" };

  const signedOut = await request.post("/account?tab=orders", {
    form: cancel,
    headers: { origin: SHOP_URL },
  });
  expect(signedOut.status()).toBe(401);

  await signIn(page, uniqueEmail("intruder"), "en");
  const intruder = await page.request.post("/account?tab=orders", {
    form: cancel,
    headers: { origin: SHOP_URL },
  });
  expect(intruder.status()).toBe(200);
  const answer = await intruder.text();
  expect(answer).toContain(t("en", "account.orders.error.notFound"));
  expect(answer).not.toContain("Ivy");

  await page.goto(inLang(orderPath, "en"));
  await expect(page.getByText(t("en", "confirmation.state.paid"), { exact: true })).toBeVisible();
});

test("corrections close 24 hours after payment: a form opened in time is refused once the window has passed", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("orders-window");
  await paidOrderFor(request, "en", email, ["Noa"]);
  await signIn(page, email, "en");
  const card = orderCard(page, "en", "Noa");
  await card.getByText(t("en", "account.orders.correct.open", { name: "Noa" })).click();
  await card.getByLabel(t("en", "order.field.childName")).first().fill("Noah");

  // The shop's clock (ENABLE_TEST_CLOCK, tests only) moves 25 hours on for this browser.
  await page.context().addCookies([{ name: TEST_CLOCK_COOKIE, value: "25", url: SHOP_URL }]);
  await card
    .getByRole("button", { name: t("en", "account.orders.correct.submit") })
    .first()
    .click();
  await expect(card.getByRole("alert")).toHaveText(t("en", "account.orders.error.windowPassed"));
  await expect(card.getByText(t("en", "account.orders.film", { name: "Noa" }))).toBeVisible();

  await page.reload();
  await expect(orderCard(page, "en", "Noa").getByText(/The 24 hours for corrections ended on/)).toBeVisible();
  await expect(page.getByText(t("en", "account.orders.correct.open", { name: "Noa" }))).toHaveCount(0);
});

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

test.describe("dates in the visitor's time zone", () => {
  // UTC+14: every time of day reads differently from UTC, and the date itself for most of the day.
  const zone = "Pacific/Kiritimati";
  test.use({ timezoneId: zone });

  for (const lang of LANGS) {
    test(`My Orders shows its dates in the visitor's zone after hydrating from UTC, without a mismatch (${lang})`, async ({
      page,
      request,
    }) => {
      const hydrationErrors = collectHydrationErrors(page);
      const email = uniqueEmail(`zone-${lang}`);
      await paidOrderFor(request, lang, email, ["Mia"]);
      await signIn(page, email, lang);
      await waitForHydration(page);
      const card = orderCard(page, lang, "Mia");
      const textBefore = (key: Parameters<typeof t>[1]) =>
        t(lang, key, { date: "\u0000" }).split("\u0000")[0]!;
      const placed = card.locator("p", { hasText: textBefore("account.orders.placed") }).locator("time");
      const deadline = card
        .locator("p", { hasText: textBefore("account.orders.correct.until") })
        .locator("time");
      const placedAt = (await placed.getAttribute("datetime")) ?? "";
      const deadlineAt = (await deadline.getAttribute("datetime")) ?? "";
      expect(new Date(deadlineAt).getTime() - new Date(placedAt).getTime()).toBeGreaterThan(0);

      // The browser's own Intl, told the zone outright: what the page must show, and what UTC reads.
      const formatted = (iso: string, timeZone: string) =>
        page.evaluate(
          ({ iso, timeZone, locale }) => ({
            day: new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone }).format(new Date(iso)),
            moment: new Intl.DateTimeFormat(locale, {
              year: "numeric",
              month: "short",
              day: "numeric",
              hour: "numeric",
              minute: "2-digit",
              timeZone,
              timeZoneName: "short",
            }).format(new Date(iso)),
          }),
          { iso, timeZone, locale: lang === "en" ? "en-US" : "es-US" },
        );
      const local = await formatted(deadlineAt, zone);
      const utc = await formatted(deadlineAt, "UTC");
      expect(local.moment).not.toBe(utc.moment);
      await expect(placed).toHaveText((await formatted(placedAt, zone)).day);
      await expect(deadline).toHaveText(local.moment);
      await expect(card).toContainText(t(lang, "account.orders.correct.until", { date: local.moment }));

      // The server, which cannot know the zone, rendered UTC and said so.
      const html = await (await page.request.get(inLang("/account", lang))).text();
      expect(html).toContain(utc.moment);
      expect(html).not.toContain(local.moment);
      expect(hydrationErrors).toEqual([]);
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an unpaid order's photos are deleted after an are-you-sure step, files included", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail("photos");
    await page.goto("/order");
    const child = childGroup(page, "en", 1);
    await fillChild(child, "en", { name: "Pia", age: 6, eyes: "blue", hair: "red", filmLanguage: "en" });
    await pickPhotos(child, "en", await jpegPhotos(2, "pia"));
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

    // The sign-in link's page answers a script-less POST with 400 (its no-referrer policy makes the
    // browser send Origin: null), so the session is made with JavaScript and handed to this page.
    const withScripts = await browser.newContext({ baseURL: SHOP_URL, javaScriptEnabled: true });
    const signing = await withScripts.newPage();
    await actAsVisitor(signing);
    await signing.goto(await requestSignInLink(signing, email, "en"));
    await waitForHydration(signing);
    await signing.getByRole("button", { name: t("en", "account.signIn.confirm") }).click();
    await expect(signing.getByText(t("en", "account.signedInAs", { email }))).toBeVisible();

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
    await page.context().addCookies(await withScripts.cookies());
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
