// The photo picker speaks the page's language, not the browser's: its button is ours, in English and
// Spanish, whatever language the browser itself runs in; without JavaScript the browser's own stays.
import { expect, test, waitForHydration } from "./support/fixtures.ts";
import { LANGS, inLang, t, type Lang } from "./support/i18n.ts";
import { childGroup, expectUploadedPhotos } from "./support/order-form.ts";
import { jpegPhotos } from "./support/photos.ts";

/** A browser set to the other language than the page's. */
const OTHER_LOCALE: Record<Lang, string> = { en: "es-ES", es: "en-US" };

for (const lang of LANGS) {
  test.describe(`the photo picker on the ${lang} page in a ${OTHER_LOCALE[lang]} browser`, () => {
    test.use({ locale: OTHER_LOCALE[lang] });

    test("shows our button in the page's language, and a click on it picks photos", async ({ page }) => {
      await page.goto(inLang("/order", lang));
      await waitForHydration(page);
      const group = childGroup(page, lang, 1);
      await group.getByLabel(t(lang, "order.field.childName")).fill("Lola");

      const button = group.getByText(t(lang, "order.photos.choose"), { exact: true });
      await expect(button).toBeVisible();
      // The browser's own button ("Choose Files", "Seleccionar archivos") is not drawn: the input is
      // visually hidden, and is still the control screen readers and the keyboard reach, named in
      // the page's words.
      const input = group.getByLabel(t(lang, "order.photos.choose"));
      await expect(input).toHaveAttribute("type", "file");
      await expect(group.getByLabel(t(lang, "order.photos.drop"))).toHaveAttribute("type", "file");
      const box = await input.boundingBox();
      expect(box?.width ?? 0).toBeLessThanOrEqual(1);

      const chooser = page.waitForEvent("filechooser");
      await button.click();
      await (await chooser).setFiles(await jpegPhotos(2, `picker-${lang}`));
      await expectUploadedPhotos(group, lang, "Lola", 2);
    });
  });
}

test("photos dropped on the picker upload as they did before the button was ours", async ({ page }) => {
  await page.goto("/order");
  await waitForHydration(page);
  const group = childGroup(page, "en", 1);
  await group.getByLabel(t("en", "order.field.childName")).fill("Nico");
  const [photo] = await jpegPhotos(1, "dropped");
  const files = await page.evaluateHandle(
    ({ name, bytes }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([Uint8Array.from(bytes)], name, { type: "image/jpeg" }));
      return transfer;
    },
    { name: photo!.name, bytes: [...photo!.buffer] },
  );
  const zone = group.getByText(t("en", "order.photos.drop")).locator("..");
  await zone.dispatchEvent("dragover", { dataTransfer: files });
  await zone.dispatchEvent("drop", { dataTransfer: files });
  await expectUploadedPhotos(group, "en", "Nico", 1);
});

test.describe("the photo picker without JavaScript", () => {
  test.use({ javaScriptEnabled: false, locale: "es-ES" });

  test("is the browser's own file input, which goes up with the form", async ({ page }) => {
    await page.goto("/order");
    const input = childGroup(page, "en", 1).getByLabel(t("en", "order.photos.drop"));
    await expect(input).toHaveAttribute("name", "films.0.photoFiles");
    const box = await input.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(100);
    await expect(page.getByText(t("en", "order.photos.choose"), { exact: true })).toHaveCount(0);
  });
});
