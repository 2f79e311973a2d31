// Payment through Stripe Checkout: one line per film, the extra-film discount as one coupon.
import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import type { Language } from "#domain/language.ts";
import type {
  CheckoutInput,
  CheckoutSession,
  ExpireOutcome,
  PaymentProvider,
  Refund,
  RefundInput,
} from "./payment-provider.ts";

// Stripe shows these to the buyer on its checkout page and receipt, so they speak the order's language.
const COPY: Record<Language, { film: (childName: string) => string; discount: string }> = {
  en: { film: (childName) => `Santa video for ${childName}`, discount: "Discount for extra videos" },
  es: {
    film: (childName) => `Video de Santa para ${childName}`,
    discount: "Descuento por videos adicionales",
  },
};

const LOCALE: Record<Language, Stripe.Checkout.SessionCreateParams.Locale> = { en: "en", es: "es" };

/** The SDK client; `apiUrl` points it at a local stand-in instead of Stripe (tests). */
export function stripeClient(secretKey: string, apiUrl?: string): Stripe {
  // Retries reuse the request's idempotency key, so a lost answer never creates a second session.
  const options: Stripe.StripeConfig = { maxNetworkRetries: 2 };
  if (apiUrl) {
    const url = new URL(apiUrl);
    const protocol = url.protocol === "http:" ? "http" : "https";
    options.host = url.hostname;
    options.port = url.port || (protocol === "http" ? 80 : 443);
    options.protocol = protocol;
  }
  return new Stripe(secretKey, options);
}

/** The PaymentIntent a session took, for orders paid before the shop kept it (migration 0009). */
async function paymentOfSession(stripe: Stripe, sessionId: string): Promise<string> {
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  const intent = session.payment_intent;
  const paymentIntent = typeof intent === "string" ? intent : intent?.id;
  if (!paymentIntent) throw new Error(`Checkout session ${session.id} has no payment to refund`);
  return paymentIntent;
}

export function createStripeProvider(stripe: Stripe): PaymentProvider {
  return {
    kind: "stripe",
    async createCheckout(input: CheckoutInput): Promise<CheckoutSession> {
      const { price, films, language } = input;
      if (price.lines.length !== films.length) throw new RangeError("one price line per film");
      const currency = input.currency.toLowerCase();
      const copy = COPY[language];
      // One key per attempt: the SDK's retries of a call share it, a new Pay press gets a new session.
      const attempt = `checkout-${input.orderId}-${randomUUID()}`;
      const metadata = { orderId: input.orderId, reference: input.reference };

      let discounts: Stripe.Checkout.SessionCreateParams.Discount[] | undefined;
      if (price.discountCents > 0) {
        const coupon = await stripe.coupons.create(
          {
            amount_off: price.discountCents,
            currency,
            duration: "once",
            max_redemptions: 1,
            name: copy.discount,
            metadata,
          },
          { idempotencyKey: `${attempt}-coupon` },
        );
        discounts = [{ coupon: coupon.id }];
      }

      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          line_items: films.map((film, index) => ({
            quantity: 1,
            price_data: {
              currency,
              unit_amount: price.lines[index]?.priceCents ?? 0,
              product_data: { name: copy.film(film.childName) },
            },
          })),
          ...(discounts && { discounts }),
          customer_email: input.buyerEmail,
          locale: LOCALE[language],
          client_reference_id: input.orderId,
          metadata,
          payment_intent_data: { metadata },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: `${attempt}-session` },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { sessionId: session.id, url: session.url };
    },

    async expireCheckout(sessionId: string): Promise<ExpireOutcome> {
      try {
        await stripe.checkout.sessions.expire(sessionId);
        return "expired";
      } catch (error) {
        // Stripe expires only open sessions: one paid (or closed) meanwhile is answered with an error.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        if (session.status === "open") throw error;
        return "not_open";
      }
    },

    async refund(input: RefundInput): Promise<Refund> {
      const paymentIntent = input.paymentIntentId ?? (await paymentOfSession(stripe, input.paymentSessionId));
      const refund = await stripe.refunds.create(
        {
          payment_intent: paymentIntent,
          ...(input.amountCents !== undefined && { amount: input.amountCents }),
          ...(input.reason && { reason: input.reason }),
          metadata: { orderId: input.orderId },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (refund.status === "succeeded") return { refundId: refund.id, status: "succeeded" };
      if (refund.status === "pending" || refund.status === "requires_action") {
        return { refundId: refund.id, status: "pending" };
      }
      throw new Error(
        `Stripe refund ${refund.id} for order ${input.orderId} is ${refund.status ?? "unknown"}`,
      );
    },
  };
}
