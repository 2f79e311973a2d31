// Signing in as one of the console's operators: the addresses of the pool the test servers list in
// OPERATOR_EMAILS are handed out in turn across every worker of the run, so that no address is asked
// for a fourth link within the shop's 15 minutes (at random, 60 sign-ins from 100 addresses hit that
// about one run in two).
import { mkdirSync, openSync, closeSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { signIn } from "./account.ts";
import type { Lang } from "./i18n.ts";
import { OPERATOR_POOL } from "./servers.ts";

const turns = path.join(process.env.E2E_DATA_ROOT ?? "", "operator-turns");

/** The next address of the pool: each turn is a file created exclusively, so workers never share one. */
export function operatorEmail(): string {
  mkdirSync(turns, { recursive: true });
  for (let turn = 0; ; turn++) {
    try {
      closeSync(openSync(path.join(turns, String(turn)), "wx"));
      return OPERATOR_POOL[turn % OPERATOR_POOL.length] ?? "operator-00@console.example";
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
}

/** Signs `page` in as an operator and returns the address; the page ends on /account. */
export async function signInAsOperator(page: Page, lang: Lang): Promise<string> {
  const email = operatorEmail();
  await signIn(page, email, lang);
  return email;
}
