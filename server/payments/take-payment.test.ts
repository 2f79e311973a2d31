// The one "payment succeeded" path: an awaiting order becomes paid once, with its confirmation
// e-mail and (in automatic mode) its films' render jobs in the same transaction, however often and
// however concurrently the provider reports it; a late or refused notice changes nothing.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orderEvents, orders, outbox } from "../db/schema.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { useRenderQueue } from "../films/render-queue.test-support.ts";
import { anOrder, priceOf } from "../orders/order-factory.test-support.ts";
import { findOrder } from "../orders/order-loaders.repository.ts";
import { createOrder } from "../orders/create-order.ts";
import { confirmPayment, type ConfirmDeps } from "./take-payment.ts";

const PUBLIC_URL = "https://shop.example";

describe.each(testDatabaseDrivers())("confirmPayment on $kind", (driver) => {
  const database = useTestDatabase(driver);
  const queue = useRenderQueue(database);
  const manual = (): ConfirmDeps => ({
    db: database().db,
    publicUrl: PUBLIC_URL,
    production: { mode: "manual" },
  });

  async function awaitingOrder(filmCount = 1) {
    const order = anOrder(filmCount);
    const input = { idempotencyKey: randomUUID(), order, price: priceOf(order), language: "en" as const };
    return (await createOrder(database().db, input)).order;
  }

  const outboxOf = (orderId: string) =>
    database().db.select().from(outbox).where(eq(outbox.orderId, orderId));
  const eventsOf = (orderId: string) =>
    database().db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);

  it("moves an awaiting order to paid with a paid event and its confirmation e-mail", async () => {
    const order = await awaitingOrder();
    const result = await confirmPayment(manual(), { orderId: order.id, externalEventId: randomUUID() });

    expect(result.outcome).toBe("paid");
    if (result.outcome !== "paid") return;
    expect(result.order).toMatchObject({ state: "paid", productionMode: "manual" });
    expect(result.order.paidAt).toBeInstanceOf(Date);
    expect(result.order.updatedAt.getTime()).toBeGreaterThanOrEqual(order.updatedAt.getTime());
    expect((await eventsOf(order.id)).map((event) => [event.type, event.data])).toEqual([
      ["order_created", expect.any(Object)],
      ["paid", { from: "awaiting_payment", to: "paid" }],
    ]);
    const mails = await outboxOf(order.id);
    expect(mails.map((mail) => [mail.kind, mail.recipient])).toEqual([
      ["order_confirmation", order.buyerEmail],
    ]);
    expect(mails[0]?.payload).toMatchObject({ orderUrl: `${PUBLIC_URL}/orders/${order.accessToken}` });
    // Manual mode: the films wait for an operator.
    expect((await findOrder(database().db, { id: order.id }))?.films.map((film) => film.renderState)).toEqual(
      [null],
    );
  });

  it("queues every film for the renderer in automatic mode, in the payment's transaction", async () => {
    const order = await awaitingOrder(2);
    const deps: ConfirmDeps = {
      ...manual(),
      production: { mode: "automatic", renderJobs: queue.jobs() },
    };
    const result = await confirmPayment(deps, { orderId: order.id, externalEventId: randomUUID() });

    expect(result).toMatchObject({ outcome: "paid", order: { productionMode: "automatic" } });
    const films = (await findOrder(database().db, { id: order.id }))?.films ?? [];
    expect(films.map((film) => film.renderState)).toEqual(["queued", "queued"]);
    for (const film of films) expect(await queue.jobsFor(film.id)).toHaveLength(1);
  });

  it("records a replayed provider event once", async () => {
    const order = await awaitingOrder();
    const notice = { orderId: order.id, externalEventId: randomUUID() };

    expect((await confirmPayment(manual(), notice)).outcome).toBe("paid");
    expect((await confirmPayment(manual(), notice)).outcome).toBe("duplicate_event");
    expect((await confirmPayment(manual(), notice)).outcome).toBe("duplicate_event");
    expect((await eventsOf(order.id)).filter((event) => event.type === "paid")).toHaveLength(1);
    expect(await outboxOf(order.id)).toHaveLength(1);
  });

  it("pays once when notices race, replayed or not", async () => {
    const order = await awaitingOrder();
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    const results = await Promise.all(
      [...ids, ...ids].map((externalEventId) =>
        confirmPayment(manual(), { orderId: order.id, externalEventId }),
      ),
    );

    const outcomes = results.map((result) => result.outcome).sort();
    expect(outcomes.filter((outcome) => outcome === "paid")).toHaveLength(1);
    expect(
      outcomes.filter(
        (outcome) => outcome === "paid" || outcome === "duplicate_event" || outcome === "already_paid",
      ),
    ).toHaveLength(6);
    expect((await eventsOf(order.id)).filter((event) => event.type === "paid")).toHaveLength(1);
    expect(await outboxOf(order.id)).toHaveLength(1);
  });

  it("changes nothing when a later event arrives after production started", async () => {
    const { db } = database();
    const order = await awaitingOrder();
    const first = await confirmPayment(manual(), { orderId: order.id, externalEventId: randomUUID() });
    await db.update(orders).set({ state: "in_production" }).where(eq(orders.id, order.id));
    await db.delete(outbox).where(eq(outbox.orderId, order.id));

    const late = await confirmPayment(manual(), { orderId: order.id, externalEventId: randomUUID() });
    expect(late.outcome).toBe("already_paid");
    if (late.outcome !== "already_paid" || first.outcome !== "paid") throw new Error("unexpected outcome");
    expect(late.order.state).toBe("in_production");
    expect(late.order.paidAt).toEqual(first.order.paidAt);
    expect(await outboxOf(order.id)).toHaveLength(0);
  });

  it("refuses to pay a cancelled order and says so", async () => {
    const { db } = database();
    const order = await awaitingOrder();
    await db.update(orders).set({ state: "cancelled" }).where(eq(orders.id, order.id));

    const result = await confirmPayment(manual(), { orderId: order.id, externalEventId: randomUUID() });
    expect(result).toMatchObject({ outcome: "not_payable", order: { state: "cancelled", paidAt: null } });
    expect((await eventsOf(order.id)).map((event) => event.type)).toEqual(["order_created"]);
    expect(await outboxOf(order.id)).toHaveLength(0);
  });

  it("reports an order it does not know", async () => {
    const result = await confirmPayment(manual(), { orderId: randomUUID(), externalEventId: randomUUID() });
    expect(result).toEqual({ outcome: "not_found" });
  });
});
