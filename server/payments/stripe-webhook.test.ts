import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "../db/client.ts";
import { orderEvents, orders, outbox } from "../db/schema.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { anOrder, priceOf } from "../orders/order-factory.test-support.ts";
import type { OrderRow } from "../orders/order-loaders.repository.ts";
import { createOrder } from "../orders/create-order.ts";
import { startCheckout } from "./checkout.ts";
import { startStripeStandIn, type StripeStandIn } from "./stripe-stand-in.test-support.ts";
import { createStripeProvider, stripeClient } from "./stripe-provider.ts";
import { handleStripeWebhook } from "./stripe-webhook.ts";

const PUBLIC_URL = "https://shop.example";
// The shop in manual production mode: a payment queues no render.
const MANUAL = { mode: "manual" } as const;
const WEBHOOK_SECRET = "whsec_test_secret";

type SessionEventType =
  | "checkout.session.completed"
  | "checkout.session.async_payment_succeeded"
  | "checkout.session.async_payment_failed";

/** A Checkout Session event as Stripe sends it, for the session our checkout made. */
function sessionEvent(
  type: SessionEventType | "customer.created",
  order: OrderRow,
  sessionId: string,
  paymentStatus: "paid" | "unpaid" = "paid",
) {
  return JSON.stringify({
    id: `evt_${randomBytes(12).toString("hex")}`,
    object: "event",
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: {
      object: {
        id: sessionId,
        object: "checkout.session",
        mode: "payment",
        client_reference_id: order.id,
        metadata: { orderId: order.id, reference: order.reference },
        payment_status: paymentStatus,
        status: "complete",
        amount_total: order.totalCents,
        currency: "usd",
      },
    },
  });
}

describe.each(testDatabaseDrivers())("Stripe webhook on $kind", (driver) => {
  const database = useTestDatabase(driver);
  let standIn: StripeStandIn;
  let client: Stripe;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
    client = stripeClient("sk_test_standin", standIn.url);
  });
  afterAll(async () => {
    await standIn.close();
  });

  const stripe = () => client;
  const sign = (payload: string, secret = WEBHOOK_SECRET) =>
    stripe().webhooks.generateTestHeaderString({ payload, secret });

  function deliver(payload: string, signature: string | null = sign(payload), wakeMailer = vi.fn()) {
    const { db } = database();
    return handleStripeWebhook(
      {
        db,
        stripe: stripe(),
        payments: createStripeProvider(stripe()),
        webhookSecret: WEBHOOK_SECRET,
        publicUrl: PUBLIC_URL,
        production: MANUAL,
        wakeMailer,
      },
      payload,
      signature,
    );
  }

  /** An order whose buyer went to Stripe Checkout: the session is the one the stand-in made. */
  async function orderAtCheckout(): Promise<{ order: OrderRow; sessionId: string }> {
    const { db } = database();
    const input = anOrder(2);
    const { order } = await createOrder(db, {
      idempotencyKey: randomUUID(),
      order: input,
      price: priceOf(input),
      language: "en",
    });
    const payments = createStripeProvider(stripe());
    await startCheckout({ db, payments, publicUrl: PUBLIC_URL }, order.accessToken);
    const [saved] = await db.select().from(orders).where(eq(orders.id, order.id));
    return { order, sessionId: saved?.paymentSessionId ?? "" };
  }

  async function snapshot(db: Db, orderId: string) {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    const events = await db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(orderEvents.id);
    const mails = await db.select().from(outbox).where(eq(outbox.orderId, orderId));
    return {
      state: order?.state,
      events: events.map((event) => event.type),
      mails: mails.map((mail) => mail.kind),
    };
  }

  it("rejects a bad or missing signature and changes nothing", async () => {
    const { db } = database();
    const { order, sessionId } = await orderAtCheckout();
    const payload = sessionEvent("checkout.session.completed", order, sessionId);
    const before = await snapshot(db, order.id);

    expect(await deliver(payload, sign(payload, "whsec_someone_else"))).toMatchObject({ status: 400 });
    expect(await deliver(payload, null)).toMatchObject({ status: 400 });
    const tampered = payload.replace(`"payment_status":"paid"`, `"payment_status":"paid" `);
    expect(await deliver(tampered, sign(payload))).toMatchObject({ status: 400 });
    expect(await snapshot(db, order.id)).toEqual(before);
  });

  it("pays once for a completed session delivered twice, with one confirmation e-mail", async () => {
    const { db } = database();
    const { order, sessionId } = await orderAtCheckout();
    const payload = sessionEvent("checkout.session.completed", order, sessionId);
    const wakeMailer = vi.fn();

    expect(await deliver(payload, sign(payload), wakeMailer)).toEqual({ status: 200, body: "paid" });
    expect(await deliver(payload, sign(payload), wakeMailer)).toEqual({
      status: 200,
      body: "duplicate_event",
    });

    expect(await snapshot(db, order.id)).toEqual({
      state: "paid",
      events: ["order_created", "checkout_started", "paid"],
      mails: ["order_confirmation"],
    });
    expect(wakeMailer).toHaveBeenCalledTimes(1);
  });

  it("pays once when the async success arrives before the completed session", async () => {
    const { db } = database();
    const { order, sessionId } = await orderAtCheckout();
    const succeeded = sessionEvent("checkout.session.async_payment_succeeded", order, sessionId);
    const completed = sessionEvent("checkout.session.completed", order, sessionId, "unpaid");

    expect(await deliver(succeeded)).toEqual({ status: 200, body: "paid" });
    expect(await deliver(completed)).toMatchObject({ status: 200 });
    expect(await deliver(succeeded)).toEqual({ status: 200, body: "duplicate_event" });

    expect(await snapshot(db, order.id)).toEqual({
      state: "paid",
      events: ["order_created", "checkout_started", "paid"],
      mails: ["order_confirmation"],
    });
  });

  it("pays once when Stripe delivers the completed and the async success at the same moment", async () => {
    const { db } = database();
    const { order, sessionId } = await orderAtCheckout();
    const completed = sessionEvent("checkout.session.completed", order, sessionId);
    const succeeded = sessionEvent("checkout.session.async_payment_succeeded", order, sessionId);

    const replies = await Promise.all([deliver(completed), deliver(succeeded), deliver(completed)]);

    expect(replies.map((reply) => reply.body).sort()).toEqual(["already_paid", "duplicate_event", "paid"]);
    expect(await snapshot(db, order.id)).toEqual({
      state: "paid",
      events: ["order_created", "checkout_started", "paid"],
      mails: ["order_confirmation"],
    });
  });

  it("records a pending bank payment once, then pays when it succeeds", async () => {
    const { db } = database();
    const { order, sessionId } = await orderAtCheckout();
    const completed = sessionEvent("checkout.session.completed", order, sessionId, "unpaid");

    expect(await deliver(completed)).toEqual({ status: 200, body: "payment_pending" });
    expect(await deliver(completed)).toEqual({ status: 200, body: "duplicate_event" });
    expect((await snapshot(db, order.id)).state).toBe("awaiting_payment");

    await deliver(sessionEvent("checkout.session.async_payment_succeeded", order, sessionId));
    expect(await snapshot(db, order.id)).toEqual({
      state: "paid",
      events: ["order_created", "checkout_started", "payment_pending", "paid"],
      mails: ["order_confirmation"],
    });
  });

  it("leaves the order payable after an async payment failed, once per event", async () => {
    const { db } = database();
    const { order, sessionId } = await orderAtCheckout();
    const failed = sessionEvent("checkout.session.async_payment_failed", order, sessionId);

    expect(await deliver(failed)).toEqual({ status: 200, body: "payment_failed" });
    expect(await deliver(failed)).toEqual({ status: 200, body: "duplicate_event" });

    expect(await snapshot(db, order.id)).toEqual({
      state: "awaiting_payment",
      events: ["order_created", "checkout_started", "payment_failed"],
      mails: [],
    });
    const payments = createStripeProvider(stripe());
    const again = await startCheckout({ db, payments, publicUrl: PUBLIC_URL }, order.accessToken);
    expect(again).toEqual({ outcome: "redirect", url: expect.stringContaining("/c/pay/cs_test_") as string });
  });

  it("ignores a signed event for a session this order never started, and unknown event types", async () => {
    const { db } = database();
    const { order } = await orderAtCheckout();
    const foreign = sessionEvent("checkout.session.completed", order, "cs_test_not_ours");
    const forged = sessionEvent("checkout.session.completed", { ...order, id: randomUUID() }, "cs_test_x");

    expect(await deliver(foreign)).toEqual({ status: 200, body: "ignored unknown session" });
    expect(await deliver(forged)).toEqual({ status: 200, body: "ignored unknown session" });
    expect(await deliver(sessionEvent("customer.created", order, "cus_1"))).toEqual({
      status: 200,
      body: "ignored customer.created",
    });
    expect((await snapshot(db, order.id)).state).toBe("awaiting_payment");
  });
});
