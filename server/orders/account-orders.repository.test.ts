import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { correctionSchema, type Correction } from "../../domain/customer-order.ts";
import type { OrderState } from "../../domain/order-states.ts";
import type { Db } from "../db/client.ts";
import { aPhotoOn } from "../accounts/account-data.test-support.ts";
import { films, orderEvents, orders, photos } from "../db/schema.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { createDiskStorage } from "../storage/disk-storage.ts";
import {
  cancelUnpaidOrder,
  correctFilm,
  deleteOrderPhotos,
  findAccountOrder,
  finishRefund,
  listAccountOrders,
  startRefund,
  undoRefund,
} from "./account-orders.repository.ts";
import { anOrder, priceOf } from "./order-factory.test-support.ts";
import { createOrder } from "./orders.repository.ts";

const storageRoot = await mkdtemp(path.join(tmpdir(), "account-orders-"));
afterAll(() => rm(storageRoot, { recursive: true, force: true }));
const storage = createDiskStorage(storageRoot);

const PAID_AT = new Date("2026-12-01T10:00:00Z");
const hoursAfterPayment = (hours: number) => new Date(PAID_AT.getTime() + hours * 3_600_000);
const newEmail = () => `buyer-${randomUUID().slice(0, 8)}@example.com`;

async function placeOrder(
  db: Db,
  buyerEmail: string,
  { filmCount = 1, state = "awaiting_payment" }: { filmCount?: number; state?: OrderState } = {},
) {
  const order = anOrder(filmCount, { buyerEmail });
  const { order: row } = await createOrder(db, {
    idempotencyKey: randomUUID(),
    order,
    price: priceOf(order),
    language: "en",
  });
  if (state === "awaiting_payment") return row;
  const [moved] = await db
    .update(orders)
    .set({ state, paidAt: PAID_AT, paymentProvider: "test", paymentSessionId: `test_cs_${randomUUID()}` })
    .where(eq(orders.id, row.id))
    .returning();
  return moved!;
}

async function stateOf(db: Db, orderId: string) {
  const [row] = await db.select({ state: orders.state }).from(orders).where(eq(orders.id, orderId));
  return row?.state;
}

async function eventsOf(db: Db, orderId: string) {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);
}

/** `count` photos on each of the order's films, with their files. */
async function photosOn(db: Db, orderId: string, count: number) {
  const rows = await db.select({ id: films.id }).from(films).where(eq(films.orderId, orderId));
  const made = [];
  for (const film of rows) {
    for (let position = 1; position <= count; position += 1)
      made.push(await aPhotoOn(db, storage, film.id, position));
  }
  return made;
}

const correction = (childName: string, overrides: Record<string, unknown> = {}): Correction =>
  correctionSchema.parse({
    childName,
    age: 5,
    achievements: "Tidied the toy box every evening",
    eyeColour: { choice: "blue" },
    hairColour: { choice: "other", other: "auburn" },
    wishes: "A red bicycle",
    ...overrides,
  });

describe.each(testDatabaseDrivers())("account orders repository on $kind", (driver) => {
  const database = useTestDatabase(driver);

  describe("reading", () => {
    it("lists every order placed with the address, in any case, newest first, with films and history", async () => {
      const { db } = database();
      const email = newEmail();
      const first = await placeOrder(db, email.toUpperCase(), { filmCount: 2 });
      const second = await placeOrder(db, email, { state: "paid" });
      await placeOrder(db, newEmail());
      await db
        .update(orders)
        .set({ createdAt: new Date("2026-11-01T00:00:00Z") })
        .where(eq(orders.id, first.id));

      const listed = await listAccountOrders(db, email);
      expect(listed.map((order) => order.reference)).toEqual([second.reference, first.reference]);
      expect(listed[1]?.films.map((film) => [film.position, film.childName, film.language])).toEqual([
        [1, "Child 1", "en"],
        [2, "Child 2", "es"],
      ]);
      expect(listed[1]?.films[0]).toMatchObject({ age: 5, hairColour: "other", hairColourOther: "auburn" });
      expect(listed[1]?.events.map((event) => event.type)).toEqual(["order_created"]);
      expect(listed[0]).toMatchObject({ state: "paid", paidAt: PAID_AT, totalCents: 2495 });
    });

    it("finds an order by reference only for its own account", async () => {
      const { db } = database();
      const email = newEmail();
      const order = await placeOrder(db, email);
      expect((await findAccountOrder(db, email, order.reference))?.id).toBe(order.id);
      expect(await findAccountOrder(db, newEmail(), order.reference)).toBeUndefined();
      expect(await listAccountOrders(db, newEmail())).toEqual([]);
    });
  });

  describe("cancelling an unpaid order", () => {
    it("cancels it once, with a cancelled event, and refuses a paid order", async () => {
      const { db } = database();
      const email = newEmail();
      const order = await placeOrder(db, email);

      expect(await cancelUnpaidOrder(db, email, order.reference)).toMatchObject({
        outcome: "changed",
        order: { state: "cancelled" },
      });
      expect(await cancelUnpaidOrder(db, email, order.reference)).toEqual({
        outcome: "not_allowed",
        state: "cancelled",
      });
      expect((await eventsOf(db, order.id)).map((event) => [event.type, event.data])).toEqual([
        ["order_created", expect.anything()],
        ["cancelled", { from: "awaiting_payment", to: "cancelled", by: "customer" }],
      ]);
      const paid = await placeOrder(db, email, { state: "paid" });
      expect(await cancelUnpaidOrder(db, email, paid.reference)).toEqual({
        outcome: "not_allowed",
        state: "paid",
      });
    });

    it("never touches another customer's order", async () => {
      const { db } = database();
      const order = await placeOrder(db, newEmail());
      expect(await cancelUnpaidOrder(db, newEmail(), order.reference)).toEqual({ outcome: "not_found" });
      expect(await stateOf(db, order.id)).toBe("awaiting_payment");
    });

    it("cancels once when two requests race", async () => {
      const { db } = database();
      const email = newEmail();
      const order = await placeOrder(db, email);
      const outcomes = await Promise.all([1, 2, 3].map(() => cancelUnpaidOrder(db, email, order.reference)));
      expect(outcomes.filter((result) => result.outcome === "changed")).toHaveLength(1);
      expect((await eventsOf(db, order.id)).filter((event) => event.type === "cancelled")).toHaveLength(1);
    });
  });

  describe("refunding a paid order", () => {
    it("marks it refunded before the money moves, counts the attempts, and records the ending", async () => {
      const { db } = database();
      const email = newEmail();
      const order = await placeOrder(db, email, { state: "paid" });

      const first = await startRefund(db, email, order.reference);
      expect(first).toMatchObject({ outcome: "changed", attempt: 1, order: { state: "refunded" } });
      expect(await startRefund(db, email, order.reference)).toEqual({
        outcome: "not_allowed",
        state: "refunded",
      });
      await undoRefund(db, email, order.id, "card_declined");
      expect(await stateOf(db, order.id)).toBe("paid");

      expect(await startRefund(db, email, order.reference)).toMatchObject({ attempt: 2 });
      await finishRefund(db, email, {
        orderId: order.id,
        provider: "test",
        refundId: "test_re_1",
        status: "succeeded",
        amountCents: 2495,
      });
      expect(await stateOf(db, order.id)).toBe("refunded");
      expect((await eventsOf(db, order.id)).map((event) => [event.type, event.data])).toEqual([
        ["order_created", expect.anything()],
        ["refund_requested", { from: "paid", to: "refunded", by: "customer", attempt: 1, amountCents: 2495 }],
        ["refund_failed", { reason: "card_declined" }],
        ["refund_requested", { from: "paid", to: "refunded", by: "customer", attempt: 2, amountCents: 2495 }],
        ["refunded", { provider: "test", refundId: "test_re_1", status: "succeeded", amountCents: 2495 }],
      ]);
    });

    it("refuses an unpaid order, an order in production and another customer's order", async () => {
      const { db } = database();
      const email = newEmail();
      const unpaid = await placeOrder(db, email);
      const making = await placeOrder(db, email, { state: "in_production" });
      expect(await startRefund(db, email, unpaid.reference)).toMatchObject({ outcome: "not_allowed" });
      expect(await startRefund(db, email, making.reference)).toMatchObject({ outcome: "not_allowed" });
      const paid = await placeOrder(db, email, { state: "paid" });
      expect(await startRefund(db, newEmail(), paid.reference)).toEqual({ outcome: "not_found" });
      await expect(undoRefund(db, newEmail(), paid.id, "x")).rejects.toThrow();
      await expect(
        finishRefund(db, newEmail(), {
          orderId: paid.id,
          provider: "test",
          refundId: "r",
          status: "x",
          amountCents: 1,
        }),
      ).rejects.toThrow();
      expect(await stateOf(db, paid.id)).toBe("paid");
    });
  });

  describe("correcting a child's details", () => {
    it("changes the film within 24 hours of payment and names the changed fields, not their values", async () => {
      const { db } = database();
      const email = newEmail();
      const order = await placeOrder(db, email, { filmCount: 2, state: "paid" });

      const result = await correctFilm(db, email, {
        reference: order.reference,
        position: 2,
        correction: correction("Leonor", { age: 6, eyeColour: { choice: "green" } }),
        now: hoursAfterPayment(23.5),
      });
      expect(result).toEqual({
        outcome: "corrected",
        remake: false,
        changed: ["childName", "eyeColour"],
      });
      const found = await findAccountOrder(db, email, order.reference);
      expect(found?.films[1]).toMatchObject({ childName: "Leonor", age: 6, eyeColour: "green" });
      expect(found?.films[0]?.childName).toBe("Child 1");
      const corrected = (await eventsOf(db, order.id)).at(-1);
      expect(corrected).toMatchObject({
        type: "corrected",
        data: { film: 2, fields: ["childName", "eyeColour"], remake: false },
      });
    });

    it("refuses after the window, on a cancelled order and for another customer, changing nothing", async () => {
      const { db } = database();
      const email = newEmail();
      const order = await placeOrder(db, email, { state: "paid" });
      const late = { reference: order.reference, position: 1, correction: correction("Late") };

      expect(await correctFilm(db, email, { ...late, now: hoursAfterPayment(24.01) })).toEqual({
        outcome: "refused",
        reason: "window_passed",
      });
      expect(await correctFilm(db, newEmail(), { ...late, now: hoursAfterPayment(1) })).toEqual({
        outcome: "not_found",
      });
      expect(await correctFilm(db, email, { ...late, position: 9, now: hoursAfterPayment(1) })).toEqual({
        outcome: "not_found",
      });
      const unpaid = await placeOrder(db, email);
      await cancelUnpaidOrder(db, email, unpaid.reference);
      expect(
        await correctFilm(db, email, { ...late, reference: unpaid.reference, now: hoursAfterPayment(1) }),
      ).toEqual({ outcome: "refused", reason: "closed" });

      const [film] = await db.select().from(films).where(eq(films.orderId, order.id));
      expect(film?.childName).toBe("Child 1");
      expect((await eventsOf(db, order.id)).map((event) => event.type)).toEqual(["order_created"]);
    });

    it("records that the film will be made again once production has started", async () => {
      const { db } = database();
      const email = newEmail();
      const order = await placeOrder(db, email, { state: "in_production" });
      expect(
        await correctFilm(db, email, {
          reference: order.reference,
          position: 1,
          correction: correction("Mía"),
          now: hoursAfterPayment(3),
        }),
      ).toEqual({ outcome: "corrected", remake: true, changed: ["childName"] });
      expect((await eventsOf(db, order.id)).at(-1)?.data).toEqual({
        film: 1,
        fields: ["childName"],
        remake: true,
      });
    });

    it("writes no event when nothing changed", async () => {
      const { db } = database();
      const email = newEmail();
      const order = await placeOrder(db, email, { state: "paid" });
      expect(
        await correctFilm(db, email, {
          reference: order.reference,
          position: 1,
          correction: correction("Child 1"),
          now: hoursAfterPayment(1),
        }),
      ).toEqual({ outcome: "corrected", remake: false, changed: [] });
      expect((await eventsOf(db, order.id)).map((event) => event.type)).toEqual(["order_created"]);
    });
  });

  describe("deleting an order's photos", () => {
    it("deletes the rows of every film's photos, returns their files and counts them in the history", async () => {
      const { db } = database();
      const email = newEmail();
      const order = await placeOrder(db, email.toUpperCase(), { filmCount: 2, state: "delivered" });
      const made = await photosOn(db, order.id, 2);
      const other = await placeOrder(db, email, { state: "delivered" });
      const kept = await photosOn(db, other.id, 1);

      const deletion = await deleteOrderPhotos(db, email, order.reference);
      expect(deletion).toMatchObject({ outcome: "deleted", count: 4 });
      const files = deletion.outcome === "deleted" ? deletion.files : [];
      expect(files.map((file) => file.storageKey).sort()).toEqual(
        made.map((photo) => photo.storageKey).sort(),
      );
      expect(files.map((file) => file.thumbnailKey).sort()).toEqual(
        made.map((photo) => photo.thumbnailKey).sort(),
      );
      const ids = [...made, ...kept].map((photo) => photo.id);
      expect((await db.select().from(photos).where(inArray(photos.id, ids))).map((row) => row.id)).toEqual(
        kept.map((photo) => photo.id),
      );
      expect((await eventsOf(db, order.id)).at(-1)).toMatchObject({
        type: "photos_deleted",
        data: { count: 4 },
      });
      expect((await findAccountOrder(db, email, order.reference))?.films.map((film) => film.photos)).toEqual([
        [],
        [],
      ]);
      expect((await findAccountOrder(db, email, other.reference))?.films[0]?.photos).toHaveLength(1);

      // Pressed again: nothing left, nothing more written.
      expect(await deleteOrderPhotos(db, email, order.reference)).toEqual({
        outcome: "deleted",
        count: 0,
        files: [],
      });
      expect((await eventsOf(db, order.id)).filter((event) => event.type === "photos_deleted")).toHaveLength(
        1,
      );
    });

    it("deletes them before payment, and after a cancellation or a refund", async () => {
      const { db } = database();
      const email = newEmail();
      for (const state of ["awaiting_payment", "cancelled", "refunded"] as const) {
        const order = await placeOrder(db, email, { state });
        await photosOn(db, order.id, 1);
        expect(await deleteOrderPhotos(db, email, order.reference), state).toMatchObject({
          outcome: "deleted",
          count: 1,
        });
      }
    });

    it("refuses while the film is made from them, and for another customer, deleting nothing", async () => {
      const { db } = database();
      const email = newEmail();
      const orderIn = async (state: OrderState) => {
        const order = await placeOrder(db, email, { state });
        await photosOn(db, order.id, 2);
        return order;
      };
      for (const state of ["paid", "in_production", "ready"] as const) {
        const order = await orderIn(state);
        expect(await deleteOrderPhotos(db, email, order.reference)).toEqual({
          outcome: "not_allowed",
          state,
        });
        expect((await findAccountOrder(db, email, order.reference))?.films[0]?.photos).toHaveLength(2);
      }
      const delivered = await orderIn("delivered");
      expect(await deleteOrderPhotos(db, newEmail(), delivered.reference)).toEqual({ outcome: "not_found" });
      expect((await findAccountOrder(db, email, delivered.reference))?.films[0]?.photos).toHaveLength(2);
      expect((await eventsOf(db, delivered.id)).map((event) => event.type)).toEqual(["order_created"]);
    });
  });
});
