import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client.ts";
import { eventTypesOf, orderRowOf } from "../orders/placed-order.test-support.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { anOrder, priceOf } from "../orders/order-factory.test-support.ts";
import { createOrder } from "../orders/create-order.ts";
import { completeTestCheckout, startCheckout } from "./checkout.ts";
import { confirmPayment } from "./take-payment.ts";
import { refundKey, refundOrder } from "./refunds.ts";
import { startStripeStandIn, type StripeStandIn } from "./stripe-stand-in.test-support.ts";
import { createStripeProvider, stripeClient } from "./stripe-provider.ts";
import { createTestProvider } from "./test-provider.ts";

const PUBLIC_URL = "https://shop.example";
// The shop in manual production mode: a payment queues no render.
const MANUAL = { mode: "manual" } as const;
const newEmail = () => `refund-${randomUUID().slice(0, 8)}@example.com`;

async function anOrderIn(db: Db, buyerEmail: string) {
  const order = anOrder(2, { buyerEmail });
  const { order: row } = await createOrder(db, {
    idempotencyKey: randomUUID(),
    order,
    price: priceOf(order),
    language: "en",
  });
  return row;
}

describe.each(testDatabaseDrivers())("refunds on $kind", (driver) => {
  const database = useTestDatabase(driver);
  let standIn: StripeStandIn;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
  });
  afterAll(async () => {
    await standIn.close();
  });

  /** An order paid in test mode, as the buyer does it on the test checkout page. */
  async function paidInTestMode(db: Db, email: string) {
    const payments = createTestProvider(PUBLIC_URL);
    const order = await anOrderIn(db, email);
    const started = await startCheckout({ db, payments, publicUrl: PUBLIC_URL }, order.accessToken);
    const session = "url" in started ? (started.url.split("/checkout/test/")[1] ?? "") : "";
    await completeTestCheckout({ db, publicUrl: PUBLIC_URL, production: MANUAL }, session, "pay");
    return { order, payments };
  }

  it("test mode records the refund of the whole payment and the order reads refunded", async () => {
    const { db } = database();
    const email = newEmail();
    const { order, payments } = await paidInTestMode(db, email);

    const result = await refundOrder({ db, payments }, email, order.reference);
    expect(result).toMatchObject({
      outcome: "refunded",
      pending: false,
      refundId: expect.stringMatching(/^test_re_/),
    });
    expect(payments.refunds).toEqual([
      {
        orderId: order.id,
        paymentSessionId: (await orderRowOf(db, order.id))?.paymentSessionId,
        amountCents: 4491,
        reason: "requested_by_customer",
        idempotencyKey: refundKey(order.id, 1),
        refundId: "refundId" in result ? result.refundId : "",
      },
    ]);
    expect((await orderRowOf(db, order.id))?.state).toBe("refunded");
    expect(await eventTypesOf(db, order.id)).toEqual([
      "order_created",
      "checkout_started",
      "paid",
      "refund_requested",
      "refunded",
    ]);
    expect(await refundOrder({ db, payments }, email, order.reference)).toEqual({ outcome: "not_allowed" });
    expect(payments.refunds).toHaveLength(1);
  });

  it("asks nothing of the provider for another customer's order", async () => {
    const { db } = database();
    const { order, payments } = await paidInTestMode(db, newEmail());
    expect(await refundOrder({ db, payments }, newEmail(), order.reference)).toEqual({
      outcome: "not_found",
    });
    expect(payments.refunds).toEqual([]);
    expect((await orderRowOf(db, order.id))?.state).toBe("paid");
  });

  it("refunds a Stripe payment through the SDK: the session's PaymentIntent, the amount, one key", async () => {
    const { db } = database();
    const email = newEmail();
    const payments = createStripeProvider(stripeClient("sk_test_standin", standIn.url));
    const order = await anOrderIn(db, email);
    await startCheckout({ db, payments, publicUrl: PUBLIC_URL }, order.accessToken);
    const sessionId = (await orderRowOf(db, order.id))?.paymentSessionId ?? "";
    const paymentIntent = standIn.paySession(sessionId, 4491);
    await confirmPayment(
      { db, publicUrl: PUBLIC_URL, production: MANUAL },
      { orderId: order.id, externalEventId: `evt_${randomUUID()}` },
    );
    const before = standIn.requests.length;

    const result = await refundOrder({ db, payments }, email, order.reference);

    const sent = standIn.requests.slice(before);
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /v1/checkout/sessions/${sessionId}`,
      "POST /v1/refunds",
    ]);
    expect(sent[1]?.idempotencyKey).toBe(refundKey(order.id, 1));
    expect(sent[1]?.body).toEqual({
      payment_intent: paymentIntent,
      amount: "4491",
      reason: "requested_by_customer",
      metadata: { orderId: order.id },
    });
    expect(result).toMatchObject({ outcome: "refunded", refundId: sent[1]?.answer?.id, pending: false });
    expect((await orderRowOf(db, order.id))?.state).toBe("refunded");
  });

  it("puts the order back to paid when Stripe refuses, and the next attempt uses a new key", async () => {
    const { db } = database();
    const email = newEmail();
    const payments = createStripeProvider(stripeClient("sk_test_standin", standIn.url));
    const order = await anOrderIn(db, email);
    await startCheckout({ db, payments, publicUrl: PUBLIC_URL }, order.accessToken);
    const sessionId = (await orderRowOf(db, order.id))?.paymentSessionId ?? "";
    // Marked paid without Stripe having a payment for the session: Stripe has nothing to refund.
    await confirmPayment(
      { db, publicUrl: PUBLIC_URL, production: MANUAL },
      { orderId: order.id, externalEventId: `evt_${randomUUID()}` },
    );

    expect(await refundOrder({ db, payments }, email, order.reference)).toEqual({ outcome: "refund_failed" });
    expect((await orderRowOf(db, order.id))?.state).toBe("paid");
    expect((await eventTypesOf(db, order.id)).slice(-2)).toEqual(["refund_requested", "refund_failed"]);

    standIn.paySession(sessionId, 4491);
    const before = standIn.requests.length;
    expect(await refundOrder({ db, payments }, email, order.reference)).toMatchObject({
      outcome: "refunded",
    });
    expect(standIn.requests.slice(before).at(-1)?.idempotencyKey).toBe(refundKey(order.id, 2));
  });

  it("refuses to refund an order paid through another provider than the shop's", async () => {
    const { db } = database();
    const email = newEmail();
    const { order } = await paidInTestMode(db, email);
    const stripe = createStripeProvider(stripeClient("sk_test_standin", standIn.url));
    const before = standIn.requests.length;
    expect(await refundOrder({ db, payments: stripe }, email, order.reference)).toEqual({
      outcome: "refund_failed",
    });
    expect(standIn.requests.length).toBe(before);
    expect((await orderRowOf(db, order.id))?.state).toBe("paid");
  });
});

describe("Stripe refunds against the stand-in", () => {
  it("a retried attempt is answered from Stripe's idempotency cache, never refunded twice", async () => {
    const standIn = await startStripeStandIn();
    try {
      const stripe = stripeClient("sk_test_standin", standIn.url);
      const payments = createStripeProvider(stripe);
      const session = await stripe.checkout.sessions.create({
        mode: "payment",
        line_items: [
          { quantity: 1, price_data: { currency: "usd", unit_amount: 2495, product_data: { name: "x" } } },
        ],
        success_url: "https://shop.example/ok",
      });
      standIn.paySession(session.id, 2495);
      const input = {
        orderId: randomUUID(),
        paymentSessionId: session.id,
        amountCents: 2495,
        reason: "requested_by_customer" as const,
        idempotencyKey: "refund-retry-1",
      };
      const first = await payments.refund(input);
      const again = await payments.refund(input);
      expect(again).toEqual(first);
      expect(
        standIn.requests.filter((request) => request.path === "/v1/refunds").map((r) => r.replayed),
      ).toEqual([false, true]);
      await expect(payments.refund({ ...input, idempotencyKey: "refund-retry-2" })).rejects.toThrow(
        /greater than the unrefunded amount/,
      );
    } finally {
      await standIn.close();
    }
  });
});
