// The order form with the keyboard alone: choosing photos, putting them in order, adding a child
// and sending, with the focus where a keyboard user expects it after each step.
import { expect, tabTo, test, waitForHydration } from "./support/fixtures.ts";
import { t } from "./support/i18n.ts";
import { childGroup, expectUploadedPhotos } from "./support/order-form.ts";
import { jpegPhotos } from "./support/photos.ts";

test("a keyboard user picks, reorders and sends photos and adds a child", async ({ page }) => {
  const lang = "en";
  await page.goto("/order");
  await waitForHydration(page);
  // The first child's fieldset is the form's first: a CSS path, where childGroup's role query
  // searches the whole page again for every action.
  const mia = page.locator("form fieldset").first();
  await expect(mia.locator("legend")).toHaveText(t(lang, "order.film.legend", { number: 1 }));

  // The way from the top of the page to the form is the skip link's test (a11y.spec.ts); here the
  // keyboard starts in the form, so each step is a few presses, not eighty round trips.
  const name = mia.getByLabel(t(lang, "order.field.childName"));
  await name.focus();
  await page.keyboard.type("Mia");

  // The photo picker is a file input (visually hidden, our own button beside it): Space opens the
  // system's file chooser, and the focus shows on the button the eye sees.
  const picker = mia.getByLabel(t(lang, "order.photos.drop"));
  await tabTo(page, picker);
  await expect(mia.getByText(t(lang, "order.photos.choose"), { exact: true })).toHaveCSS(
    "outline-style",
    "solid",
  );
  const chooser = page.waitForEvent("filechooser");
  await page.keyboard.press("Space");
  await (await chooser).setFiles(await jpegPhotos(3, "keys"));
  await expectUploadedPhotos(mia, lang, "Mia", 3);

  const tokens = mia.locator('input[type="hidden"][name$=".photos"]');
  const before = await tokens.evaluateAll((inputs) =>
    inputs.map((input) => (input as HTMLInputElement).value),
  );
  const earlier = mia.getByRole("button", {
    name: t(lang, "order.photos.earlier", { number: 2 }),
    exact: true,
  });
  // The photos come before the picker: Shift+Tab walks back to them.
  await tabTo(page, earlier, { limit: 6, backwards: true });
  await page.keyboard.press("Enter");
  await expect(page.getByText(t(lang, "order.photos.moved", { position: 1, count: 3 }))).toBeAttached();
  const after = await tokens.evaluateAll((inputs) =>
    inputs.map((input) => (input as HTMLInputElement).value),
  );
  expect(after).toEqual([before[1], before[0], before[2]]);

  // The button to add a child comes right after this child's last field in the Tab order.
  await mia.locator("input:not([type=hidden]), select, textarea, button").last().focus();
  await tabTo(page, page.getByRole("button", { name: t(lang, "order.film.add") }), { limit: 3 });
  await page.keyboard.press("Enter");
  await expect(childGroup(page, lang, 2).getByLabel(t(lang, "order.field.childName"))).toBeFocused();

  // Enter in a text field sends the form; what is missing is listed and the first gets the focus.
  await page.keyboard.press("Enter");
  await expect(page.getByText(t(lang, "order.errors.title"))).toBeVisible();
  await expect(mia.getByLabel(t(lang, "order.field.age"), { exact: false }).first()).toBeFocused();
});
