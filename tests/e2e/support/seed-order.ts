// Places an order through the shop's own form endpoint, as a browser without JavaScript would,
// for tests that start after the form: the checkout and the order page.
import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures.ts";
import type { Lang } from "./i18n.ts";

export async function seedOrder(request: APIRequestContext, lang: Lang, films = 2): Promise<string> {
  const multipart: Record<string, string> = {
    draftKey: randomUUID(),
    buyerName: "Ada Parent",
    buyerEmail: `seed-${randomUUID().slice(0, 8)}@example.com`,
    confirmsAdult: "on",
    acceptsTerms: "on",
    intent: "submit",
  };
  for (let index = 0; index < films; index += 1) {
    Object.assign(multipart, {
      [`films.${index}.childName`]: ["Mia", "Leo", "Ana"][index % 3],
      [`films.${index}.age`]: String(4 + index),
      [`films.${index}.eyeColour`]: "brown",
      [`films.${index}.hairColour`]: "black",
      [`films.${index}.language`]: lang,
    });
  }
  const response = await request.post(`/order?lang=${lang}`, { multipart, maxRedirects: 0 });
  expect(response.status()).toBe(302);
  const checkout = response.headers()["location"] ?? "";
  expect(checkout).toMatch(/\/checkout\/test\//);
  return new URL(checkout).pathname;
}
