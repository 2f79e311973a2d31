// The shop's other forms keep what is typed before their scripts start (issue 41, decision 060):
// their fields are left to the browser (uncontrolled), so React's start takes nothing away, except
// from a text area that came with text, which React sets back (kept by hydration-hold.ts). Each is
// typed into key by key while the page's modules are held back, then used once they run.
import type { Locator, Page } from "@playwright/test";
import { orderCard, signIn, uniqueEmail } from "./support/account.ts";
import { expect, test, waitForHydration } from "./support/fixtures.ts";
import { holdModules } from "./support/hydration.ts";
import { t } from "./support/i18n.ts";
import { signInAsOperator } from "./support/operator.ts";
import { seedPaidOrder } from "./support/seed-order.ts";
import { KEY_DELAY_MS } from "./support/slow-phone.ts";

/** Empties the field and types into it key by key, as a person does. */
async function typeSlowly(field: Locator, text: string) {
  await field.fill("");
  await field.pressSequentially(text, { delay: KEY_DELAY_MS });
}

/** Opens `path` with its modules held, types with `typing`, then lets the modules run. */
async function typedBeforeScripts(page: Page, path: string, typing: () => Promise<void>) {
  const release = await holdModules(page);
  await page.goto(path);
  await typing();
  release();
  await waitForHydration(page);
}

test("the sign-in form keeps an address typed before its scripts start (es)", async ({ page }) => {
  const email = uniqueEmail("early-sign-in");
  const field = page.getByLabel(t("es", "account.signIn.email"), { exact: true });
  await typedBeforeScripts(page, "/account?lang=es", () => typeSlowly(field, email));
  await expect(field).toHaveValue(email);
  await page.getByRole("button", { name: t("es", "account.signIn.submit") }).click();
  await expect(page.getByRole("heading", { name: t("es", "account.signIn.sentTitle") })).toBeVisible();
});

test("the profile and a saved child keep what is typed before their scripts start (en)", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("early-profile");
  await seedPaidOrder(request, "en", 1, { email, childNames: ["Mia"] });
  await signIn(page, email, "en", "/account?tab=profile");
  const name = page.getByLabel(t("en", "account.profile.fullName"));
  const age = page.getByRole("spinbutton", { name: t("en", "order.field.age") });
  await typedBeforeScripts(page, "/account?tab=profile", async () => {
    await typeSlowly(name, "Ada Lovelace");
    await page.getByText(t("en", "account.children.edit", { name: "Mia" })).click();
    await typeSlowly(age, "5");
  });
  await expect(name).toHaveValue("Ada Lovelace");
  await expect(age).toHaveValue("5");
  await page.getByRole("button", { name: t("en", "account.profile.save") }).click();
  await expect(page.getByRole("status").filter({ hasText: t("en", "account.profile.saved") })).toBeVisible();
  await expect(age).toHaveValue("5");
  await page.getByRole("button", { name: t("en", "account.children.save", { name: "Mia" }) }).click();
  await expect(page.getByText(t("en", "account.children.age", { age: 5 }), { exact: false })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(t("en", "account.profile.fullName"))).toHaveValue("Ada Lovelace");
});

test("a correction typed over a wish before its scripts start is what is sent (en)", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("early-correction");
  await seedPaidOrder(request, "en", 1, { email, childNames: ["Noa"], wishes: "A sledge" });
  await signIn(page, email, "en");
  const card = orderCard(page, "en", "Noa");
  const wishes = card.getByLabel(t("en", "order.field.wishes"), { exact: false });
  // The text area comes from the server with the wish in it: React's hydration used to set it back.
  await typedBeforeScripts(page, "/account", async () => {
    await card.getByText(t("en", "account.orders.correct.open", { name: "Noa" })).click();
    await expect(wishes).toHaveValue("A sledge");
    await typeSlowly(wishes, "A red bicycle");
  });
  await expect(wishes).toHaveValue("A red bicycle");
  await card.getByRole("button", { name: t("en", "account.orders.correct.submit") }).click();
  await expect(card.getByRole("status")).toBeVisible();
  await page.reload();
  await card.getByText(t("en", "account.orders.correct.open", { name: "Noa" })).click();
  await expect(wishes).toHaveValue("A red bicycle");
});

test("the console's search keeps words typed before its scripts start (en)", async ({ page }) => {
  await signInAsOperator(page, "en");
  const search = page.getByRole("searchbox", { name: t("en", "console.queue.filter.q") });
  await typedBeforeScripts(page, "/console", () => typeSlowly(search, "Siobhán"));
  await expect(search).toHaveValue("Siobhán");
  await page.getByRole("button", { name: t("en", "console.queue.filter.apply") }).click();
  await expect(page).toHaveURL(/q=Siobh%C3%A1n/);
});
