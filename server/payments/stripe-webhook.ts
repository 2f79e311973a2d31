// Stripe's notices about Checkout Sessions: verified by signature, recorded once per event id, and
// for a paid session driving the same "payment succeeded" path as test mode, after checking that
// the session's amount and currency are the order's; a payment the order cannot take is refunded.
import type Stripe from "stripe";
import type { Db } from "../db/client.ts";
import { logger } from "../logger.ts";
import { findOrder } from "../orders/order-loaders.repository.ts";
import { recordProviderEvent } from "../orders/order-events.repository.ts";
import { isSessionOfOrder } from "./checkout.repository.ts";
import type { PaymentDeps } from "./checkout.ts";
import { takePayment } from "./take-payment.ts";

export type StripeWebhookDeps = PaymentDeps & {
  stripe: Stripe;
  webhookSecret: string;
};

export interface WebhookReply {
  status: number;
  body: string;
}

/**
 * Answers 400 to a request Stripe did not sign (nothing is read from it), and 200 to every signed
 * event it has handled or chosen to ignore, so Stripe stops resending it. A database failure throws:
 * the caller answers 500 and Stripe retries later.
 */
export async function handleStripeWebhook(
  deps: StripeWebhookDeps,
  rawBody: string,
  signature: string | null,
): Promise<WebhookReply> {
  if (!signature) return { status: 400, body: "missing Stripe-Signature header" };
  let event: Stripe.Event;
  try {
    event = await deps.stripe.webhooks.constructEventAsync(rawBody, signature, deps.webhookSecret);
  } catch (error) {
    // The first line says why; the rest is Stripe's advice and the whole payload.
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    logger.warn({ reason }, "Stripe webhook: signature rejected");
    return { status: 400, body: "invalid signature" };
  }

  switch (event.type) {
    case "checkout.session.completed":
      // "unpaid": an asynchronous method (a bank debit) was chosen; its outcome is a later event.
      if (event.data.object.payment_status === "unpaid") {
        return recordSessionEvent(deps, event, event.data.object, "payment_pending");
      }
      return paySession(deps, event, event.data.object);
    case "checkout.session.async_payment_succeeded":
      return paySession(deps, event, event.data.object);
    case "checkout.session.async_payment_failed":
      // The order stays awaiting payment: its page offers a new checkout.
      return recordSessionEvent(deps, event, event.data.object, "payment_failed");
    default:
      return { status: 200, body: `ignored ${event.type}` };
  }
}

/** Our order behind a session, only when the session is one this order started. */
async function orderOfSession(db: Db, session: Stripe.Checkout.Session) {
  const orderId = session.metadata?.orderId;
  if (!orderId || session.client_reference_id !== orderId) return undefined;
  const order = await findOrder(db, { id: orderId });
  if (!order || order.reference !== session.metadata?.reference) return undefined;
  return (await isSessionOfOrder(db, orderId, session.id)) ? order : undefined;
}

function unknownSession(event: Stripe.Event, session: Stripe.Checkout.Session): WebhookReply {
  // Signed by Stripe but not ours (another integration on the account): resending will not help.
  logger.warn({ eventId: event.id, sessionId: session.id }, "Stripe webhook: no order started this session");
  return { status: 200, body: "ignored unknown session" };
}

async function paySession(
  deps: StripeWebhookDeps,
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
): Promise<WebhookReply> {
  const order = await orderOfSession(deps.db, session);
  if (!order) return unknownSession(event, session);
  const intent = session.payment_intent;
  const outcome = await takePayment(deps, order, {
    externalEventId: event.id,
    payment: {
      provider: "stripe",
      sessionId: session.id,
      paymentIntentId: typeof intent === "string" ? intent : intent?.id,
      amountCents: session.amount_total,
      currency: session.currency,
    },
  });
  return { status: 200, body: outcome };
}

async function recordSessionEvent(
  deps: StripeWebhookDeps,
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
  type: "payment_pending" | "payment_failed",
): Promise<WebhookReply> {
  const order = await orderOfSession(deps.db, session);
  if (!order) return unknownSession(event, session);
  // A late notice about an order that was paid meanwhile is history, not news.
  if (order.state !== "awaiting_payment") return { status: 200, body: `ignored ${type}: ${order.state}` };
  const written = await recordProviderEvent(deps.db, order.id, event.id, {
    type,
    data: { provider: "stripe", sessionId: session.id },
  });
  return { status: 200, body: written ? type : "duplicate_event" };
}
