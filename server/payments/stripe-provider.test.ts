import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { priceOrder } from "#domain/pricing.ts";
import type { CheckoutInput } from "./payment-provider.ts";
import { startStripeStandIn, unfoldForm, type StripeStandIn } from "./stripe-stand-in.test-support.ts";
import { createStripeProvider, stripeClient } from "./stripe-provider.ts";

const ORDER_ID = "0b7c6f8e-3f7a-4c59-9d1e-6a2f1c3b5d7e";

function checkoutInput(overrides: Partial<CheckoutInput> = {}): CheckoutInput {
  return {
    orderId: ORDER_ID,
    reference: "SF-7K3Q9",
    buyerEmail: "ada@example.com",
    language: "en",
    films: [{ childName: "Mia" }, { childName: "Leo" }, { childName: "Zoë" }],
    price: priceOrder(3, 20),
    currency: "USD",
    successUrl: "https://shop.example/orders/tok?paid=1",
    cancelUrl: "https://shop.example/orders/tok?cancelled=1",
    ...overrides,
  };
}

describe("unfoldForm", () => {
  it("reads Stripe's bracketed form keys as nested objects and arrays", () => {
    const body = "mode=payment&line_items[0][quantity]=1&line_items[1][quantity]=2&metadata[orderId]=x";
    expect(unfoldForm(body)).toEqual({
      mode: "payment",
      line_items: [{ quantity: "1" }, { quantity: "2" }],
      metadata: { orderId: "x" },
    });
  });
});

describe("Stripe provider against a local stand-in, through the real SDK", () => {
  let standIn: StripeStandIn;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
  });
  afterAll(async () => {
    await standIn.close();
  });

  it("sends one line per film, the extra-film discount as one coupon, the e-mail, locale and URLs", async () => {
    const provider = createStripeProvider(stripeClient("sk_test_standin", standIn.url));
    const before = standIn.requests.length;
    const session = await provider.createCheckout(checkoutInput());

    const sent = standIn.requests.slice(before);
    expect(sent.map((request) => request.path)).toEqual(["/v1/coupons", "/v1/checkout/sessions"]);
    const [coupon, checkout] = sent;
    expect(coupon?.authorization).toBe("Bearer sk_test_standin");
    expect(coupon?.body).toMatchObject({
      amount_off: "998",
      currency: "usd",
      duration: "once",
      max_redemptions: "1",
      name: "Discount for extra videos",
    });
    expect(checkout?.body).toMatchObject({
      mode: "payment",
      customer_email: "ada@example.com",
      locale: "en",
      client_reference_id: ORDER_ID,
      metadata: { orderId: ORDER_ID, reference: "SF-7K3Q9" },
      success_url: "https://shop.example/orders/tok?paid=1",
      cancel_url: "https://shop.example/orders/tok?cancelled=1",
    });
    const lines = checkout?.body.line_items as { quantity: string; price_data: Record<string, unknown> }[];
    expect(lines.map((line) => [line.quantity, line.price_data])).toEqual(
      ["Mia", "Leo", "Zoë"].map((name) => [
        "1",
        { currency: "usd", unit_amount: "2495", product_data: { name: `Santa video for ${name}` } },
      ]),
    );
    expect(checkout?.body.discounts).toEqual([{ coupon: coupon?.answer?.id }]);

    expect(session.sessionId).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${standIn.url}/c/pay/${session.sessionId}`);
  });

  it("gives each attempt its own idempotency keys, so a new attempt makes a new session", async () => {
    const provider = createStripeProvider(stripeClient("sk_test_standin", standIn.url));
    const before = standIn.requests.length;
    await provider.createCheckout(checkoutInput());
    await provider.createCheckout(checkoutInput());

    const sent = standIn.requests.slice(before);
    const keys = sent.map((request) => request.idempotencyKey);
    expect(keys.every((key) => key?.startsWith(`checkout-${ORDER_ID}-`))).toBe(true);
    expect(new Set(keys).size).toBe(4);
    expect(sent.some((request) => request.replayed)).toBe(false);
  });

  it("writes the lines in Spanish for a Spanish order and sends no coupon without a discount", async () => {
    const provider = createStripeProvider(stripeClient("sk_test_standin", standIn.url));
    const before = standIn.requests.length;
    await provider.createCheckout(
      checkoutInput({ language: "es", films: [{ childName: "Lucía" }], price: priceOrder(1, 20) }),
    );

    const sent = standIn.requests.slice(before);
    expect(sent.map((request) => request.path)).toEqual(["/v1/checkout/sessions"]);
    expect(sent[0]?.body).toMatchObject({
      locale: "es",
      line_items: [
        { price_data: { product_data: { name: "Video de Santa para Lucía" }, unit_amount: "2495" } },
      ],
    });
    expect(sent[0]?.body.discounts).toBeUndefined();
  });

  it("refuses a price that does not have one line per film", async () => {
    const provider = createStripeProvider(stripeClient("sk_test_standin", standIn.url));
    await expect(provider.createCheckout(checkoutInput({ price: priceOrder(2, 20) }))).rejects.toThrow(
      RangeError,
    );
  });
});
