// A NUL character typed or pasted into the console (the queue's search, an internal note) is dropped
// before it reaches PostgreSQL, which cannot store one in text: the operator gets the queue and the
// note, never a 500.
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import {
  anOrderFor,
  signedIn,
  TEST_PUBLIC_URL,
  testAuth,
  uniqueEmail,
} from "#server/accounts/account-data.test-support.ts";
import { parseConfig } from "#server/config.ts";
import type { Db } from "#server/db/client.ts";
import { testDatabaseDrivers, useTestDatabase } from "#server/db/databases.test-support.ts";
import { findOrder } from "#server/orders/order-loaders.repository.ts";
import type { Services } from "#server/services.ts";
import { servicesContext } from "../../services-context.ts";
import { operatorMiddleware } from "../../shared/operator.server.ts";
import { consoleOrderAction } from "./actions/order-action.server.ts";
import { loadQueue } from "./queue/queue.server.ts";

/** An operator's POST of a note on the order, through the console's middleware, as the route runs it. */
async function postNote(db: Db, reference: string, text: string) {
  const email = uniqueEmail("elf");
  const cookie = (await signedIn(db, testAuth(db), email)).headers.get("cookie") ?? "";
  const config = parseConfig({ PUBLIC_URL: TEST_PUBLIC_URL, PAYMENTS: "test", OPERATOR_EMAILS: email });
  const context = new RouterContextProvider();
  context.set(servicesContext, { db, config, auth: testAuth(db) } as unknown as Services);
  const request = new Request(`${TEST_PUBLIC_URL}/console/orders/${reference}`, {
    method: "POST",
    headers: { cookie, origin: TEST_PUBLIC_URL, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "note.add", text }),
  });
  const args = { request, context, params: { reference }, url: new URL(request.url), pattern: "" };
  return operatorMiddleware(args as never, async () => consoleOrderAction(args as never) as never);
}

describe.each(testDatabaseDrivers())("NUL characters in the console on $kind", (driver) => {
  const database = useTestDatabase(driver);

  it("searches the queue without them", async () => {
    const { db } = database();
    const email = uniqueEmail("nul");
    const order = await anOrderFor(db, email, ["Mia"]);
    const view = await loadQueue(db, new URL(`${TEST_PUBLIC_URL}/console?q=${order.reference}%00`));
    expect(view.orders.map((row) => row.reference)).toEqual([order.reference]);
  });

  it("keeps a note without them", async () => {
    const { db } = database();
    const order = await anOrderFor(db, uniqueEmail("nul"), ["Mia"]);
    expect(await postNote(db, order.reference, "Called\u0000 back")).toMatchObject({ outcome: "note_added" });
    const events = (await findOrder(db, { reference: order.reference }))!.events;
    expect(events.at(-1)).toMatchObject({ type: "note_added", data: { text: "Called back" } });
  });
});
