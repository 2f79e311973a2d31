// `PORT=3100 npm start`, then an order paid on the test checkout: every step's redirect is a path
// on the address the buyer used, never http://localhost:3000 (issue 17, item 2).
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { anOrderFor, uniqueEmail } from "#server/accounts/account-data.test-support.ts";
import { parseConfig } from "#server/config.ts";
import type { Db } from "#server/db/client.ts";
import { testDatabaseDrivers, useTestDatabase } from "#server/db/databases.test-support.ts";
import { findOrder } from "#server/orders/order-loaders.repository.ts";
import { createTestProvider } from "#server/payments/test-provider.ts";
import type { Services } from "#server/services.ts";
import { servicesContext } from "../services-context.ts";
import { action as testCheckoutAction, loader as testCheckoutLoader } from "./checkout-test.tsx";
import { action as payAction } from "./order-status.tsx";

const ORIGIN = "http://localhost:3100";

function shopOn(db: Db) {
  // As `PORT=3100 npm start` configures it: no PUBLIC_URL.
  const config = parseConfig({ PORT: "3100" });
  const payments = createTestProvider(config.PUBLIC_URL);
  const context = new RouterContextProvider();
  const shop = {
    db,
    config,
    payments,
    checkout: { db, payments, publicUrl: config.PUBLIC_URL, production: { mode: "manual" } },
  };
  context.set(servicesContext, shop as unknown as Services);
  return context;
}

const post = (path: string, fields: Record<string, string> = {}) =>
  new Request(`${ORIGIN}${path}`, { method: "POST", body: new URLSearchParams(fields) });

/** Where a thrown redirect sends the browser. */
async function locationOf(answer: Promise<unknown>): Promise<string | null> {
  const thrown = await answer.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  return (thrown as Response).headers.get("location");
}

describe.each(testDatabaseDrivers())("the test checkout's redirects on $kind", (driver) => {
  const database = useTestDatabase(driver);

  it("stay on the shop's own address from the order page to the paid order", async () => {
    const { db } = database();
    const context = shopOn(db);
    const order = await anOrderFor(db, uniqueEmail("port"), ["Mia"], { paid: false });
    const token = order.accessToken;

    const toCheckout = await locationOf(
      payAction({ context, params: { token }, request: post(`/orders/${token}`) } as never),
    );
    expect(toCheckout).toMatch(/^\/checkout\/test\/test_cs_[\w-]+$/);

    const session = toCheckout?.split("/").pop() ?? "";
    const page = await testCheckoutLoader({ context, params: { session } } as never);
    expect(page.orderPath).toBe(`/orders/${token}`);

    const toOrder = await locationOf(
      testCheckoutAction({
        context,
        params: { session },
        request: post(`/checkout/test/${session}`, { outcome: "pay" }),
      } as never),
    );
    expect(toOrder).toBe(`/orders/${token}?paid=1`);
    expect((await findOrder(db, { id: order.id }))?.state).not.toBe("awaiting_payment");
  });
});
