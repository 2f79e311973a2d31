// The Profile tab in both languages: details saved (a bad phone refused in the page's language),
// the saved child profile made from a paid guest order, edited (how the name is said too, without
// scripts) and used to fill a new order, the
// data downloaded, the account deleted on a second step once its paid film is no longer on its way
// (here: cancelled for a refund); the e-mail change by link; the keyboard.
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { mailsTo, signIn, uniqueEmail } from "./support/account.ts";
import { expectNoViolations } from "./support/axe.ts";
import { expect, test, waitForHydration } from "./support/fixtures.ts";
import { oneLanguage, t, type Lang } from "./support/i18n.ts";
import { seedPaidOrder } from "./support/seed-order.ts";

async function openProfile(page: Page, email: string, lang: Lang) {
  await signIn(page, email, lang, "/account?tab=profile");
  await expect(page.getByRole("tab", { name: t(lang, "account.tab.profile") })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await waitForHydration(page);
}

// The language changes nothing this test checks: once, in English (decision 070).
for (const lang of oneLanguage("en")) {
  test(`profile, saved child, new order from it, export and deletion (${lang})`, async ({
    page,
    request,
    browser,
  }) => {
    // Two sign-ins, an order, a download and axe four times: a long walk.
    test.setTimeout(120_000);
    const email = uniqueEmail(`profile-${lang}`);
    await seedPaidOrder(request, lang, 1, { email, childNames: ["Mia"] });
    // The order's confirmation first, so the sign-in link is the next e-mail to arrive.
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1);
    await openProfile(page, email, lang);

    const name = page.getByLabel(t(lang, "account.profile.fullName"));
    const phone = page.getByLabel(t(lang, "account.profile.phone"));
    const save = page.getByRole("button", { name: t(lang, "account.profile.save") });
    await name.fill("Ada Lovelace");
    await phone.fill("305 555 0142");
    await save.click();
    await expect(page.getByText(t(lang, "account.profile.error.phone"))).toBeVisible();
    await expect(phone).toHaveValue("305 555 0142");
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expectNoViolations(page);

    await phone.fill("+1 305 555 0142");
    await save.click();
    await expect(
      page.getByRole("status").filter({ hasText: t(lang, "account.profile.saved") }),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(t(lang, "account.profile.phone"))).toHaveValue("+13055550142");
    await expect(page.getByLabel(t(lang, "account.profile.fullName"))).toHaveValue("Ada Lovelace");

    // The child of the paid order is a saved profile.
    await expect(page.getByRole("heading", { name: "Mia", level: 3 })).toBeVisible();
    await expect(page.getByText(t(lang, "account.children.age", { age: 4 }), { exact: false })).toBeVisible();
    await expectNoViolations(page);

    // Edited without scripts, a plain form: the age, and how the name is said, by the order form's
    // rule (a spelling no voice can take is refused beside its field).
    const plain = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const form = await plain.newPage();
    await form.goto("/account?tab=profile");
    await form.getByText(t(lang, "account.children.edit", { name: "Mia" })).click();
    await form.getByRole("spinbutton", { name: t(lang, "order.field.age") }).fill("5");
    const said = () => form.getByLabel(t(lang, "order.field.namePronunciation"), { exact: false });
    await said().fill("Mee<ah>");
    await form.getByRole("button", { name: t(lang, "account.children.save", { name: "Mia" }) }).click();
    await expect(said()).toHaveAttribute("aria-invalid", "true");
    await expect(said()).toHaveAccessibleDescription(
      new RegExp(t(lang, "order.error.respelling").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
    );
    await said().fill("Mee-ah");
    await form.getByRole("button", { name: t(lang, "account.children.save", { name: "Mia" }) }).click();
    await expect(form.getByText(t(lang, "account.children.saved", { name: "Mia" }))).toBeVisible();
    await plain.close();
    await page.reload();
    await expect(page.getByText(t(lang, "account.children.age", { age: 5 }), { exact: false })).toBeVisible();
    await expect(page.getByText(t(lang, "account.children.said", { spelling: "Mee-ah" }))).toBeVisible();

    // Picked for a new order, the saved child fills the form, how the name is said too.
    await page.getByRole("link", { name: t(lang, "account.children.use", { name: "Mia" }) }).click();
    await expect(page).toHaveURL(/\/order\?child=/);
    await expect(page.getByLabel(t(lang, "order.field.childName"))).toHaveValue("Mia");
    await expect(page.getByRole("spinbutton", { name: t(lang, "order.field.age") })).toHaveValue("5");
    await expect(page.getByLabel(t(lang, "order.field.namePronunciation"), { exact: false })).toHaveValue(
      "Mee-ah",
    );
    await expect(page.getByText(t(lang, "order.film.legendNamed", { number: 1, name: "Mia" }))).toBeVisible();

    await page.goto("/account?tab=profile");
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: t(lang, "account.data.download") }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^magic-santa-video-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path()) ?? "", "utf8"));
    expect(data.account).toMatchObject({ email, name: "Ada Lovelace", phone: "+13055550142" });
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0].films[0]).toMatchObject({ childName: "Mia", language: lang });
    expect(data.childProfiles).toMatchObject([{ childName: "Mia", namePronunciation: "Mee-ah", age: 5 }]);

    // The paid film is on its way: it is delivered first, and the screen says what can be done.
    await page.getByRole("button", { name: t(lang, "account.delete.button") }).click();
    await expect(
      page.getByRole("heading", { name: t(lang, "account.delete.onTheirWay.title") }),
    ).toBeFocused();
    const reference =
      (
        await page
          .getByText(/SF-\w+/)
          .first()
          .textContent()
      )?.match(/SF-\w+/)?.[0] ?? "";
    await expect(
      page.getByText(
        t(lang, "account.delete.onTheirWay.order", {
          reference,
          status: t(lang, "confirmation.state.paid"),
        }),
      ),
    ).toBeVisible();
    await expect(page.getByText(t(lang, "account.delete.onTheirWay.refundable"))).toBeVisible();
    await expect(page.getByLabel(t(lang, "account.delete.confirmLabel", { email }))).toHaveCount(0);
    await expectNoViolations(page);
    // Cancelled for a refund instead, the account can go.
    await page.getByRole("link", { name: t(lang, "account.delete.onTheirWay.toOrders") }).click();
    await page.getByRole("button", { name: t(lang, "account.orders.cancel") }).click();
    await page.getByRole("button", { name: t(lang, "account.orders.confirm.yes") }).click();
    await expect(page.getByTestId("order-status")).toHaveText(t(lang, "confirmation.state.refunded"));
    await page.goto("/account?tab=profile");

    await page.getByRole("button", { name: t(lang, "account.delete.button") }).click();
    await expect(page.getByRole("heading", { name: t(lang, "account.delete.title") })).toBeFocused();
    await expect(page.getByText(t(lang, "account.delete.text"))).toBeVisible();
    await expectNoViolations(page);
    const confirm = page.getByLabel(t(lang, "account.delete.confirmLabel", { email }));
    await confirm.fill("someone-else@example.com");
    await page.getByRole("button", { name: t(lang, "account.delete.confirm") }).click();
    await expect(page.getByText(t(lang, "account.delete.error.email"))).toBeVisible();
    await confirm.fill(email);
    await page.getByRole("button", { name: t(lang, "account.delete.confirm") }).click();
    await expect(page.getByText(t(lang, "account.deleted"))).toBeVisible();
    await expect(page.getByRole("heading", { name: t(lang, "account.signIn.title") })).toBeVisible();

    // A new account for the same address holds none of the old orders' personal data.
    await openProfile(page, email, lang);
    await expect(page.getByText(t(lang, "account.children.empty"))).toBeVisible();
    await expect(page.getByLabel(t(lang, "account.profile.fullName"))).toHaveValue("");
    await page.getByRole("tab", { name: t(lang, "account.tab.orders") }).click();
    await expect(page.getByText(t(lang, "account.orders.emptyTitle"))).toBeVisible();
    await expect(page.locator("main")).not.toContainText("Mia");
  });
}

test("a new e-mail address takes effect only when its link is followed", async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("before");
  const newEmail = uniqueEmail("after");
  await openProfile(page, email, "en");
  await page.getByLabel(t("en", "account.profile.fullName")).fill("Ada Parent");
  await page.getByLabel(t("en", "account.profile.email")).fill(newEmail);
  await page.getByRole("button", { name: t("en", "account.profile.save") }).click();
  await expect(page.getByRole("status").filter({ hasText: newEmail })).toHaveText(
    t("en", "account.profile.emailSent", { email: newEmail, minutes: 15 }),
  );
  await expect(page.getByText(t("en", "account.signedInAs", { email }))).toBeVisible();

  await expect.poll(async () => (await mailsTo(newEmail)).length, { timeout: 20_000 }).toBe(1);
  expect(await mailsTo(email)).toHaveLength(1); // only the sign-in link
  const mail = (await mailsTo(newEmail))[0];
  const link = /https?:\/\/\S+\/account\/email\/confirm\?\S+/.exec(mail?.text ?? "")?.[0] ?? "";
  expect(link).toBeTruthy();

  // Opening the link changes nothing; the button does.
  await page.goto(link);
  await page.goto("/account?tab=profile");
  await expect(page.getByText(t("en", "account.signedInAs", { email }))).toBeVisible();
  await page.goto(link);
  await page.getByRole("button", { name: t("en", "account.emailConfirm.confirm") }).click();
  await expect(page).toHaveURL(/\/account\?tab=profile/);
  await expect(page.getByText(t("en", "account.signedInAs", { email: newEmail }))).toBeVisible();
  await expect(page.getByText(t("en", "account.profile.emailChanged", { email: newEmail }))).toBeVisible();

  // The link works once: opened again, it says so at once.
  await page.goto(link);
  await expect(
    page.getByRole("heading", { name: t("en", "account.emailConfirm.invalidTitle") }),
  ).toBeVisible();
});

test("the profile saves with the keyboard alone", async ({ page }) => {
  const email = uniqueEmail("keys");
  await openProfile(page, email, "es");
  await page.getByRole("tab", { name: t("es", "account.tab.profile") }).focus();
  const fullName = page.getByLabel(t("es", "account.profile.fullName"));
  for (
    let presses = 0;
    presses < 10 && !(await fullName.evaluate((field) => field === document.activeElement));
    presses += 1
  ) {
    await page.keyboard.press("Tab");
  }
  await expect(fullName).toBeFocused();
  await page.keyboard.type("Ana Pérez");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel(t("es", "account.profile.phone"))).toBeFocused();
  await page.keyboard.type("+34 612 345 678");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: t("es", "account.profile.save") })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: t("es", "account.profile.saved") })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(t("es", "account.profile.phone"))).toHaveValue("+34612345678");
});
