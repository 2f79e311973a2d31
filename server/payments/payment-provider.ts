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

export interface PaymentProvider {
  readonly kind: "stripe" | "test";
  createCheckout(input: CheckoutInput): Promise<CheckoutSession>;
}
