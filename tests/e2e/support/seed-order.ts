// Places an order through the shop's own form endpoint, as a browser without JavaScript would,
// for tests that start after the form: the checkout and the order page.
import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures.ts";
import type { Lang } from "./i18n.ts";
import { randomClientIp } from "./account.ts";

export interface SeedOptions {
  /** The buyer's address; a fresh one when not given. */
  email?: string;
  childNames?: readonly string[];
  /** Every child's wishes; none when not given. */
  wishes?: string;
}

/** Places an unpaid order and returns the path of its test checkout. */
export async function seedOrder(
  request: APIRequestContext,
  lang: Lang,
  films = 2,
  { email, childNames = ["Mia", "Leo", "Ana"], wishes }: SeedOptions = {},
): Promise<string> {
  const multipart: Record<string, string> = {
    draftKey: randomUUID(),
    buyerName: "Ada Parent",
    buyerEmail: email ?? `seed-${randomUUID().slice(0, 8)}@example.com`,
    confirmsAdult: "on",
    acceptsTerms: "on",
    intent: "submit",
  };
  for (let index = 0; index < films; index += 1) {
    Object.assign(multipart, {
      [`films.${index}.childName`]: childNames[index % childNames.length] ?? "Mia",
      [`films.${index}.age`]: String(4 + index),
      [`films.${index}.eyeColour`]: "brown",
      [`films.${index}.hairColour`]: "black",
      [`films.${index}.language`]: lang,
    });
    if (wishes) multipart[`films.${index}.wishes`] = wishes;
  }
  // Each seeded order from its own address: the shop counts order posts per address (decision 024).
  const response = await request.post(`/order?lang=${lang}`, {
    multipart,
    maxRedirects: 0,
    // As signIn's requests (support/account.ts): a connection reused as the shop closes it is reset.
    maxRetries: 1,
    headers: { "x-forwarded-for": randomClientIp() },
  });
  expect(response.status()).toBe(302);
  const checkout = response.headers()["location"] ?? "";
  expect(checkout).toMatch(/\/checkout\/test\//);
  // The shop answers with a path (decision 022).
  return new URL(checkout, "http://localhost").pathname;
}

/** Places an order and pays it on the test checkout; returns the order page's path (/orders/<token>). */
export async function seedPaidOrder(
  request: APIRequestContext,
  lang: Lang,
  films = 1,
  options: SeedOptions = {},
): Promise<string> {
  const checkout = await seedOrder(request, lang, films, options);
  const response = await request.post(checkout, {
    form: { outcome: "pay" },
    maxRedirects: 0,
    maxRetries: 1,
  });
  expect([302, 303]).toContain(response.status());
  return new URL(response.headers()["location"] ?? "", "http://localhost").pathname;
}
