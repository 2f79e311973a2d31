import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { OrderState } from "#domain/order-states.ts";
import type { Db } from "../db/client.ts";
import { photos } from "../db/schema.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { createDiskStorage } from "../storage/disk-storage.ts";
import { cancelUnpaidOrder, deleteOrderPhotos } from "./customer-changes.ts";
import { findOrder } from "./order-loaders.repository.ts";
import { eventsOf, newEmail, photosOnFilms, placeOrder, stateOf } from "./placed-order.test-support.ts";

const storageRoot = await mkdtemp(path.join(tmpdir(), "account-orders-"));
afterAll(() => rm(storageRoot, { recursive: true, force: true }));
const storage = createDiskStorage(storageRoot);

const photosOn = (db: Db, orderId: string, count: number) => photosOnFilms(db, storage, orderId, count);

describe.each(testDatabaseDrivers())("a customer's changes to an order on $kind", (driver) => {
  const database = useTestDatabase(driver);

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
      expect(
        (await findOrder(db, { reference: order.reference }, { owner: email }))?.films.map(
          (film) => film.photos,
        ),
      ).toEqual([[], []]);
      expect(
        (await findOrder(db, { reference: other.reference }, { owner: email }))?.films[0]?.photos,
      ).toHaveLength(1);

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
        expect(
          (await findOrder(db, { reference: order.reference }, { owner: email }))?.films[0]?.photos,
        ).toHaveLength(2);
      }
      const delivered = await orderIn("delivered");
      expect(await deleteOrderPhotos(db, newEmail(), delivered.reference)).toEqual({ outcome: "not_found" });
      expect(
        (await findOrder(db, { reference: delivered.reference }, { owner: email }))?.films[0]?.photos,
      ).toHaveLength(2);
      expect((await eventsOf(db, delivered.id)).map((event) => event.type)).toEqual(["order_created"]);
    });
  });
});
