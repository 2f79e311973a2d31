// One payment per order (decision 023), through the real SDK against the Stripe stand-in and signed
// webhooks, on both databases: earlier checkouts closed when a new one opens, every webhook
// delivered three times and out of order, a second paid session refunded once, the amount and
// currency checked, refunds aimed at the payment that was recorded, and interrupted refunds
// completed by the retry job with their own keys.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../db/schema.ts";
import { eventTypesOf, orderRowOf } from "../orders/placed-order.test-support.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { anOrder, priceOf } from "../orders/order-factory.test-support.ts";
import { cancelUnpaidOrder } from "../orders/customer-changes.ts";
import type { OrderRow } from "../orders/order-loaders.repository.ts";
import { createOrder } from "../orders/create-order.ts";
import { pendingPaymentSession, rejectedPaymentNotice } from "#domain/order-payment.ts";
import { findOrder } from "../orders/order-loaders.repository.ts";
import { payOrder, startCheckout } from "./checkout.ts";
import { REFUND_RETRY_AFTER_MS, resumeInterruptedRefunds } from "./refund-retry.ts";
import { recordRejectedPayment } from "./rejected-payments.ts";
import { rejectedRefundKey } from "./rejected-payments.ts";
import { startRefund } from "./refund-steps.ts";
import { refundKey, refundOrder } from "./refunds.ts";
import { startStripeStandIn, type StripeStandIn } from "./stripe-stand-in.test-support.ts";
import { createStripeProvider, stripeClient } from "./stripe-provider.ts";
import { handleStripeWebhook } from "./stripe-webhook.ts";

const PUBLIC_URL = "https://shop.example";
// The shop in manual production mode: a payment queues no render.
const MANUAL = { mode: "manual" } as const;
const WEBHOOK_SECRET = "whsec_test_secret";
const newEmail = () => `twice-${randomUUID().slice(0, 8)}@example.com`;
const quietLogger = { info: () => {}, warn: () => {} };
/** A moment after which the retry job takes over every open refund. */
const later = () => new Date(Date.now() + REFUND_RETRY_AFTER_MS + 60_000);

describe.each(testDatabaseDrivers())("one payment per order on $kind", (driver) => {
  const database = useTestDatabase(driver);
  let standIn: StripeStandIn;
  let stripe: Stripe;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
    stripe = stripeClient("sk_test_standin", standIn.url);
  });
  afterAll(async () => {
    await standIn.close();
  });

  const deps = () => ({
    db: database().db,
    payments: createStripeProvider(stripe),
    publicUrl: PUBLIC_URL,
    production: MANUAL,
  });

  /** Delivers a signed webhook body as Stripe does; answers the reply's body. */
  async function deliver(payload: string): Promise<string> {
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const reply = await handleStripeWebhook(
      { ...deps(), stripe, webhookSecret: WEBHOOK_SECRET },
      payload,
      signature,
    );
    expect(reply.status).toBe(200);
    return reply.body;
  }

  async function anOrderAwaitingPayment(email = newEmail()): Promise<OrderRow> {
    const input = anOrder(2, { buyerEmail: email });
    const { order } = await createOrder(database().db, {
      idempotencyKey: randomUUID(),
      order: input,
      price: priceOf(input),
      language: "en",
    });
    return order;
  }

  /** The buyer presses "Pay": a new Stripe session, the order's current one. */
  async function pressPay(order: OrderRow): Promise<string> {
    expect(await startCheckout(deps(), order.accessToken)).toMatchObject({ outcome: "redirect" });
    return (await row(order.id)).paymentSessionId ?? "";
  }

  const row = (orderId: string) => orderRowOf(database().db, orderId);

  /** What the order page tells the buyer about the payment (app/features/order-status). */
  async function paymentNotices(orderId: string) {
    const order = await findOrder(database().db, { id: orderId });
    if (!order) throw new Error("no order");
    return {
      pending: pendingPaymentSession(order.state, order.events) !== undefined,
      rejected: rejectedPaymentNotice(order.events),
    };
  }

  const count = (types: string[], type: string) => types.filter((each) => each === type).length;

  /** The refunds Stripe made (idempotent replays are answers, not refunds). */
  const refundsMade = () =>
    standIn.requests.filter(
      (request) => request.path === "/v1/refunds" && !request.replayed && request.answer,
    );

  it("closes the earlier checkout when the buyer opens a new one, so it cannot be paid", async () => {
    const order = await anOrderAwaitingPayment();
    const first = await pressPay(order);
    const second = await pressPay(order);

    expect(standIn.session(first)).toMatchObject({ status: "expired" });
    expect(standIn.session(second)).toMatchObject({ status: "open" });
    expect(() => standIn.paySession(first)).toThrow(/expired/);
    expect(await eventTypesOf(database().db, order.id)).toEqual([
      "order_created",
      "checkout_started",
      "checkout_expired",
      "checkout_started",
    ]);
    // A third press closes only the second: the first is known closed.
    const expiresBefore = standIn.requests.filter((request) => request.path.endsWith("/expire")).length;
    await pressPay(order);
    const expires = standIn.requests.filter((request) => request.path.endsWith("/expire"));
    expect(expires.slice(expiresBefore).map((request) => request.path)).toEqual([
      `/v1/checkout/sessions/${second}/expire`,
    ]);
  });

  it("pays once and refunds the second session once when both are paid and every webhook comes three times, out of order", async () => {
    const { db } = database();
    const email = newEmail();
    const order = await anOrderAwaitingPayment(email);
    const first = await pressPay(order);
    // The buyer pays the first checkout; before its webhook arrives they press "Pay" again in
    // another tab (the first can no longer be closed: it is complete) and pay the second too.
    const firstIntent = standIn.paySession(first);
    const second = await pressPay(order);
    const secondIntent = standIn.paySession(second);
    const refundsBefore = refundsMade().length;

    const paidFirst = standIn.sessionEvent("checkout.session.completed", first);
    const paidSecond = standIn.sessionEvent("checkout.session.completed", second);
    const replies: string[] = [];
    for (const payload of [paidFirst, paidSecond, paidSecond, paidFirst, paidFirst, paidSecond]) {
      replies.push(await deliver(payload));
    }

    expect(replies).toEqual([
      "paid",
      "payment_rejected",
      "duplicate_event",
      "duplicate_event",
      "duplicate_event",
      "duplicate_event",
    ]);
    const types = await eventTypesOf(db, order.id);
    expect(count(types, "paid")).toBe(1);
    expect(count(types, "payment_rejected")).toBe(1);
    expect(count(types, "rejected_payment_refunded")).toBe(1);
    const [mails] = [await db.select().from(outbox).where(eq(outbox.orderId, order.id))];
    expect(mails.map((mail) => mail.kind)).toEqual(["order_confirmation"]);

    // The first session's webhook came first: it is the payment, though the second checkout is the
    // order's latest; the second is given back, once.
    expect(await row(order.id)).toMatchObject({
      state: "paid",
      paymentSessionId: second,
      paidSessionId: first,
      paymentIntentId: firstIntent,
    });
    const refunds = refundsMade().slice(refundsBefore);
    expect(refunds.map((refund) => refund.body)).toEqual([
      { payment_intent: secondIntent, amount: "4491", reason: "duplicate", metadata: { orderId: order.id } },
    ]);
    expect(refunds[0]?.idempotencyKey).toBe(rejectedRefundKey(order.id, second));

    // The buyer reads that the second payment goes back.
    expect(await paymentNotices(order.id)).toEqual({ pending: false, rejected: "already_paid" });

    // A later refund of the order returns the payment that was recorded, not the latest checkout.
    const before = standIn.requests.length;
    expect(await refundOrder(deps(), email, order.reference)).toMatchObject({ outcome: "refunded" });
    const asked = standIn.requests.slice(before);
    expect(asked.map((request) => `${request.method} ${request.path}`)).toEqual(["POST /v1/refunds"]);
    expect(asked[0]?.body).toMatchObject({ payment_intent: firstIntent, amount: "4491" });
    expect(asked[0]?.idempotencyKey).toBe(refundKey(order.id, 1));
  });

  it("holds when the notices of two paid sessions arrive all at once, three times each", async () => {
    const { db } = database();
    const order = await anOrderAwaitingPayment();
    const first = await pressPay(order);
    const firstIntent = standIn.paySession(first);
    const second = await pressPay(order);
    const secondIntent = standIn.paySession(second);
    const refundsBefore = refundsMade().length;
    const notices = [
      standIn.sessionEvent("checkout.session.completed", first),
      standIn.sessionEvent("checkout.session.completed", second),
      // Stripe may also send the async success for a card session's payment: no news.
      standIn.sessionEvent("checkout.session.async_payment_succeeded", first),
    ];

    const replies = await Promise.all(
      [...notices, ...notices, ...notices].map((payload) => deliver(payload)),
    );

    expect(count(replies, "paid")).toBe(1);
    expect(count(replies, "payment_rejected")).toBe(1);
    const types = await eventTypesOf(db, order.id);
    expect(count(types, "paid")).toBe(1);
    expect(count(types, "payment_rejected")).toBe(1);
    expect(count(types, "rejected_payment_refunded")).toBe(1);
    const paid = await row(order.id);
    const kept = paid.paidSessionId === first ? firstIntent : secondIntent;
    const returned = kept === firstIntent ? secondIntent : firstIntent;
    expect(paid.paymentIntentId).toBe(kept);
    expect(
      refundsMade()
        .slice(refundsBefore)
        .map((refund) => refund.body["payment_intent"]),
    ).toEqual([returned]);
  });

  it("offers no new checkout while a bank payment is on its way, and again once it failed", async () => {
    const { db } = database();
    const order = await anOrderAwaitingPayment();
    const session = await pressPay(order);
    standIn.paySession(session, undefined, { async: true });
    const pending = standIn.sessionEvent("checkout.session.completed", session);

    for (let delivery = 0; delivery < 3; delivery += 1) await deliver(pending);

    expect(await paymentNotices(order.id)).toEqual({ pending: true, rejected: undefined });
    const checkoutsBefore = standIn.requests.length;
    expect(await payOrder(deps(), order.accessToken)).toEqual({ outcome: "payment_pending" });
    expect(standIn.requests.length).toBe(checkoutsBefore);

    const failed = standIn.sessionEvent("checkout.session.async_payment_failed", session);
    for (let delivery = 0; delivery < 3; delivery += 1) await deliver(failed);
    expect((await paymentNotices(order.id)).pending).toBe(false);
    expect(await payOrder(deps(), order.accessToken)).toMatchObject({ outcome: "redirect" });
    expect(count(await eventTypesOf(db, order.id), "payment_pending")).toBe(1);
    expect(count(await eventTypesOf(db, order.id), "payment_failed")).toBe(1);
  });

  it("does not take a payment whose amount or currency is not the order's, and returns it whole", async () => {
    const { db } = database();
    const order = await anOrderAwaitingPayment();
    const session = await pressPay(order);
    const intent = standIn.paySession(session, 100);
    const event = JSON.parse(standIn.sessionEvent("checkout.session.completed", session)) as {
      data: { object: Record<string, unknown> };
    };
    event.data.object["amount_total"] = 100;
    const wrongAmount = JSON.stringify(event);
    const refundsBefore = refundsMade().length;

    for (let delivery = 0; delivery < 3; delivery += 1) await deliver(wrongAmount);

    expect(await row(order.id)).toMatchObject({
      state: "awaiting_payment",
      paidAt: null,
      paidSessionId: null,
    });
    const types = await eventTypesOf(db, order.id);
    expect(count(types, "paid")).toBe(0);
    expect(count(types, "payment_rejected")).toBe(1);
    expect(
      refundsMade()
        .slice(refundsBefore)
        .map((refund) => refund.body),
    ).toEqual([{ payment_intent: intent, amount: "100", metadata: { orderId: order.id } }]);
    expect((await paymentNotices(order.id)).rejected).toBe("amount_mismatch");

    // A payment in another currency is not the order's either, even for the right number.
    const other = await anOrderAwaitingPayment();
    const euros = await pressPay(other);
    standIn.paySession(euros);
    const inEuros = JSON.parse(standIn.sessionEvent("checkout.session.completed", euros)) as {
      data: { object: Record<string, unknown> };
    };
    inEuros.data.object["currency"] = "eur";
    expect(await deliver(JSON.stringify(inEuros))).toBe("payment_rejected");
    expect((await row(other.id)).state).toBe("awaiting_payment");
  });

  it("returns a payment that arrives after the order was cancelled", async () => {
    const { db } = database();
    const email = newEmail();
    const order = await anOrderAwaitingPayment(email);
    const session = await pressPay(order);
    const intent = standIn.paySession(session);
    expect(await cancelUnpaidOrder(db, email, order.reference)).toMatchObject({ outcome: "changed" });
    const refundsBefore = refundsMade().length;

    expect(await deliver(standIn.sessionEvent("checkout.session.completed", session))).toBe(
      "payment_rejected",
    );

    expect((await row(order.id)).state).toBe("cancelled");
    expect(
      refundsMade()
        .slice(refundsBefore)
        .map((refund) => refund.body["payment_intent"]),
    ).toEqual([intent]);
  });

  it("the retry job completes a rejected payment's refund a crash interrupted, once", async () => {
    const { db } = database();
    const order = await anOrderAwaitingPayment();
    const first = await pressPay(order);
    standIn.paySession(first);
    const second = await pressPay(order);
    const secondIntent = standIn.paySession(second);
    await deliver(standIn.sessionEvent("checkout.session.completed", first));
    // The process died after writing the rejection and before asking Stripe for the money back.
    const rejected = await recordRejectedPayment(db, {
      orderId: order.id,
      externalEventId: `evt_${randomUUID()}`,
      payment: {
        provider: "stripe",
        sessionId: second,
        paymentIntentId: secondIntent,
        amountCents: 4491,
        currency: "usd",
      },
      reason: "already_paid",
    });
    expect(rejected).toBeDefined();
    const refundsBefore = refundsMade().length;

    const job = { ...deps(), logger: quietLogger };
    // Too recent: a request may still be asking Stripe.
    expect(await resumeInterruptedRefunds(job)).toMatchObject({ rejectedPayments: 0 });
    expect(await resumeInterruptedRefunds(job, later())).toMatchObject({ rejectedPayments: 1 });
    expect(await resumeInterruptedRefunds(job, later())).toMatchObject({ rejectedPayments: 0 });
    // A late webhook about the same session changes nothing more.
    expect(await deliver(standIn.sessionEvent("checkout.session.completed", second))).toBe(
      "already_rejected",
    );

    expect(
      refundsMade()
        .slice(refundsBefore)
        .map((refund) => refund.body["payment_intent"]),
    ).toEqual([secondIntent]);
    expect(count(await eventTypesOf(db, order.id), "rejected_payment_refunded")).toBe(1);
  });

  it("the retry job completes an order's refund a crash interrupted, with the attempt's own key", async () => {
    const { db } = database();
    const email = newEmail();
    const order = await anOrderAwaitingPayment(email);
    const session = await pressPay(order);
    const intent = standIn.paySession(session);
    await deliver(standIn.sessionEvent("checkout.session.completed", session));
    // Marked refunded, then the process died before Stripe was asked.
    expect(await startRefund(db, email, order.reference)).toMatchObject({ outcome: "started", attempt: 1 });
    const refundsBefore = refundsMade().length;

    const job = { ...deps(), logger: quietLogger };
    expect(await resumeInterruptedRefunds(job)).toMatchObject({ refunds: 0 });
    expect(await resumeInterruptedRefunds(job, later())).toMatchObject({ refunds: 1 });
    expect(await resumeInterruptedRefunds(job, later())).toMatchObject({ refunds: 0 });

    const refunds = refundsMade().slice(refundsBefore);
    expect(refunds.map((refund) => [refund.body["payment_intent"], refund.idempotencyKey])).toEqual([
      [intent, refundKey(order.id, 1)],
    ]);
    expect((await row(order.id)).state).toBe("refunded");
    expect((await eventTypesOf(db, order.id)).slice(-2)).toEqual(["refund_requested", "refunded"]);
  });
});
