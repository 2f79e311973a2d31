// Changing an account's address to someone else's, in both languages (issue 28, item 2; decision
// 041): the mail names the account that asked; the link followed in a browser not signed in to
// that account changes nothing; an address with orders of its own is not taken over, so the asker
// never sees them; and an operator's address taken by a change opens no console, and leaves the
// account signed in in the confirming browser only (decision 062).
import { randomInt } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { actAsVisitor, mailsTo, orderCard, signIn, uniqueEmail } from "./support/account.ts";
import { expectNoViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { LANGS, inLang, oneLanguage, t, type Lang } from "./support/i18n.ts";
import { seedPaidOrder } from "./support/seed-order.ts";
import { UNCLAIMED_OPERATOR_POOL } from "./support/servers.ts";

const CONFIRM_LINK = /https?:\/\/\S+\/account\/email\/confirm\?\S+/;

/** Asks, on the profile, to use `newEmail`, and returns the mail that reaches it and its link. */
async function askForAddress(page: Page, lang: Lang, newEmail: string) {
  await page.goto(inLang("/account?tab=profile", lang));
  await page.getByLabel(t(lang, "account.profile.fullName")).fill("Ada Parent");
  await page.getByLabel(t(lang, "account.profile.email")).fill(newEmail);
  await page.getByRole("button", { name: t(lang, "account.profile.save") }).click();
  await expect(page.getByRole("status").filter({ hasText: newEmail })).toBeVisible();
  // The address may have had other mail already (an order's confirmation).
  const changeMails = async () => (await mailsTo(newEmail)).filter((mail) => CONFIRM_LINK.test(mail.text));
  await expect.poll(async () => (await changeMails()).length, { timeout: 20_000 }).toBe(1);
  const mail = (await changeMails())[0];
  const link = CONFIRM_LINK.exec(mail?.text ?? "")?.[0] ?? "";
  return { mail, link };
}

/** The other person's own browser: nobody signed in. */
async function strangerPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await actAsVisitor(page);
  return page;
}

const signedInAs = (page: Page, lang: Lang, email: string) =>
  page.getByText(t(lang, "account.signedInAs", { email }));

// Who may change an address, and what each browser then sees, is alike in both languages: each test
// once, in English (decision 070).
for (const lang of oneLanguage("en")) {
  test(`an address with orders of its own: the mail names the asker, a stranger's click changes nothing, the asker sees none of its orders (${lang})`, async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const asker = uniqueEmail(`asker-${lang}`);
    const owner = uniqueEmail(`owner-${lang}`);
    await seedPaidOrder(request, lang, 1, { email: owner, childNames: ["Ottilie"] });
    await expect.poll(async () => (await mailsTo(owner)).length, { timeout: 20_000 }).toBe(1);
    await signIn(page, asker, lang, "/account?tab=profile");

    const { mail, link } = await askForAddress(page, lang, owner);
    expect(mail?.subject).toBe(
      `${asker} ${lang === "en" ? "asks to use this e-mail address" : "pide usar esta dirección de correo"}`,
    );
    expect(mail?.text).toContain(asker);

    // The owner of the address presses the link in their own browser: it names the asking account
    // and asks to sign in to it; no button changes anything, nor does posting the form anyway.
    const stranger = await strangerPage(browser, baseURL);
    await stranger.goto(link);
    await expect(
      stranger.getByRole("heading", {
        name: t(lang, "account.emailConfirm.signInTitle", { account: asker }),
      }),
    ).toBeVisible();
    await expect(
      stranger.getByRole("alert").filter({
        hasText: t(lang, "account.emailConfirm.signInText", { account: asker, address: owner }),
      }),
    ).toBeVisible();
    await expect(stranger.getByRole("button", { name: t(lang, "account.emailConfirm.confirm") })).toHaveCount(
      0,
    );
    await expectNoViolations(stranger);
    const token = new URL(link).searchParams.get("token") ?? "";
    const posted = await stranger.request.post(link, {
      form: { token },
      headers: { origin: new URL(link).origin },
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(403);
    await stranger.context().close();

    await page.goto(inLang("/account?tab=profile", lang));
    await expect(signedInAs(page, lang, asker)).toBeVisible();

    // The asker, signed in, follows the link: refused, since orders were placed with that address.
    await page.goto(link);
    await expect(
      page.getByRole("heading", { name: t(lang, "account.emailConfirm.hasOrdersTitle") }),
    ).toBeVisible();
    await expect(
      page.getByRole("alert").filter({
        hasText: t(lang, "account.emailConfirm.hasOrders", { account: asker, address: owner }),
      }),
    ).toBeVisible();
    await expectNoViolations(page);
    await page.goto(inLang("/account", lang));
    await expect(signedInAs(page, lang, asker)).toBeVisible();
    await expect(orderCard(page, lang, "Ottilie")).toHaveCount(0);
    await expect(page.locator("main")).not.toContainText("Ottilie");
  });

  test(`an operator's address taken by a change of address opens no console, and the account no other browser (${lang})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const asker = uniqueEmail(`would-be-operator-${lang}`);
    // Each language draws from its own share of the pool: the two tests run at once, and one drawing
    // the other's address would read the other's mail to it.
    const share = UNCLAIMED_OPERATOR_POOL.filter((_, at) => at % LANGS.length === LANGS.indexOf(lang));
    const operator = share[randomInt(share.length)] ?? "";
    await signIn(page, asker, lang, "/account?tab=profile");
    // The same account open in a second browser.
    const elsewhere = await strangerPage(browser, baseURL);
    await signIn(elsewhere, asker, lang);
    const { mail, link } = await askForAddress(page, lang, operator);
    expect(mail?.text).toContain(asker);

    await page.goto(link);
    await expect(
      page.getByText(t(lang, "account.emailConfirm.text", { account: asker, address: operator })),
    ).toBeVisible();
    // Said before the click: the other browser will be signed out.
    await expect(page.getByText(t(lang, "account.emailConfirm.othersSignedOut"))).toBeVisible();
    await page.getByRole("button", { name: t(lang, "account.emailConfirm.confirm") }).click();
    await expect(signedInAs(page, lang, operator)).toBeVisible();
    await elsewhere.goto(inLang("/account", lang));
    await expect(elsewhere.getByLabel(t(lang, "account.signIn.email"))).toBeVisible();
    await expect(elsewhere.getByText(t(lang, "account.signedInAs", { email: operator }))).toHaveCount(0);
    await elsewhere.context().close();

    for (const path of ["/console", "/console/orders.csv"]) {
      const answer = await page.goto(inLang(path, lang));
      expect(answer?.status(), path).toBe(404);
    }
  });
}
