// An operator corrects a delivered film on the film server, which renders for real (the short
// template): the order goes back into production, a new film is made, the family's private link
// stays the same and plays the new film, and a second delivery e-mail arrives. The order page says
// who spoke Santa's lines in it.
import { createHash } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { mailsTo, uniqueEmail } from "./support/account.ts";
import { expectNoViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { t } from "./support/i18n.ts";
import { signInAsOperator } from "./support/operator.ts";
import { seedPaidOrder } from "./support/seed-order.ts";
import { FILM_URL } from "./support/servers.ts";

test.use({ baseURL: FILM_URL });

const FILM_LINK = /https?:\/\/\S+\/films\/[\w-]{22}/;

async function deliveryLinks(email: string): Promise<string[]> {
  return (await mailsTo(email)).flatMap((mail) => FILM_LINK.exec(mail.text)?.[0] ?? []);
}

async function filmHash(request: APIRequestContext, link: string): Promise<string> {
  const response = await request.get(`${new URL(link).pathname}/video.mp4`);
  expect(response.status()).toBe(200);
  return createHash("sha256")
    .update(await response.body())
    .digest("hex");
}

test("a delivered film corrected by an operator is made again under the same link (en)", async ({ page }) => {
  // Two real renders of the short template on a busy two-core machine.
  test.setTimeout(600_000);
  const email = uniqueEmail("remake");
  const orderPath = await seedPaidOrder(page.request, "en", 1, { email, childNames: ["Ivy"] });
  await page.goto(orderPath);
  const reference = (await page.getByTestId("order-reference").textContent()) ?? "";

  await expect.poll(() => deliveryLinks(email), { timeout: 240_000 }).toHaveLength(1);
  const [link] = await deliveryLinks(email);
  const before = await filmHash(page.request, link!);

  await signInAsOperator(page, "en");
  await page.goto(`/console/orders/${reference}`);
  const state = page.getByTestId("order-state");
  await expect(async () => {
    await page.reload();
    await expect(state).toHaveText(t("en", "console.state.delivered"), { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });

  const correction = page.locator("details", {
    has: page.getByText(t("en", "console.actions.correct.open", { name: "Ivy" })),
  });
  await correction.locator("summary").click();
  await correction.getByLabel(t("en", "order.field.childName")).fill("Ivy Rose");
  await correction.getByRole("button", { name: t("en", "console.actions.correct.submit") }).click();
  await expect(page.getByRole("status").filter({ hasText: /\S/ })).toHaveText(
    t("en", "console.actions.result.correctedRemake", { name: "Ivy Rose" }),
  );
  await expect(state).toHaveText(t("en", "console.state.in_production"));
  // While the new film is made, the family's link still plays the one they had.
  expect(await filmHash(page.request, link!)).toBe(before);

  await expect.poll(() => deliveryLinks(email), { timeout: 300_000 }).toHaveLength(2);
  const links = await deliveryLinks(email);
  expect(new Set(links)).toEqual(new Set([link]));
  expect(await filmHash(page.request, link!)).not.toBe(before);
  await expect(async () => {
    await page.reload();
    await expect(state).toHaveText(t("en", "console.state.delivered"), { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  // The new film was spoken by the offline voice, named for the operator, with no voice failing first.
  await expect(page.getByTestId("film-voices")).toContainText(t("en", "console.order.voice.engine.festival"));
  await expect(page.getByTestId("film-voice-fallbacks")).toHaveCount(0);
  await expectNoViolations(page);
});
