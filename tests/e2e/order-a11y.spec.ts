// Accessibility of every state of ordering: the form with its errors and photos, the test
// checkout, and the order page before and after payment, in both languages and on both screens.
import { expect, test, waitForHydration } from "./support/fixtures.ts";
import { expectNoViolations, VIEWPORTS } from "./support/axe.ts";
import { LANGS, inLang, t } from "./support/i18n.ts";
import { childGroup, expectUploadedPhotos, pickPhotos } from "./support/order-form.ts";
import { jpegPhotos, renamedProgram } from "./support/photos.ts";
import { seedOrder } from "./support/seed-order.ts";

for (const lang of LANGS) {
  for (const viewport of VIEWPORTS) {
    test.describe(`ordering axe (${lang}, ${viewport.name})`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });

      test("the form with errors, photos and a refused file has no violations", async ({ page }) => {
        await page.goto(inLang("/order", lang));
        await waitForHydration(page);
        const child = childGroup(page, lang, 1);
        await child.getByLabel(t(lang, "order.field.childName")).fill("Mia");
        await pickPhotos(child, lang, [...(await jpegPhotos(2, "axe")), renamedProgram()]);
        await expectUploadedPhotos(child, lang, "Mia", 2);
        await expect(child.getByText(t(lang, "photo.error.type"))).toBeVisible();
        await page
          .getByRole("button", { name: t(lang, "order.submit") })
          .last()
          .click();
        await expect(page.getByText(t(lang, "order.errors.title"))).toBeVisible();
        await expectNoViolations(page);
      });

      test("the test checkout and the order page, unpaid and paid, have no violations", async ({
        page,
        request,
      }) => {
        const checkout = await seedOrder(request, lang);
        await page.goto(inLang(checkout, lang));
        await waitForHydration(page);
        await expectNoViolations(page);

        await page.getByRole("button", { name: t(lang, "checkout.decline") }).click();
        await expect(page.getByText(t(lang, "confirmation.cancelledPayment"))).toBeVisible();
        await expectNoViolations(page);

        await page.getByRole("button", { name: t(lang, "confirmation.payNow", { total: "$44.91" }) }).click();
        await expect(page).toHaveURL(/\/checkout\/test\//);
        await page
          .getByRole("button", { name: t(lang, "checkout.pay", { total: "$44.91" }), exact: true })
          .click();
        await expect(
          page.getByRole("heading", { level: 1, name: t(lang, "confirmation.title.paid") }),
        ).toBeVisible();
        await expectNoViolations(page);
      });
    });
  }
}
