import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "../db/schema.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { findOrder, listOrders, lockOrder } from "./order-loaders.repository.ts";
import { newEmail, PAID_AT, placeOrder } from "./placed-order.test-support.ts";

describe.each(testDatabaseDrivers())("the order loaders on $kind", (driver) => {
  const database = useTestDatabase(driver);

  describe("reading", () => {
    it("lists the orders placed with the address, in any case, newest first, with films and history", async () => {
      const { db } = database();
      const email = newEmail();
      const viewer = { id: randomUUID(), email };
      const first = await placeOrder(db, email.toUpperCase(), { filmCount: 2, placedBy: viewer.id });
      const second = await placeOrder(db, email, { state: "paid" });
      await placeOrder(db, newEmail());
      await db
        .update(orders)
        .set({ createdAt: new Date("2026-11-01T00:00:00Z") })
        .where(eq(orders.id, first.id));

      const listed = await listOrders(db, viewer);
      expect(listed.map((order) => order.reference)).toEqual([second.reference, first.reference]);
      expect(listed[1]?.films.map((film) => [film.position, film.childName, film.language])).toEqual([
        [1, "Child 1", "en"],
        [2, "Child 2", "es"],
      ]);
      expect(listed[1]?.films[0]).toMatchObject({ age: 5, hairColour: "other", hairColourOther: "auburn" });
      expect(listed[1]?.events.map((event) => event.type)).toEqual(["order_created"]);
      expect(listed[0]).toMatchObject({ state: "paid", paidAt: PAID_AT, totalCents: 2495 });
    });

    it("shows an unpaid order placed by someone else with the address only once it is paid", async () => {
      const { db } = database();
      const viewer = { id: randomUUID(), email: newEmail() };
      const byAStranger = await placeOrder(db, viewer.email);
      const whileSignedInElsewhere = await placeOrder(db, viewer.email, { placedBy: randomUUID() });
      expect(await listOrders(db, viewer)).toEqual([]);
      for (const order of [byAStranger, whileSignedInElsewhere]) {
        expect(await findOrder(db, { reference: order.reference }, { viewer })).toBeUndefined();
      }
      await db.update(orders).set({ state: "paid", paidAt: PAID_AT }).where(eq(orders.id, byAStranger.id));
      expect((await listOrders(db, viewer)).map((order) => order.reference)).toEqual([byAStranger.reference]);
    });

    it("finds an order by reference only for its own account", async () => {
      const { db } = database();
      const email = newEmail();
      const order = await placeOrder(db, email);
      expect((await findOrder(db, { reference: order.reference }, { owner: email }))?.id).toBe(order.id);
      expect(await findOrder(db, { reference: order.reference }, { owner: newEmail() })).toBeUndefined();
      expect(await listOrders(db, { id: randomUUID(), email: newEmail() })).toEqual([]);
    });
  });

  it("finds one order by each of its keys, and none for a malformed id or a NUL byte", async () => {
    const { db } = database();
    const order = await placeOrder(db, newEmail(), { state: "paid" });
    for (const key of [
      { id: order.id },
      { reference: order.reference },
      { accessToken: order.accessToken },
      { provider: "test", sessionId: order.paymentSessionId! },
    ]) {
      expect((await findOrder(db, key))?.id, JSON.stringify(key)).toBe(order.id);
    }
    expect(await findOrder(db, { id: "not-a-uuid" })).toBeUndefined();
    // A posted form can carry one; PostgreSQL would refuse the query rather than find nothing.
    expect(await findOrder(db, { reference: "\u0000" })).toBeUndefined();
    expect(await findOrder(db, { accessToken: `${order.accessToken}\u0000` })).toBeUndefined();
    expect(await findOrder(db, { provider: "stripe", sessionId: order.paymentSessionId! })).toBeUndefined();
    const locked = await db.transaction((tx) =>
      lockOrder(tx, { reference: order.reference }, { owner: "x@y.z" }),
    );
    expect(locked).toBeUndefined();
  });
});
