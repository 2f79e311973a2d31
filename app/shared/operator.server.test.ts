// Who the console admits, with real sessions: an operator listed in OPERATOR_EMAILS (in any case),
// and nobody else; an address taken off the list loses the console at the next request, the same
// session cookie notwithstanding.
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import {
  latestMailTo,
  signedIn,
  TEST_PUBLIC_URL,
  testAuth,
  uniqueEmail,
} from "#server/accounts/account-data.test-support.ts";
import { confirmEmailChange, requestEmailChange } from "#server/accounts/email-change.ts";
import { parseConfig } from "#server/config.ts";
import type { Db } from "#server/db/client.ts";
import { testDatabaseDrivers, useTestDatabase } from "#server/db/databases.test-support.ts";
import type { Services } from "#server/services.ts";
import { servicesContext } from "../services-context.ts";
import { thrownStatus } from "../routes/route.test-support.ts";
import { operatorMiddleware, requireOperator } from "./operator.server.ts";

/** One request through the console's middleware and a console loader, as the router runs them. */
async function consoleRequest(db: Db, operatorEmails: string, cookie?: string) {
  const config = parseConfig({
    PUBLIC_URL: TEST_PUBLIC_URL,
    PAYMENTS: "test",
    OPERATOR_EMAILS: operatorEmails,
  });
  const context = new RouterContextProvider();
  context.set(servicesContext, { db, config, auth: testAuth(db) } as unknown as Services);
  const request = new Request(`${TEST_PUBLIC_URL}/console`, { headers: cookie ? { cookie } : {} });
  const args = { request, context, params: {}, url: new URL(request.url), pattern: "/console" };
  return operatorMiddleware(args as never, async () => {
    const operator = requireOperator(context, request);
    return new Response(operator.email);
  });
}

describe.each(testDatabaseDrivers())("the console's door on $kind", (driver) => {
  const database = useTestDatabase(driver);

  it("admits a listed operator, whatever the case of the address in the list", async () => {
    const { db } = database();
    const email = uniqueEmail("elf");
    const session = await signedIn(db, testAuth(db), email);
    const answer = await consoleRequest(
      db,
      `boss@example.com, ${email.toUpperCase()}`,
      session.headers.get("cookie") ?? "",
    );
    expect(await (answer as Response).text()).toBe(email);
  });

  it("answers 404 to a signed-out visitor and to a customer", async () => {
    const { db } = database();
    const customer = await signedIn(db, testAuth(db), uniqueEmail("parent"));
    expect(await thrownStatus(consoleRequest(db, "boss@example.com"))).toBe(404);
    expect(
      await thrownStatus(consoleRequest(db, "boss@example.com", customer.headers.get("cookie") ?? "")),
    ).toBe(404);
  });

  it("shuts out an operator taken off the list at the next request, with the same session", async () => {
    const { db } = database();
    const email = uniqueEmail("elf");
    const cookie = (await signedIn(db, testAuth(db), email)).headers.get("cookie") ?? "";
    expect(await thrownStatus(consoleRequest(db, email, cookie))).toBe(200);
    expect(await thrownStatus(consoleRequest(db, "boss@example.com", cookie))).toBe(404);
    expect(await thrownStatus(consoleRequest(db, "", cookie))).toBe(404);
  });

  it("gives no console to an account that took an operator's address by a change; a sign-in link to it does", async () => {
    const { db } = database();
    const auth = testAuth(db);
    const operatorEmail = uniqueEmail("elf-never-signed-in");
    const asker = await signedIn(db, auth, uniqueEmail("asker"));
    await requestEmailChange(auth, asker.headers, operatorEmail);
    const link = new URL(String((await latestMailTo(db, operatorEmail))?.payload["url"]));
    const changed = await confirmEmailChange(
      { auth, db },
      asker.headers,
      link.searchParams.get("token") ?? "",
    );
    expect(changed).toMatchObject({ outcome: "changed", email: operatorEmail });

    const askerCookie = asker.headers.get("cookie") ?? "";
    expect((await auth.api.getSession({ headers: asker.headers }))?.user.email).toBe(operatorEmail);
    expect(await thrownStatus(consoleRequest(db, operatorEmail, askerCookie))).toBe(404);

    // Whoever holds the operator's mailbox signs in with a link sent there, and operates.
    const signedInThere = await signedIn(db, auth, operatorEmail);
    const answer = await consoleRequest(db, operatorEmail, signedInThere.headers.get("cookie") ?? "");
    expect(await (answer as Response).text()).toBe(operatorEmail);
    expect(await thrownStatus(consoleRequest(db, operatorEmail, askerCookie))).toBe(404);
  });
});
