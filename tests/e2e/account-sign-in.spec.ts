// Signing in by e-mail link, in both languages: the link arrives through a real SMTP server, opening
// it uses nothing, the button signs in and returns where the customer was; a used or altered link
// does not sign in (and says so on opening); the page names the address it signs into; logout ends
// the session on the server.
import { alteredToken } from "#server/auth/altered-token.test-support.ts";
import { actAsVisitor, mailsTo, requestSignInLink, uniqueEmail } from "./support/account.ts";
import { expectNoViolations, viewportsFor } from "./support/axe.ts";
import { expect, tabTo, test, waitForHydration } from "./support/fixtures.ts";
import { LANGS, inLang, oneLanguage, t } from "./support/i18n.ts";
import { SHOP_URL } from "./support/servers.ts";

// Signing in works alike in both languages: once, in Spanish; every sign-in screen passes axe in
// both, below (decision 070).
for (const lang of oneLanguage("es")) {
  test(`signs in by e-mail link, comes back where it started and logs out (${lang})`, async ({ page }) => {
    const email = uniqueEmail(`signin-${lang}`);
    await actAsVisitor(page);
    const link = await requestSignInLink(page, email, lang, "/account?tab=profile");
    await page.goto(link);
    await page.getByRole("button", { name: t(lang, "account.signIn.confirm") }).click();
    await expect(page.getByText(t(lang, "account.signedInAs", { email }))).toBeVisible();
    await expect(page).toHaveURL(/\/account\?tab=profile/);
    await expect(page.getByRole("tab", { name: t(lang, "account.tab.profile") })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const [mail] = await mailsTo(email);
    expect(mail?.language).toBe(lang);
    expect(mail?.subject).toBe(
      lang === "en"
        ? "Your sign-in link for Magic Santa Video"
        : "Tu enlace para entrar en Magic Santa Video",
    );

    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name === "sf.session_token");
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe("Lax");

    await page.getByRole("button", { name: t(lang, "account.logout"), exact: true }).click();
    await expect(page.getByText(t(lang, "account.loggedOut"))).toBeVisible();
    await expect(page.getByRole("heading", { name: t(lang, "account.signIn.title") })).toBeVisible();

    // The old cookie no longer opens the account: the session ended on the server.
    await page.context().addCookies([{ ...session!, expires: -1 }]);
    await page.goto(inLang("/account", lang));
    await expect(page.getByRole("heading", { name: t(lang, "account.signIn.title") })).toBeVisible();
  });
}

test("a used, altered or expired-looking link does not sign in, and opening a link uses nothing", async ({
  page,
}) => {
  await actAsVisitor(page);
  const email = uniqueEmail("links");
  const link = await requestSignInLink(page, email, "en");

  // A mail scanner opens the link first: nothing is used.
  const scanned = await fetch(link);
  expect(scanned.status).toBe(200);

  const altered = new URL(link);
  const token = altered.searchParams.get("token") ?? "";
  altered.searchParams.set("token", alteredToken(token));
  await page.goto(altered.toString());
  await expect(page.getByRole("heading", { name: t("en", "account.signIn.invalidTitle") })).toBeVisible();
  await expect(page.getByRole("button", { name: t("en", "account.signIn.confirm") })).toHaveCount(0);

  await page.goto(link);
  await page.getByRole("button", { name: t("en", "account.signIn.confirm") }).click();
  await expect(page.getByText(t("en", "account.signedInAs", { email }))).toBeVisible();

  // The same link a second time, in a browser without the session.
  const other = await page.context().browser()!.newContext();
  const stranger = await other.newPage();
  await stranger.goto(link);
  await expect(stranger.getByRole("heading", { name: t("en", "account.signIn.invalidTitle") })).toBeVisible();
  await stranger.goto("/account");
  await expect(stranger.getByRole("heading", { name: t("en", "account.signIn.title") })).toBeVisible();
  await other.close();
});

test("the answer is the same for any address, and one connection is limited", async ({ page }) => {
  test.setTimeout(90_000);
  await actAsVisitor(page);
  const ask = async (email: string) => {
    await page.goto("/account");
    await page.getByLabel(t("en", "account.signIn.email"), { exact: true }).fill(email);
    await page.getByRole("button", { name: t("en", "account.signIn.submit") }).click();
  };
  await ask("nobody-ever@example.com");
  await expect(page.getByRole("heading", { name: t("en", "account.signIn.sentTitle") })).toBeVisible();

  await ask("not-an-address");
  await expect(page.getByText(t("en", "account.signIn.error.email"))).toBeVisible();

  for (let count = 2; count <= 10; count += 1) {
    await ask(uniqueEmail("flood"));
    await expect(page.getByRole("heading", { name: t("en", "account.signIn.sentTitle") })).toBeVisible();
  }
  await ask(uniqueEmail("flood"));
  await expect(page.getByRole("alert")).toHaveText(t("en", "account.signIn.error.tooMany"));
});

test("another site cannot post to the account", async () => {
  const response = await fetch(`${SHOP_URL}/account/logout`, {
    method: "POST",
    headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
    body: "scope=everywhere",
    redirect: "manual",
  });
  expect(response.status).toBe(403);
});

for (const lang of LANGS) {
  for (const viewport of viewportsFor(lang)) {
    test(`every sign-in screen passes axe (${lang}, ${viewport.name})`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await actAsVisitor(page);
      await page.goto(inLang("/account", lang));
      await page.getByRole("button", { name: t(lang, "account.signIn.submit") }).click();
      await expect(page.getByText(t(lang, "account.signIn.error.email"))).toBeVisible();
      await expectNoViolations(page);

      const email = uniqueEmail(`axe-signin-${lang}`);
      const link = await requestSignInLink(page, email, lang);
      await expectNoViolations(page);

      await page.goto(link);
      await expect(page.getByRole("heading", { name: t(lang, "account.signIn.confirmTitle") })).toBeVisible();
      // The page names the address the link signs into, before anything is used.
      await expect(page.getByText(t(lang, "account.signIn.confirmText", { email }))).toBeVisible();
      await expectNoViolations(page);

      await page.goto(inLang("/account/sign-in?token=nothing", lang));
      await expect(page.getByRole("heading", { name: t(lang, "account.signIn.invalidTitle") })).toBeVisible();
      await expectNoViolations(page);
    });
  }
}

test("signing in works with the keyboard alone", async ({ page }) => {
  await actAsVisitor(page);
  const email = uniqueEmail("keyboard");
  await page.goto("/account");
  await waitForHydration(page);
  await tabTo(page, page.getByLabel(t("en", "account.signIn.email"), { exact: true }));
  await page.keyboard.type(email);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: t("en", "account.signIn.sentTitle") })).toBeVisible();
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1);
  const link = /https?:\/\/\S+\/account\/sign-in\?\S+/.exec((await mailsTo(email))[0]?.text ?? "")?.[0];
  await page.goto(link ?? "");
  await waitForHydration(page);
  await tabTo(page, page.getByRole("button", { name: t("en", "account.signIn.confirm") }));
  await page.keyboard.press("Enter");
  await expect(page.getByText(t("en", "account.signedInAs", { email }))).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("asks for a link, follows it and signs in", async ({ page }) => {
    await actAsVisitor(page);
    const email = uniqueEmail("nojs");
    const link = await requestSignInLink(page, email, "es");
    await page.goto(link);
    await page.getByRole("button", { name: t("es", "account.signIn.confirm") }).click();
    await expect(page.getByText(t("es", "account.signedInAs", { email }))).toBeVisible();
  });
});
