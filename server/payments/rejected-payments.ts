// A payment that is not the order's (a second checkout paid after the first, a payment after the
// order was cancelled, another amount; server/payments/take-payment.ts decides) is written down as
// rejected and given back at once, once per session, whichever notice about it arrives first.
import type { OrderEventData, RejectedPaymentReason } from "#domain/order-events.ts";
import { logger } from "../logger.ts";
import { recordEvent } from "../orders/order-events.repository.ts";
import { lockOrder, type OrderRow } from "../orders/order-loaders.repository.ts";
import type { Db } from "../db/client.ts";
import type { PaymentProvider, RefundReason, SessionPayment } from "./payment-provider.ts";
import {
  ENDINGS,
  insertRejectedPayment,
  sessionHas,
  type RejectedPayment,
} from "./rejected-payments.repository.ts";

export interface RejectedRefundDeps {
  db: Db;
  payments: PaymentProvider;
}

/** The key of a rejected payment's refund: one per session, so a retry never returns it twice. */
export const rejectedRefundKey = (orderId: string, sessionId: string) =>
  `refund-${orderId}-session-${sessionId}`;

const REFUND_REASON: Record<RejectedPaymentReason, RefundReason | undefined> = {
  already_paid: "duplicate",
  not_payable: "requested_by_customer",
  amount_mismatch: undefined,
};

/** Whether the provider's amount and currency are the order's (case aside: Stripe writes "usd"). */
export function matchesOrder(payment: SessionPayment, order: Pick<OrderRow, "totalCents" | "currency">) {
  if (payment.amountCents === undefined) return true; // test mode: its sessions take the order's total
  return (
    payment.amountCents === order.totalCents &&
    (payment.currency ?? "").toLowerCase() === order.currency.toLowerCase()
  );
}

/**
 * Gives a rejected payment back and writes how that ended. A provider that refuses (or cannot be
 * reached after the SDK's own retries) is written down as failed, for an operator; a crash before
 * the ending is written leaves it to the retry job, which asks again with the same key.
 */
export async function refundRejectedPayment(
  deps: RejectedRefundDeps,
  rejected: RejectedPayment,
): Promise<"refunded" | "refund_failed"> {
  const session = { provider: rejected.provider, sessionId: rejected.sessionId };
  try {
    if (rejected.provider !== deps.payments.kind) {
      throw new Error(`Paid through ${rejected.provider}, not ${deps.payments.kind}`);
    }
    const refund = await deps.payments.refund({
      orderId: rejected.orderId,
      paymentSessionId: rejected.sessionId,
      paymentIntentId: rejected.paymentIntentId ?? undefined,
      amountCents: rejected.amountCents ?? undefined,
      reason: REFUND_REASON[rejected.reason],
      idempotencyKey: rejectedRefundKey(rejected.orderId, rejected.sessionId),
    });
    await finishRejectedPayment(deps.db, rejected.orderId, {
      type: "rejected_payment_refunded",
      data: { ...session, refundId: refund.refundId, status: refund.status },
    });
    logger.warn(
      { reference: rejected.reference, sessionId: rejected.sessionId, reason: rejected.reason },
      "a payment the order could not take was refunded automatically",
    );
    return "refunded";
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    logger.error(
      { err: error, reference: rejected.reference, sessionId: rejected.sessionId },
      "a payment the order could not take was NOT refunded: an operator must refund it",
    );
    await finishRejectedPayment(deps.db, rejected.orderId, {
      type: "rejected_payment_refund_failed",
      data: { ...session, reason },
    });
    return "refund_failed";
  }
}

/**
 * Writes that the shop did not take this session's payment, under the order's lock: once per
 * session (another notice about the same session finds it) and once per provider event (a replay
 * meets the unique key). Answers the payment to refund, or undefined when it was written before.
 */
export async function recordRejectedPayment(
  db: Db,
  notice: {
    orderId: string;
    externalEventId: string;
    payment: SessionPayment;
    reason: RejectedPaymentReason;
  },
): Promise<RejectedPayment | undefined> {
  const { orderId, externalEventId, payment, reason } = notice;
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, { id: orderId });
    if (!order || (await sessionHas(tx, orderId, payment.sessionId, ["payment_rejected"]))) return undefined;
    const data: OrderEventData["payment_rejected"] = {
      provider: payment.provider,
      sessionId: payment.sessionId,
      reason,
      paymentIntentId: payment.paymentIntentId ?? null,
      amountCents: payment.amountCents ?? null,
      currency: payment.currency ?? null,
    };
    if (!(await insertRejectedPayment(tx, orderId, externalEventId, data))) return undefined;
    return { orderId, reference: order.reference, ...data };
  });
}

/**
 * Writes how the refund of a rejected payment ended, once: a second ending for the same session
 * (two retries at once) writes nothing.
 */
export async function finishRejectedPayment(
  db: Db,
  orderId: string,
  ending:
    | { type: "rejected_payment_refunded"; data: OrderEventData["rejected_payment_refunded"] }
    | { type: "rejected_payment_refund_failed"; data: OrderEventData["rejected_payment_refund_failed"] },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOrder(tx, { id: orderId });
    if (await sessionHas(tx, orderId, ending.data.sessionId, ENDINGS)) return;
    await recordEvent(tx, orderId, ending);
  });
}
