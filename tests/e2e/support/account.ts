// Signing in as a customer does: ask for a link on /account, read it from the real SMTP server,
// open it and press "Sign in". Each visitor gets its own client address (the shop trusts one proxy
// in the tests), so the per-address limit counts each test apart, as it counts real customers.
import { randomInt, randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { inLang, t, type Lang } from "./i18n.ts";
import { SMTP_SINK_URL } from "./servers.ts";
import type { ReceivedMail } from "./smtp-sink.ts";

export const uniqueEmail = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;

export function randomClientIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export async function mailsTo(email: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${SMTP_SINK_URL}/?to=${encodeURIComponent(email)}`);
  return (await response.json()) as ReceivedMail[];
}

/** Gives the page's requests their own client address, as a visitor on their own connection. */
export async function actAsVisitor(page: Page, ip = randomClientIp()): Promise<string> {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": ip });
  return ip;
}

const SIGN_IN_LINK = /https?:\/\/\S+\/account\/sign-in\?\S+/;

/** Only the sign-in e-mails: an order's confirmation may arrive at the same address meanwhile. */
async function signInLinksTo(email: string): Promise<string[]> {
  return (await mailsTo(email)).flatMap((mail) => SIGN_IN_LINK.exec(mail.text)?.[0] ?? []);
}

/** Asks for a sign-in link on /account and returns the link the e-mail carries. */
export async function requestSignInLink(
  page: Page,
  email: string,
  lang: Lang,
  next?: string,
): Promise<string> {
  const before = (await signInLinksTo(email)).length;
  const query = next ? `/account?next=${encodeURIComponent(next)}` : "/account";
  await page.goto(inLang(query, lang));
  await page.getByLabel(t(lang, "account.signIn.email"), { exact: true }).fill(email);
  await page.getByRole("button", { name: t(lang, "account.signIn.submit") }).click();
  await expect(page.getByRole("heading", { name: t(lang, "account.signIn.sentTitle") })).toBeVisible();
  await expect.poll(async () => (await signInLinksTo(email)).length, { timeout: 20_000 }).toBe(before + 1);
  return (await signInLinksTo(email)).at(-1) ?? "";
}

/**
 * Signs in as a customer does, without drawing the pages on the way: asks for a link with the
 * sign-in form's own POST, reads it from the SMTP server and posts its button's form, then opens
 * `next` (default /account), signed in. The pages themselves are account-sign-in.spec.ts's test;
 * here each step drawn would cost seconds on a busy machine. Each request may be sent again once
 * after a connection reset: Playwright keeps connections alive, and on a loaded machine it can reuse
 * one just as the shop closes it for idling (Node's 5 s), before the shop has read the request.
 */
export async function signIn(page: Page, email: string, lang: Lang, next = "/account"): Promise<void> {
  const ip = await actAsVisitor(page);
  // The shop is the context's base address (the film tests run a shop of their own): the form's
  // own page, fetched as a browser would before posting it, says which.
  const form = await page.request.get(inLang("/account", lang), {
    headers: { "x-forwarded-for": ip },
    maxRetries: 1,
  });
  expect(form.status()).toBe(200);
  const headers = { origin: new URL(form.url()).origin, "x-forwarded-for": ip };
  const before = (await signInLinksTo(email)).length;
  const asked = await page.request.post(inLang("/account", lang), {
    form: { intent: "sign-in", email, next },
    headers,
    maxRetries: 1,
  });
  expect(asked.status()).toBe(200);
  await expect.poll(async () => (await signInLinksTo(email)).length, { timeout: 20_000 }).toBe(before + 1);
  const link = new URL((await signInLinksTo(email)).at(-1) ?? "");
  const confirmed = await page.request.post(`${link.pathname}${link.search}`, {
    form: { token: link.searchParams.get("token") ?? "", next },
    headers,
    maxRedirects: 0,
    maxRetries: 1,
  });
  expect(confirmed.status()).toBe(303);
  await page.goto(inLang(next, lang));
  await expect(page.getByText(t(lang, "account.signedInAs", { email }))).toBeVisible();
}

/** On My Orders, the card of the order whose videos include `childName`. */
export const orderCard = (page: Page, lang: Lang, childName: string) =>
  page.getByRole("article").filter({ hasText: t(lang, "account.orders.film", { name: childName }) });
