// How the shop takes money: Stripe Checkout when configured, otherwise its own test mode.
import type { Language } from "#domain/language.ts";
import type { OrderPrice } from "#domain/pricing.ts";

export interface CheckoutInput {
  orderId: string;
  reference: string;
  buyerEmail: string;
  language: Language;
  /** One per film, in the order's order, with the child's name for the line's description. */
  films: { childName: string }[];
  price: OrderPrice;
  currency: string;
  /** Where the provider sends the buyer back after paying, and after giving up. */
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  /** The provider's id of this checkout; a paid notice names it. */
  sessionId: string;
  /** Where to send the buyer to pay. */
  url: string;
}

/**
 * The provider's account of a payment a session took: its total and currency, to be compared with
 * the order's before the order is recorded as paid, and its payment, which a refund names.
 */
export interface SessionPayment {
  provider: PaymentProvider["kind"];
  sessionId: string;
  /** Stripe's PaymentIntent; absent in test mode, where the session itself names the payment. */
  paymentIntentId?: string | undefined;
  /** What the provider says was paid; absent in test mode, whose sessions take the order's total. */
  amountCents?: number | null | undefined;
  currency?: string | null | undefined;
}

/** Why money goes back; Stripe keeps it with the refund ("duplicate": a second payment for one order). */
export type RefundReason = "requested_by_customer" | "duplicate";

export interface RefundInput {
  orderId: string;
  /** The checkout session whose payment goes back. */
  paymentSessionId: string;
  /** That session's payment, when known: saves asking the provider for the session first. */
  paymentIntentId?: string | undefined;
  /** Absent: whatever of the payment is not refunded yet. */
  amountCents?: number | undefined;
  reason?: RefundReason | undefined;
  /**
   * Names this attempt: a retry of one attempt (a lost answer, a crash) never refunds twice, and a
   * new attempt after a failed one is not answered with the old failure.
   */
  idempotencyKey: string;
}

export interface Refund {
  /** The provider's id of the refund, kept in the order's history. */
  refundId: string;
  /** "succeeded", or "pending" while the bank has not confirmed it yet. */
  status: "succeeded" | "pending";
}

/** How closing an earlier checkout ended: closed now, or it was not open (paid, or closed before). */
export type ExpireOutcome = "expired" | "not_open";

export interface PaymentProvider {
  readonly kind: "stripe" | "test";
  createCheckout(input: CheckoutInput): Promise<CheckoutSession>;
  /** Closes an earlier checkout so that it can no longer take money; throws when the provider fails. */
  expireCheckout(sessionId: string): Promise<ExpireOutcome>;
  /** Gives the whole payment back; throws when the provider refuses. */
  refund(input: RefundInput): Promise<Refund>;
}
