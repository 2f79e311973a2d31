// The /account route's own guard, through its loader and action with real sessions: a signed-out
// visitor, another customer and an expired session never read or change an order.
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import {
  anOrderFor,
  expireSessions,
  signedIn,
  TEST_PUBLIC_URL,
  testAuth,
  uniqueEmail,
} from "#server/accounts/account-data.test-support.ts";
import { parseConfig } from "#server/config.ts";
import type { Db } from "#server/db/client.ts";
import { testDatabaseDrivers, useTestDatabase } from "#server/db/databases.test-support.ts";
import { orderSnapshot as snapshot } from "#server/orders/placed-order.test-support.ts";
import { createTestProvider } from "#server/payments/test-provider.ts";
import type { Services } from "#server/services.ts";
import { servicesContext } from "../services-context.ts";
import { action, loader } from "./account.tsx";
import { thrownStatus } from "./route.test-support.ts";

const config = parseConfig({ PUBLIC_URL: TEST_PUBLIC_URL, PAYMENTS: "test" });

function contextOn(db: Db) {
  const auth = testAuth(db);
  const context = new RouterContextProvider();
  const shop = { db, config, auth, payments: createTestProvider(TEST_PUBLIC_URL) };
  context.set(servicesContext, shop as unknown as Services);
  return { context, auth };
}

const post = (fields: Record<string, string>, cookie?: string) =>
  new Request(`${TEST_PUBLIC_URL}/account?tab=orders`, {
    method: "POST",
    headers: { origin: TEST_PUBLIC_URL, ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields),
  });

const args = (context: RouterContextProvider, request: Request) =>
  ({ context, request, url: new URL(request.url), params: {} }) as never;

describe.each(testDatabaseDrivers())("the account route on $kind", (driver) => {
  const database = useTestDatabase(driver);

  it("refuses a signed-out visitor, another customer and an expired session", async () => {
    const { db } = database();
    const { context, auth } = contextOn(db);
    const adaEmail = uniqueEmail("ada");
    const order = await anOrderFor(db, adaEmail, ["Mia", "Leo"], { paid: false });
    const before = await snapshot(db, order.id);
    const cancel = { intent: "order.cancel", reference: order.reference, confirm: "yes" };

    expect(await thrownStatus(action(args(context, post(cancel))))).toBe(401);
    const signedOut = await loader(args(context, new Request(`${TEST_PUBLIC_URL}/account`)));
    expect(signedOut).toMatchObject({ signedIn: false });
    expect(JSON.stringify(signedOut)).not.toContain(order.reference);

    const eve = await signedIn(db, auth, uniqueEmail("eve"));
    const eveCookie = eve.headers.get("cookie") ?? "";
    const eveAnswer = await action(args(context, post(cancel, eveCookie)));
    expect(eveAnswer).toMatchObject({ orders: { outcome: "error", error: "not_found" } });
    const evePage = await loader(
      args(context, new Request(`${TEST_PUBLIC_URL}/account`, { headers: { cookie: eveCookie } })),
    );
    expect(evePage).toMatchObject({ signedIn: true, orders: [] });

    const ada = await signedIn(db, auth, adaEmail);
    await expireSessions(db);
    expect(await thrownStatus(action(args(context, post(cancel, ada.headers.get("cookie") ?? ""))))).toBe(
      401,
    );
    expect(await snapshot(db, order.id)).toEqual(before);
  });
});
