import { expect, test } from "./support/fixtures.ts";
import { LANGS } from "./support/i18n.ts";
import { signInAsOperator } from "./support/operator.ts";
import { seedPaidOrder } from "./support/seed-order.ts";

for (const lang of LANGS) {
  test(`queue screenshots (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    await seedPaidOrder(page.request, lang, 3, { childNames: ["José María", "Lucía", "=SUM(1)"] });
    await signInAsOperator(page, lang);
    await page.goto("/console");
    await expect(page.getByRole("table")).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/queue-${lang}-desktop.png`, fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `/tmp/shots/queue-${lang}-phone.png`, fullPage: true });
    await page.goto("/console?q=zzzznothing");
    await page.screenshot({ path: `/tmp/shots/queue-${lang}-empty-phone.png`, fullPage: false });
  });
}
