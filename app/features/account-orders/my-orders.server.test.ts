// My Orders' loader and actions on a real database (PGlite and PostgreSQL), with the clock fixed:
// another customer never reads or changes an order. The route's own guard is in routes/account.test.ts.
import { randomUUID } from "node:crypto";
import { access, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Db } from "#server/db/client.ts";
import { testDatabaseDrivers, useTestDatabase } from "#server/db/databases.test-support.ts";
import { useRenderQueue } from "#server/films/render-queue.test-support.ts";
import {
  orderSnapshot,
  PAID_AT,
  photosOnFilms,
  placeOrder as placeIn,
} from "#server/orders/placed-order.test-support.ts";
import { createTestProvider } from "#server/payments/test-provider.ts";
import { createDiskStorage } from "#server/storage/disk-storage.ts";
import { loadMyOrders, orderAction } from "./my-orders.server.ts";
import type { AccountUser } from "../../shared/session.server.ts";

const PUBLIC_URL = "http://shop.test";
// The shop in manual production mode: a payment queues no render.
const MANUAL = { mode: "manual" } as const;

const storageRoot = await mkdtemp(path.join(tmpdir(), "my-orders-"));
afterAll(() => rm(storageRoot, { recursive: true, force: true }));
const storage = createDiskStorage(storageRoot);
const stored = (key: string) =>
  access(path.join(storageRoot, key)).then(
    () => true,
    () => false,
  );

const customer = (): AccountUser => ({
  id: randomUUID(),
  email: `customer-${randomUUID().slice(0, 8)}@example.com`,
  name: "Ada Parent",
  phone: null,
  language: "en",
});

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

const correctionFields = (reference: string, overrides: Record<string, string> = {}) =>
  formOf({
    intent: "order.correct",
    reference,
    film: "1",
    childName: "Mía",
    age: "6",
    eyeColour: "green",
    hairColour: "black",
    wishes: "A sledge",
    ...overrides,
  });

describe.each(testDatabaseDrivers())("My Orders on $kind", (driver) => {
  const database = useTestDatabase(driver);
  const renderQueue = useRenderQueue(database);

  function shopOn(db: Db) {
    const payments = createTestProvider(PUBLIC_URL);
    const checkout = { db, payments, publicUrl: PUBLIC_URL, production: MANUAL };
    return { db, storage, payments, checkout, renderJobs: renderQueue.jobs() };
  }

  const placeOrder = (db: Db, user: AccountUser, { paidAt }: { paidAt?: Date } = {}) =>
    placeIn(db, user.email.toUpperCase(), {
      filmCount: 2,
      placedBy: user.id,
      ...(paidAt && { state: "paid", paidEvent: true }),
    });
  const snapshot = orderSnapshot;
  const photosOn = (db: Db, orderId: string) => photosOnFilms(db, storage, orderId, 2);

  const filesOf = (made: { storageKey: string; thumbnailKey: string }[]) =>
    Promise.all(made.flatMap((photo) => [stored(photo.storageKey), stored(photo.thumbnailKey)]));

  const later = (hours: number) => new Date(PAID_AT.getTime() + hours * 3_600_000);

  it("shows the account's orders with their status, history, deadline and allowed actions", async () => {
    const { db } = database();
    const ada = customer();
    const unpaid = await placeOrder(db, ada);
    const paid = await placeOrder(db, ada, { paidAt: PAID_AT });

    const [first, second] = await loadMyOrders(shopOn(db), ada, later(2));
    expect([first?.reference, second?.reference].sort()).toEqual([unpaid.reference, paid.reference].sort());
    const mine = [first, second].find((order) => order?.reference === paid.reference);
    expect(mine).toMatchObject({
      state: "paid",
      totalCents: 4491,
      films: [
        {
          position: 1,
          childName: "Child 1",
          language: "en",
          progress: { stage: "waiting" },
          downloadUrl: null,
        },
        {
          position: 2,
          childName: "Child 2",
          language: "es",
          progress: { stage: "waiting" },
          downloadUrl: null,
        },
      ],
      actions: { pay: false, cancel: "refund", correct: true, watch: false, orderAgain: true },
      correctionDeadline: later(24).toISOString(),
      correctionRemakes: false,
      progress: null,
    });
    expect(mine?.timeline.map((event) => event.type)).toEqual(["order_created", "paid"]);
    expect(mine?.films[0]?.details).toMatchObject({
      childName: "Child 1",
      age: "5",
      hairColourOther: "auburn",
    });
    const open = [first, second].find((order) => order?.reference === unpaid.reference);
    expect(open?.actions).toMatchObject({ pay: true, cancel: "cancel" });

    expect(await loadMyOrders(shopOn(db), customer(), later(2))).toEqual([]);
  });

  it("asks before cancelling, then cancels an unpaid order and refunds a paid one", async () => {
    const { db } = database();
    const ada = customer();
    const shop = shopOn(db);
    const unpaid = await placeOrder(db, ada);
    const paid = await placeOrder(db, ada, { paidAt: PAID_AT });

    const ask = await orderAction(shop, ada, formOf({ intent: "order.cancel", reference: paid.reference }));
    expect(ask).toEqual({
      intent: "order.cancel",
      reference: paid.reference,
      outcome: "confirm",
      cancellation: "refund",
      totalCents: 4491,
    });
    expect((await snapshot(db, paid.id)).order?.state).toBe("paid");

    const confirm = (reference: string) =>
      orderAction(shop, ada, formOf({ intent: "order.cancel", reference, confirm: "yes" }));
    expect(await confirm(unpaid.reference)).toMatchObject({ outcome: "cancelled" });
    expect(await confirm(paid.reference)).toMatchObject({ outcome: "refunded" });
    expect(shop.payments.refunds).toMatchObject([{ orderId: paid.id, amountCents: 4491 }]);
    expect(await confirm(paid.reference)).toMatchObject({ outcome: "error", error: "not_allowed" });

    const shown = await loadMyOrders(shop, ada, later(1));
    expect(shown.find((order) => order.reference === paid.reference)?.timeline.map((e) => e.type)).toEqual([
      "order_created",
      "paid",
      "refunded",
    ]);
  });

  it("corrects a child within 24 hours of payment and refuses after, by the server's clock", async () => {
    const { db } = database();
    const ada = customer();
    const order = await placeOrder(db, ada, { paidAt: PAID_AT });

    expect(await orderAction(shopOn(db), ada, correctionFields(order.reference), later(23))).toEqual({
      intent: "order.correct",
      reference: order.reference,
      film: 1,
      outcome: "corrected",
      childName: "Mía",
      remake: false,
    });
    expect((await snapshot(db, order.id)).films[0]).toMatchObject({ childName: "Mía", eyeColour: "green" });

    const late = await orderAction(
      shopOn(db),
      ada,
      correctionFields(order.reference, { childName: "Zoe" }),
      later(25),
    );
    expect(late).toMatchObject({ outcome: "error", error: "window_passed" });
    expect((await snapshot(db, order.id)).films[0]?.childName).toBe("Mía");
    const [shown] = await loadMyOrders(shopOn(db), ada, later(25));
    expect(shown?.actions.correct).toBe(false);
    expect(shown?.timeline.at(-1)).toMatchObject({ type: "corrected", childName: "Mía", remake: false });
  });

  it("gives what was typed back with the order form's messages when a correction is invalid", async () => {
    const { db } = database();
    const ada = customer();
    const order = await placeOrder(db, ada, { paidAt: PAID_AT });
    const typed = correctionFields(order.reference, { childName: "", age: "abc", hairColour: "other" });
    const result = await orderAction(shopOn(db), ada, typed, later(1));
    expect(result).toMatchObject({
      outcome: "invalid",
      film: 1,
      values: { childName: "", age: "abc", hairColour: "other", hairColourOther: "" },
      errors: {
        childName: "order.error.required",
        age: "order.error.age",
        hairColourOther: "order.error.required",
      },
    });
  });

  it("asks before deleting an unpaid order's photos, then deletes their rows and files", async () => {
    const { db } = database();
    const ada = customer();
    const shop = shopOn(db);
    const order = await placeOrder(db, ada);
    const made = await photosOn(db, order.id);
    const deletePhotos = (confirm?: "yes") =>
      orderAction(
        shop,
        ada,
        formOf({ intent: "order.deletePhotos", reference: order.reference, ...(confirm && { confirm }) }),
      );

    const [before] = await loadMyOrders(shop, ada, later(1));
    expect(before).toMatchObject({ photos: 4, actions: { deletePhotos: true } });
    expect(before?.films.map((film) => film.photos)).toEqual([2, 2]);

    expect(await deletePhotos()).toEqual({
      intent: "order.deletePhotos",
      reference: order.reference,
      outcome: "confirm",
      photos: 4,
      filmWithoutPhotos: true,
    });
    expect((await snapshot(db, order.id)).photos).toBe(4);
    expect(await filesOf(made)).toEqual(Array(8).fill(true));

    expect(await deletePhotos("yes")).toEqual({
      intent: "order.deletePhotos",
      reference: order.reference,
      outcome: "photos_deleted",
      count: 4,
    });
    expect((await snapshot(db, order.id)).photos).toBe(0);
    expect(await filesOf(made)).toEqual(Array(8).fill(false));

    const [after] = await loadMyOrders(shop, ada, later(1));
    expect(after).toMatchObject({
      state: "awaiting_payment",
      photos: 0,
      actions: { deletePhotos: false, pay: true },
    });
    expect(after?.timeline.at(-1)).toMatchObject({ type: "photos_deleted", count: 4 });
  });

  it("keeps a paid order's photos while the film is made from them", async () => {
    const { db } = database();
    const ada = customer();
    const shop = shopOn(db);
    const order = await placeOrder(db, ada, { paidAt: PAID_AT });
    const made = await photosOn(db, order.id);

    const [shown] = await loadMyOrders(shop, ada, later(1));
    expect(shown).toMatchObject({ photos: 4, actions: { deletePhotos: false } });
    for (const confirm of ["", "yes"]) {
      const form = formOf({ intent: "order.deletePhotos", reference: order.reference, confirm });
      expect(await orderAction(shop, ada, form, later(1))).toEqual({
        intent: "order.deletePhotos",
        reference: order.reference,
        outcome: "error",
        error: "photos_in_use",
      });
    }
    expect((await snapshot(db, order.id)).photos).toBe(4);
    expect(await filesOf(made)).toEqual(Array(8).fill(true));
  });

  it("pays an unpaid order: a redirect to a new checkout", async () => {
    const { db } = database();
    const ada = customer();
    const order = await placeOrder(db, ada);
    const response = await orderAction(
      shopOn(db),
      ada,
      formOf({ intent: "order.pay", reference: order.reference }),
    );
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(303);
    expect((response as Response).headers.get("location")).toMatch(/^\/checkout\/test\/test_cs_/);
  });

  it("never reads or changes another customer's order, whatever the intent", async () => {
    const { db } = database();
    const ada = customer();
    const eve = customer();
    const shop = shopOn(db);
    const paid = await placeOrder(db, ada, { paidAt: PAID_AT });
    const unpaid = await placeOrder(db, ada);
    const made = await photosOn(db, unpaid.id);
    const before = [await snapshot(db, paid.id), await snapshot(db, unpaid.id)];

    const attempts = [
      formOf({ intent: "order.cancel", reference: paid.reference }),
      formOf({ intent: "order.cancel", reference: paid.reference, confirm: "yes" }),
      formOf({ intent: "order.cancel", reference: unpaid.reference, confirm: "yes" }),
      formOf({ intent: "order.pay", reference: unpaid.reference }),
      correctionFields(paid.reference),
      formOf({ intent: "order.deletePhotos", reference: unpaid.reference }),
      formOf({ intent: "order.deletePhotos", reference: unpaid.reference, confirm: "yes" }),
    ];
    for (const form of attempts) {
      expect(await orderAction(shop, eve, form, later(1))).toMatchObject({
        outcome: "error",
        error: "not_found",
      });
    }
    expect([await snapshot(db, paid.id), await snapshot(db, unpaid.id)]).toEqual(before);
    expect(await filesOf(made)).toEqual(Array(8).fill(true));
    expect(shop.payments.refunds).toEqual([]);
    expect(await loadMyOrders(shop, eve, later(1))).toEqual([]);
  });

  it("leaves alone an unpaid order someone else placed with the account's address, as it does not show it", async () => {
    const { db } = database();
    const ada = customer();
    const shop = shopOn(db);
    const placedByAnother = await placeIn(db, ada.email, { filmCount: 2, placedBy: randomUUID() });
    const made = await photosOn(db, placedByAnother.id);
    const before = await snapshot(db, placedByAnother.id);

    const attempts = [
      formOf({ intent: "order.cancel", reference: placedByAnother.reference }),
      formOf({ intent: "order.cancel", reference: placedByAnother.reference, confirm: "yes" }),
      formOf({ intent: "order.pay", reference: placedByAnother.reference }),
      formOf({ intent: "order.deletePhotos", reference: placedByAnother.reference, confirm: "yes" }),
    ];
    for (const form of attempts) {
      expect(await orderAction(shop, ada, form, later(1))).toMatchObject({
        outcome: "error",
        error: "not_found",
      });
    }
    expect(await snapshot(db, placedByAnother.id)).toEqual(before);
    expect(await filesOf(made)).toEqual(Array(8).fill(true));
  });
});
