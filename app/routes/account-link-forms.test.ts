// The account's small forms (following a sign-in link, confirming an address change, signing out)
// with a body that is not a form: the sender's mistake is answered 400, never a 500.
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { TEST_PUBLIC_URL, testAuth } from "#server/accounts/account-data.test-support.ts";
import { parseConfig } from "#server/config.ts";
import { testDatabaseDrivers, useTestDatabase } from "#server/db/databases.test-support.ts";
import type { Services } from "#server/services.ts";
import { servicesContext } from "../services-context.ts";
import { action as confirmEmail } from "./account-email-confirm.tsx";
import { action as logOut } from "./account-logout.ts";
import { action as signIn } from "./account-sign-in.tsx";
import { thrownStatus } from "./route.test-support.ts";

const config = parseConfig({ PUBLIC_URL: TEST_PUBLIC_URL, PAYMENTS: "test" });

const notAForm = (path: string) =>
  new Request(`${TEST_PUBLIC_URL}${path}`, {
    method: "POST",
    headers: { origin: TEST_PUBLIC_URL, "content-type": "application/json" },
    body: JSON.stringify({ token: "x" }),
  });

describe.each(testDatabaseDrivers())("the account's link forms on $kind", (driver) => {
  const database = useTestDatabase(driver);

  it("answer a body that is not a form with 400", async () => {
    const { db } = database();
    const context = new RouterContextProvider();
    context.set(servicesContext, { db, config, auth: testAuth(db) } as unknown as Services);
    const args = (request: Request) => ({ context, request, url: new URL(request.url), params: {} }) as never;

    expect(await thrownStatus(signIn(args(notAForm("/account/sign-in"))))).toBe(400);
    expect(await thrownStatus(confirmEmail(args(notAForm("/account/email/confirm"))))).toBe(400);
    expect(await thrownStatus(logOut(args(notAForm("/account/logout"))))).toBe(400);
  });
});
