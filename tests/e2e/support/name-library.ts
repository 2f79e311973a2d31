// The console's name library as the browser specs use it: a name no other test uses, its entry in the
// list of names waiting, and the library's page opened in a language.
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { inLang, t, type Lang } from "./i18n.ts";

/** A name unlike any other test's: letters only, so its normalised key is predictable. */
export function uniqueName(): { accented: string; plain: string; key: string } {
  const tag = [...randomBytes(5)].map((byte) => "bcdfghklmnprstvz"[byte % 16]).join("");
  return { accented: `José ${tag}`, plain: `JOSE ${tag.toUpperCase()}`, key: `jose ${tag}` };
}

/** A name's entry in the list of names waiting (or `remake`'s, the films offered to be made again). */
export const nameEntry = (page: Page, list: "waiting" | "remake", lang: Lang, key: string) =>
  page.getByTestId(`${list}-${lang}-${key.replace(/[^a-z0-9]+/g, "-")}`);

export async function openLibrary(page: Page, lang: Lang) {
  await page.goto(inLang("/console/names", lang));
  await expect(page.getByRole("heading", { level: 1, name: t(lang, "console.names.title") })).toBeVisible();
}
