// The one way an order's state moves: by the machine's rules, with its typed history row, never
// over a change made behind the caller's back.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "../db/schema.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { lockOrder } from "./order-loaders.repository.ts";
import { transition } from "./order-transition.ts";
import { eventsOf, newEmail, placeOrder } from "./placed-order.test-support.ts";

describe.each(testDatabaseDrivers())("an order's transition on $kind", (driver) => {
  const database = useTestDatabase(driver);

  it("moves by the rules and writes the event with its move", async () => {
    const { db } = database();
    const placed = await placeOrder(db, newEmail(), { state: "paid" });
    const moved = await db.transaction(async (tx) => {
      const order = (await lockOrder(tx, { id: placed.id }))!;
      return transition(tx, order, "production_started", {});
    });
    expect(moved).toMatchObject({ outcome: "moved", order: { state: "in_production" } });
    expect((await eventsOf(db, placed.id)).at(-1)).toMatchObject({
      type: "production_started",
      data: { from: "paid", to: "in_production" },
    });
  });

  it("refuses a move the rules do not allow, writing nothing", async () => {
    const { db } = database();
    const placed = await placeOrder(db, newEmail());
    const refused = await db.transaction(async (tx) =>
      transition(tx, (await lockOrder(tx, { id: placed.id }))!, "film_ready", {}),
    );
    expect(refused).toEqual({ outcome: "not_allowed", state: "awaiting_payment" });
    expect((await eventsOf(db, placed.id)).map((event) => event.type)).toEqual(["order_created"]);
  });

  it("throws rather than overwrite a state changed since the order was read", async () => {
    const { db } = database();
    const placed = await placeOrder(db, newEmail(), { state: "paid" });
    await db.update(orders).set({ state: "refunded" }).where(eq(orders.id, placed.id));
    await expect(db.transaction((tx) => transition(tx, placed, "production_started", {}))).rejects.toThrow(
      /changed while locked/,
    );
    expect((await lockOrder(db, { id: placed.id }))?.state).toBe("refunded");
  });
});
