// Fills the order form the way a parent does, by the labels they read, in either language.
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { t, type Lang } from "./i18n.ts";
import type { PickedFile } from "./photos.ts";

export interface ChildDetails {
  name: string;
  age: number;
  eyes: string;
  hair: string;
  wishes?: string;
  filmLanguage: Lang;
}

/** The fieldset of the nth child (1-based), whatever name has been typed into it. */
export function childGroup(page: Page, lang: Lang, number: number): Locator {
  const legend = t(lang, "order.film.legend", { number });
  const named = t(lang, "order.film.legendNamed", { number, name: "" });
  return page.getByRole("group").filter({
    has: page.locator("legend", { hasText: new RegExp(`^(${escape(legend)}|${escape(named)})`) }),
  });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export async function fillChild(group: Locator, lang: Lang, child: ChildDetails) {
  await group.getByLabel(t(lang, "order.field.childName")).fill(child.name);
  await group.getByLabel(t(lang, "order.field.age"), { exact: false }).first().fill(String(child.age));
  await group.getByLabel(t(lang, "order.field.eyeColour"), { exact: false }).first().selectOption(child.eyes);
  await group
    .getByLabel(t(lang, "order.field.hairColour"), { exact: false })
    .first()
    .selectOption(child.hair);
  if (child.wishes) await group.getByLabel(t(lang, "order.field.wishes")).fill(child.wishes);
  await group.getByLabel(t(lang, "order.field.language")).selectOption(child.filmLanguage);
}

/** Picks photos in the child's picker; with JavaScript each one uploads at once. */
export async function pickPhotos(group: Locator, lang: Lang, files: PickedFile[]) {
  await group.getByLabel(t(lang, "order.photos.drop")).setInputFiles(files);
}

/** Waits until the child's picker shows `count` uploaded photos, each with its thumbnail. */
export async function expectUploadedPhotos(group: Locator, lang: Lang, childName: string, count: number) {
  await expect(group.locator('input[type="hidden"][name$=".photos"]')).toHaveCount(count, {
    timeout: 30_000,
  });
  for (let number = 1; number <= count; number += 1) {
    await expect(
      group.getByRole("img", { name: t(lang, "order.photos.alt", { number, name: childName }) }),
    ).toBeVisible();
  }
}

export async function fillBuyer(page: Page, lang: Lang, buyer: { name: string; email: string }) {
  await page.getByLabel(t(lang, "order.buyer.name")).fill(buyer.name);
  await page.getByLabel(t(lang, "order.buyer.email")).fill(buyer.email);
  await page.getByRole("checkbox", { name: t(lang, "order.buyer.adult") }).check();
  const terms = t(lang, "order.buyer.terms", {
    terms: t(lang, "order.buyer.termsLink"),
    privacy: t(lang, "order.buyer.privacyLink"),
  });
  await page.getByRole("checkbox", { name: terms.slice(0, 12), exact: false }).check();
}
