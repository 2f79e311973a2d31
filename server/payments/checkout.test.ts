import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "../db/client.ts";
import { outbox } from "../db/schema.ts";
import { eventTypesOf, orderRowOf } from "../orders/placed-order.test-support.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { anOrder, priceOf } from "../orders/order-factory.test-support.ts";
import { createOrder } from "../orders/create-order.ts";
import { completeTestCheckout, findCheckoutBySession, payOrder, startCheckout } from "./checkout.ts";
import { startStripeStandIn, type StripeStandIn } from "./stripe-stand-in.test-support.ts";
import { createStripeProvider, stripeClient } from "./stripe-provider.ts";
import { createTestProvider } from "./test-provider.ts";

const PUBLIC_URL = "https://shop.example";
// The shop in manual production mode: a payment queues no render.
const MANUAL = { mode: "manual" } as const;

async function anOrderIn(db: Db, filmCount = 2) {
  const order = anOrder(filmCount);
  const { order: row } = await createOrder(db, {
    idempotencyKey: randomUUID(),
    order,
    price: priceOf(order),
    language: "es",
  });
  return row;
}

const sessionOf = (url: string) => url.split("/checkout/test/")[1] ?? "";

describe.each(testDatabaseDrivers())("payments service on $kind", (driver) => {
  const database = useTestDatabase(driver);
  const payments = createTestProvider(PUBLIC_URL);

  describe("startCheckout", () => {
    it("starts a test checkout, names its session on the order and records checkout_started", async () => {
      const { db } = database();
      const order = await anOrderIn(db);
      const result = await startCheckout({ db, payments, publicUrl: PUBLIC_URL }, order.accessToken);

      expect(result).toEqual({
        outcome: "redirect",
        url: expect.stringMatching(/^https:\/\/shop\.example\/checkout\/test\/test_cs_/),
      });
      const sessionId = "url" in result ? sessionOf(result.url) : "";
      expect(await orderRowOf(db, order.id)).toMatchObject({
        paymentProvider: "test",
        paymentSessionId: sessionId,
      });
      expect(await eventTypesOf(db, order.id)).toEqual(["order_created", "checkout_started"]);
      expect(await findCheckoutBySession(db, sessionId)).toEqual({
        reference: order.reference,
        state: "awaiting_payment",
        totalCents: 4491,
        currency: "USD",
        language: "es",
        accessToken: order.accessToken,
        films: [
          { childName: "Child 1", language: "en" },
          { childName: "Child 2", language: "es" },
        ],
      });
    });

    it("answers not_found for an unknown link and not_payable for a paid order", async () => {
      const { db } = database();
      const deps = { db, payments, publicUrl: PUBLIC_URL };
      expect(await startCheckout(deps, "no-such-token-at-all-xx")).toEqual({ outcome: "not_found" });

      const order = await anOrderIn(db);
      const started = await startCheckout(deps, order.accessToken);
      const session = "url" in started ? sessionOf(started.url) : "";
      await completeTestCheckout({ db, publicUrl: PUBLIC_URL, production: MANUAL }, session, "pay");
      const createCheckout = vi.spyOn(payments, "createCheckout");
      expect(await startCheckout(deps, order.accessToken)).toEqual({ outcome: "not_payable" });
      expect(createCheckout).not.toHaveBeenCalled();
      createCheckout.mockRestore();
    });
  });

  describe("payOrder", () => {
    it("answers a provider that fails calmly, and the order stays payable", async () => {
      const { db } = database();
      const order = await anOrderIn(db);
      const down = {
        kind: "stripe" as const,
        createCheckout: () => Promise.reject(new Error("provider unreachable")),
        expireCheckout: () => Promise.reject(new Error("provider unreachable")),
        refund: () => Promise.reject(new Error("provider unreachable")),
      };
      expect(await payOrder({ db, payments: down, publicUrl: PUBLIC_URL }, order.accessToken)).toEqual({
        outcome: "provider_failed",
      });
      expect((await orderRowOf(db, order.id))?.state).toBe("awaiting_payment");
      const again = await payOrder({ db, payments, publicUrl: PUBLIC_URL }, order.accessToken);
      expect(again).toEqual({ outcome: "redirect", url: expect.stringContaining("/checkout/test/") });
    });

    it("does not look up a token that cannot be one", async () => {
      const { db } = database();
      expect(await payOrder({ db, payments, publicUrl: PUBLIC_URL }, "../../etc")).toEqual({
        outcome: "not_found",
      });
    });
  });

  describe("test-mode checkout", () => {
    it("pays the order once, with one confirmation e-mail in its outbox, and wakes the mailer", async () => {
      const { db } = database();
      const order = await anOrderIn(db);
      const started = await startCheckout({ db, payments, publicUrl: PUBLIC_URL }, order.accessToken);
      const session = "url" in started ? sessionOf(started.url) : "";
      const wakeMailer = vi.fn();
      const deps = { db, publicUrl: PUBLIC_URL, production: MANUAL, wakeMailer };

      const first = await completeTestCheckout(deps, session, "pay");
      const second = await completeTestCheckout(deps, session, "pay"); // a double click

      const orderUrl = `${PUBLIC_URL}/orders/${order.accessToken}`;
      expect(first).toEqual({ outcome: "redirect", url: `${orderUrl}?paid=1` });
      expect(second).toEqual(first);
      expect(await orderRowOf(db, order.id)).toMatchObject({
        state: "paid",
        paidAt: expect.any(Date) as Date,
      });
      expect(await eventTypesOf(db, order.id)).toEqual(["order_created", "checkout_started", "paid"]);
      const mails = await db.select().from(outbox).where(eq(outbox.orderId, order.id));
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        kind: "order_confirmation",
        recipient: "ada@example.com",
        language: "es",
        payload: { reference: order.reference, totalCents: 4491, orderUrl },
      });
      expect(wakeMailer).toHaveBeenCalledTimes(1);
    });

    it("leaves a declined order awaiting payment and payable again with a new checkout", async () => {
      const { db } = database();
      const order = await anOrderIn(db);
      const checkoutDeps = { db, payments, publicUrl: PUBLIC_URL };
      const started = await startCheckout(checkoutDeps, order.accessToken);
      const session = "url" in started ? sessionOf(started.url) : "";

      const declined = await completeTestCheckout(
        { db, publicUrl: PUBLIC_URL, production: MANUAL },
        session,
        "decline",
      );

      expect(declined).toEqual({
        outcome: "redirect",
        url: `${PUBLIC_URL}/orders/${order.accessToken}?cancelled=1`,
      });
      expect(await orderRowOf(db, order.id)).toMatchObject({ state: "awaiting_payment", paidAt: null });
      expect(await db.select().from(outbox).where(eq(outbox.orderId, order.id))).toEqual([]);
      const again = await startCheckout(checkoutDeps, order.accessToken);
      expect("url" in again && sessionOf(again.url)).not.toBe(session);
      expect(await eventTypesOf(db, order.id)).toEqual([
        "order_created",
        "checkout_started",
        "payment_declined",
        "checkout_started",
      ]);
      // Only the latest checkout can be answered: the old page no longer finds its order.
      expect(
        await completeTestCheckout({ db, publicUrl: PUBLIC_URL, production: MANUAL }, session, "pay"),
      ).toEqual({
        outcome: "not_found",
      });
    });

    it("finds nothing for a session it never made", async () => {
      const { db } = database();
      expect(await findCheckoutBySession(db, "test_cs_unknown")).toBeUndefined();
      expect(
        await completeTestCheckout(
          { db, publicUrl: PUBLIC_URL, production: MANUAL },
          "test_cs_unknown",
          "pay",
        ),
      ).toEqual({
        outcome: "not_found",
      });
    });
  });

  describe("with Stripe (a local stand-in)", () => {
    let standIn: StripeStandIn;
    beforeAll(async () => {
      standIn = await startStripeStandIn();
    });
    afterAll(async () => {
      await standIn.close();
    });

    it("sends the stored amounts, the buyer's e-mail and the order's links, and remembers the session", async () => {
      const { db } = database();
      const stripePayments = createStripeProvider(stripeClient("sk_test_standin", standIn.url));
      const order = await anOrderIn(db, 3);
      const before = standIn.requests.length;

      const result = await startCheckout(
        { db, payments: stripePayments, publicUrl: PUBLIC_URL },
        order.accessToken,
      );

      const [coupon, session] = standIn.requests.slice(before);
      expect(coupon?.body).toMatchObject({ amount_off: String(order.discountCents), currency: "usd" });
      expect(session?.body).toMatchObject({
        customer_email: "ada@example.com",
        locale: "es",
        client_reference_id: order.id,
        success_url: `${PUBLIC_URL}/orders/${order.accessToken}?paid=1`,
        cancel_url: `${PUBLIC_URL}/orders/${order.accessToken}?cancelled=1`,
      });
      expect(session?.body.line_items).toHaveLength(3);
      expect(result).toEqual({ outcome: "redirect", url: session?.answer?.url });
      expect(await orderRowOf(db, order.id)).toMatchObject({
        paymentProvider: "stripe",
        paymentSessionId: session?.answer?.id,
      });
    });
  });
});
