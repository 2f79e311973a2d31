// A customer corrects a child's name in My Orders after the film was delivered, on the film server,
// which renders for real (the short template): the film is made again under the same private link,
// which plays the film the family had until then, and a second delivery e-mail brings the new film,
// whose captions carry the corrected name. In both languages.
import type { Page } from "@playwright/test";
import { mailsTo, orderCard, signIn, uniqueEmail } from "./support/account.ts";
import { expect, test } from "./support/fixtures.ts";
import { LANGS, t } from "./support/i18n.ts";
import { seedPaidOrder } from "./support/seed-order.ts";
import { FILM_URL } from "./support/servers.ts";

test.use({ baseURL: FILM_URL });

const FILM_LINK = /https?:\/\/\S+\/films\/[\w-]{22}/;
const NAMES = { en: { before: "Ivy", after: "Ruby" }, es: { before: "Inés", after: "Lucía" } } as const;

async function deliveryLinks(email: string): Promise<string[]> {
  return (await mailsTo(email)).flatMap((mail) => FILM_LINK.exec(mail.text)?.[0] ?? []);
}

/** The captions the film page plays by default, as the page links them. */
async function captionsOn(page: Page, link: string): Promise<string> {
  await page.goto(new URL(link).pathname);
  const src = await page.locator("track").first().getAttribute("src");
  const captions = await page.request.get(src ?? "");
  expect(captions.status()).toBe(200);
  return captions.text();
}

for (const lang of LANGS) {
  test(`a child's name corrected in My Orders after delivery: the film is made again and delivered once more (${lang})`, async ({
    page,
  }) => {
    // Two real renders of the short template on a busy two-core machine, one renderer for both
    // languages' tests, and the template's preparation when this is the film server's first film
    // (over 4 minutes with the host's load at 14).
    test.setTimeout(900_000);
    const { before, after } = NAMES[lang];
    const email = uniqueEmail(`corrected-${lang}`);
    await seedPaidOrder(page.request, lang, 1, { email, childNames: [before] });

    await expect.poll(() => deliveryLinks(email), { timeout: 480_000 }).toHaveLength(1);
    const [link] = await deliveryLinks(email);
    expect(await captionsOn(page, link!)).toContain(before);

    await signIn(page, email, lang);
    const card = orderCard(page, lang, before);
    await card.getByText(t(lang, "account.orders.correct.open", { name: before })).click();
    await card.getByLabel(t(lang, "order.field.childName")).fill(after);
    await card.getByRole("button", { name: t(lang, "account.orders.correct.submit") }).click();
    const corrected = orderCard(page, lang, after);
    await expect(corrected.getByRole("status")).toHaveText(
      t(lang, "account.orders.result.correctedRemake", { name: after }),
    );
    await expect(corrected.getByTestId("order-status")).toHaveText(
      t(lang, "confirmation.state.in_production"),
    );
    // While the new film is made, the family's link still plays the one they had.
    expect(await captionsOn(page, link!)).toContain(before);

    await expect.poll(() => deliveryLinks(email), { timeout: 300_000 }).toHaveLength(2);
    expect(new Set(await deliveryLinks(email))).toEqual(new Set([link]));
    const captions = await captionsOn(page, link!);
    await expect(
      page.getByRole("heading", { level: 1, name: t(lang, "film.title", { name: after }) }),
    ).toBeVisible();
    expect(captions).toContain(after);
    expect(captions).not.toContain(before);
  });
}
