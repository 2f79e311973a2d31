// How the shop takes money: Stripe Checkout when configured, otherwise its own test mode.
import type { Language } from "../../domain/language.ts";
import type { OrderPrice } from "../../domain/pricing.ts";

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

/** Why money goes back; Stripe keeps it with the refund. */
export type RefundReason = "requested_by_customer";

export interface RefundInput {
  orderId: string;
  /** The checkout session the order was paid through. */
  paymentSessionId: string;
  amountCents: number;
  reason: RefundReason;
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

export interface PaymentProvider {
  readonly kind: "stripe" | "test";
  createCheckout(input: CheckoutInput): Promise<CheckoutSession>;
  /** Gives the whole payment back; throws when the provider refuses. */
  refund(input: RefundInput): Promise<Refund>;
}
