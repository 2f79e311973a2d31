import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { films, orderEvents, orders } from "../db/schema.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import type { Db } from "../db/client.ts";
import { anOrder, priceOf } from "./order-factory.test-support.ts";
import { findOrder } from "./order-loaders.repository.ts";
import { createOrder, type NewOrder } from "./create-order.ts";
import { newOrderReference, REFERENCE_PATTERN } from "./reference.ts";

vi.mock("./reference.ts", async (original) => {
  const actual = await original<typeof import("./reference.ts")>();
  return { ...actual, newOrderReference: vi.fn(actual.newOrderReference) };
});

function newOrder(filmCount = 1): NewOrder {
  const order = anOrder(filmCount);
  return { idempotencyKey: randomUUID(), order, price: priceOf(order), language: "en" };
}

async function rowCounts(db: Db) {
  const [[o], [f], [e]] = await Promise.all([
    db.select({ n: count() }).from(orders),
    db.select({ n: count() }).from(films),
    db.select({ n: count() }).from(orderEvents),
  ]);
  return { orders: o?.n, films: f?.n, events: e?.n };
}

async function eventsOf(db: Db, orderId: string) {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);
}

describe.each(testDatabaseDrivers())("createOrder on $kind", (driver) => {
  const database = useTestDatabase(driver);

  describe("createOrder", () => {
    it("writes the order, its films and an order_created event, read back by reference", async () => {
      const { db } = database();
      const input = newOrder(2);
      const { order, created } = await createOrder(db, input);

      expect(created).toBe(true);
      expect(order.reference).toMatch(REFERENCE_PATTERN);
      expect(order).toMatchObject({
        state: "awaiting_payment",
        buyerEmail: "ada@example.com",
        subtotalCents: 4990,
        discountCents: 499,
        totalCents: 4491,
        currency: "USD",
        paidAt: null,
      });
      const found = await findOrder(db, { reference: order.reference });
      expect(found?.id).toBe(order.id);
      expect(found?.films.map((film) => [film.position, film.childName, film.language])).toEqual([
        [1, "Child 1", "en"],
        [2, "Child 2", "es"],
      ]);
      expect(found?.films[0]).toMatchObject({ hairColour: "other", hairColourOther: "auburn", photos: [] });
      expect((await eventsOf(db, order.id)).map((event) => event.type)).toEqual(["order_created"]);
      expect(await findOrder(db, { reference: "SF-ZZZZZ" })).toBeUndefined();
    });

    it("returns the first order for a second submission with the same key and writes nothing", async () => {
      const { db } = database();
      const input = newOrder(2);
      const first = await createOrder(db, input);
      const before = await rowCounts(db);
      const changed = anOrder(3); // a retry never changes an order that was already taken
      const second = await createOrder(db, { ...input, order: changed, price: priceOf(changed) });

      expect(second).toEqual({ order: first.order, created: false });
      expect(await rowCounts(db)).toEqual(before);
    });

    it("makes one order when submissions with one key race", async () => {
      const { db } = database();
      const input = newOrder(2);
      const before = await rowCounts(db);
      const results = await Promise.all(Array.from({ length: 6 }, () => createOrder(db, input)));

      expect(results.filter((result) => result.created)).toHaveLength(1);
      expect(new Set(results.map((result) => result.order.id)).size).toBe(1);
      const after = await rowCounts(db);
      expect(after).toEqual({
        orders: before.orders! + 1,
        films: before.films! + 2,
        events: before.events! + 1,
      });
    });

    it("leaves nothing behind when a write fails midway, and the key stays usable", async () => {
      const { db } = database();
      const input = newOrder(2);
      const broken = structuredClone(input);
      broken.order.films[1]!.age = 999; // the films table refuses it after the order row is written
      const before = await rowCounts(db);

      await expect(createOrder(db, broken)).rejects.toThrow();
      expect(await rowCounts(db)).toEqual(before);
      const [left] = await db.select().from(orders).where(eq(orders.idempotencyKey, input.idempotencyKey));
      expect(left).toBeUndefined();

      expect((await createOrder(db, input)).created).toBe(true);
    });

    it("draws another reference when the drawn one is taken", async () => {
      const { db } = database();
      const taken = (await createOrder(db, newOrder())).order.reference;
      vi.mocked(newOrderReference).mockReturnValueOnce(taken).mockReturnValueOnce(taken);

      const { order, created } = await createOrder(db, newOrder());
      expect(created).toBe(true);
      expect(order.reference).not.toBe(taken);
      expect(order.reference).toMatch(REFERENCE_PATTERN);
    });
  });
});
