// Authorization over every account route and action that reads or changes an order, a film, a
// profile, a child profile or a file: a signed-out visitor, a forged cookie, an ended session and
// another signed-in customer all get a refusal, never the data; the owner's data stays as it was.
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { signIn, uniqueEmail } from "./support/account.ts";
import { expect, test, waitForHydration } from "./support/fixtures.ts";
import { t } from "./support/i18n.ts";
import { seedPaidOrder } from "./support/seed-order.ts";
import { SHOP_URL } from "./support/servers.ts";

const CHILD = "Zebedee";

/** Every state-changing form of the account page, aimed at the owner's order and child profile. */
function attacks(reference: string, childId: string): Record<string, string>[] {
  return [
    { intent: "order.pay", reference },
    { intent: "order.cancel", reference, confirm: "yes" },
    {
      intent: "order.correct",
      reference,
      film: "1",
      childName: "Hijacked",
      age: "7",
      eyeColour: "blue",
      hairColour: "red",
    },
    { intent: "order.deletePhotos", reference, confirm: "yes" },
    {
      intent: "child.save",
      id: childId,
      childName: "Hijacked",
      age: "7",
      eyeColour: "blue",
      hairColour: "red",
    },
    { intent: "child.delete", id: childId, confirm: "yes" },
  ];
}

const post = (request: APIRequestContext, form: Record<string, string>) =>
  request.post("/account?tab=orders", { form, headers: { origin: SHOP_URL }, maxRedirects: 0 });

/** The page names neither the owner's child nor (unless the visitor typed it in the URL) the order. */
async function expectNothingOf(response: APIResponse, reference?: string) {
  const body = await response.text();
  expect(body.includes(CHILD), `${response.url()} shows the child's name`).toBe(false);
  if (reference) expect(body.includes(reference), `${response.url()} shows the reference`).toBe(false);
}

test("nobody but the owner reads or changes an account's orders, profiles and data", async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  const owner = uniqueEmail("owner");
  const orderPath = await seedPaidOrder(page.request, "en", 1, { email: owner, childNames: [CHILD] });
  await page.goto(orderPath);
  const reference = (await page.getByTestId("order-reference").textContent()) ?? "";
  expect(reference).toMatch(/^SF-/);
  await signIn(page, owner, "en");
  await page.goto("/account?tab=profile");
  const useProfile = page
    .getByRole("link", { name: new RegExp(CHILD) })
    .or(page.locator(`a[href^="/order?child="]`));
  const childId = new URL((await useProfile.first().getAttribute("href")) ?? "", SHOP_URL).searchParams.get(
    "child",
  );
  expect(childId).toBeTruthy();
  const forms = attacks(reference, childId ?? "");

  // A signed-out visitor, a forged cookie and an ended session.
  const ended = await browser.newContext();
  const endedPage = await ended.newPage();
  await signIn(endedPage, uniqueEmail("ended"), "en");
  const endedCookies = await ended.cookies();
  // The tabs are Radix's buttons: they switch once the page has hydrated.
  await waitForHydration(endedPage);
  await endedPage.getByRole("tab", { name: t("en", "account.tab.profile") }).click();
  await endedPage.getByRole("button", { name: t("en", "account.logout"), exact: true }).click();
  await expect(endedPage.getByText(t("en", "account.loggedOut"))).toBeVisible();
  const endedCookie = endedCookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");

  const visitors = {
    "signed out": {},
    "forged cookie": { cookie: "sf.session_token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.c2lnbmF0dXJl" },
    "ended session": { cookie: endedCookie },
  };
  for (const [who, headers] of Object.entries(visitors)) {
    const visitor = await playwright.request.newContext({ baseURL: SHOP_URL, extraHTTPHeaders: headers });
    const account = await visitor.get("/account");
    await expectNothingOf(account, reference);
    expect(await account.text(), who).toContain(t("en", "account.signIn.title"));
    const data = await visitor.get("/account/data", { maxRedirects: 0 });
    expect(data.status(), who).toBe(303);
    expect(data.headers()["location"]).toMatch(/^\/account\?next=/);
    for (const form of [...forms, { intent: "profile.save", fullName: "X", email: owner, phone: "" }]) {
      const answer = await post(visitor, form);
      expect(answer.status(), `${who}: ${form["intent"]}`).toBe(401);
      await expectNothingOf(answer, reference);
    }
    for (const prefill of [`/order?child=${childId}`, `/order?again=${reference}`]) {
      await expectNothingOf(await visitor.get(prefill));
    }
    await visitor.dispose();
  }
  await ended.close();

  // Another signed-in customer.
  const other = await browser.newContext();
  const intruder = await other.newPage();
  await signIn(intruder, uniqueEmail("intruder"), "en");
  await expectNothingOf(await intruder.request.get("/account"), reference);
  const theirData = await intruder.request.get("/account/data");
  expect(theirData.status()).toBe(200);
  await expectNothingOf(theirData, reference);
  for (const form of forms) {
    const answer = await post(intruder.request, form);
    expect([200, 404], form["intent"]).toContain(answer.status());
    // The answer may repeat the reference the intruder typed, never what the order holds.
    await expectNothingOf(answer);
  }
  for (const prefill of [`/order?child=${childId}`, `/order?again=${reference}`]) {
    await expectNothingOf(await intruder.request.get(prefill));
  }
  await other.close();

  // The owner's order and child profile are as they were.
  await page.goto("/account");
  await expect(page.getByText(CHILD).first()).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText(t("en", "confirmation.state.paid"));
  await page.goto("/account?tab=profile");
  await expect(page.getByText(CHILD).first()).toBeVisible();
  await expect(page.getByText("Hijacked")).toHaveCount(0);
  const ownData = await page.request.get("/account/data");
  expect(await ownData.text()).toContain(reference);
});
