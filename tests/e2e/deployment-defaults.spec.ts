// A shop in test mode says so at the foot of every page, in the page's language and without an axe
// finding; and its test checkout answers with paths, so a buyer stays on the address they used
// (decision 022). The shop under test runs on localhost without a Stripe key: test mode.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/fixtures.ts";
import { inLang, oneLanguage, t } from "./support/i18n.ts";
import { seedOrder } from "./support/seed-order.ts";
import { shopConfig } from "./support/shop-config.ts";

test("the shop under test takes payments in test mode", () => {
  expect(shopConfig.PAYMENTS).toBe("test");
});

// The language changes nothing this test checks: once, in Spanish (decision 070).
for (const lang of oneLanguage("es")) {
  test(`every page's footer says payments are in test mode (${lang})`, async ({ page }) => {
    // A shop page, the account's (its own dictionary scope) and the 404 (the error boundary's frame).
    for (const path of ["/privacy", "/account", "/no-such-page"]) {
      // The footer comes with the HTML: no need to wait for images or scripts.
      await page.goto(inLang(path, lang), { waitUntil: "domcontentloaded" });
      const notice = page.getByRole("contentinfo").getByText(t(lang, "footer.testPayments"), { exact: true });
      await expect(notice).toBeVisible();
    }
    // The footer as a whole stays clean (the page's own rules: WCAG 2.1 A/AA and best practices).
    const results = await new AxeBuilder({ page })
      .include("footer")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
}

test("the test checkout sends the buyer on with a path, not PUBLIC_URL's address", async ({ request }) => {
  const checkout = await seedOrder(request, "en", 1);
  const paid = await request.post(checkout, { form: { outcome: "pay" }, maxRedirects: 0 });
  expect(paid.headers()["location"]).toMatch(/^\/orders\/[\w-]+\?paid=1$/);
});
