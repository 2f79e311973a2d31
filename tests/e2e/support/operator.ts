// Signing in as one of the console's operators: an address of the pool the test servers list in
// OPERATOR_EMAILS, picked at random so tests running at once use different ones.
import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { signIn } from "./account.ts";
import type { Lang } from "./i18n.ts";
import { OPERATOR_POOL } from "./servers.ts";

export function operatorEmail(): string {
  return OPERATOR_POOL[randomInt(OPERATOR_POOL.length)] ?? "operator-00@console.example";
}

/** Signs `page` in as an operator and returns the address; the page ends on /account. */
export async function signInAsOperator(page: Page, lang: Lang): Promise<string> {
  const email = operatorEmail();
  await signIn(page, email, lang);
  return email;
}
