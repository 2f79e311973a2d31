// A provider's "this session was paid", taken as the order's payment only when it can be: the order
// awaits payment, and the amount and currency are the order's. Any other payment (a second checkout
// paid after the first, a payment after the order was cancelled, another amount) is written down as
// rejected and given back at once, once per session, whichever notice about it arrives first.
import type { RejectedPaymentReason } from "../../domain/order-events.ts";
import { logger } from "../logger.ts";
import type { OrderRow } from "../orders/order-loaders.ts";
import type { PaymentRecord } from "../orders/orders.repository.ts";
import type { Db } from "../db/client.ts";
import type { PaymentProvider, RefundReason, SessionPayment } from "./payment-provider.ts";
import { confirmPayment, type ConfirmDeps } from "./payments.service.ts";
import {
  finishRejectedPayment,
  recordRejectedPayment,
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

export type PaymentTaken =
  | PaymentRecord["outcome"]
  /** Not the order's payment: written down and refunded (or its refund's failure written down). */
  | "payment_rejected"
  /** Another notice about a session already rejected: nothing more to do. */
  | "already_rejected";

/**
 * The provider says a session of `order` was paid: the order is paid by it, or the payment is
 * rejected and refunded. Every outcome is safe to repeat.
 */
export async function takePayment(
  deps: ConfirmDeps & RejectedRefundDeps,
  order: OrderRow,
  notice: { externalEventId: string; payment: SessionPayment },
): Promise<PaymentTaken> {
  const reject = async (reason: RejectedPaymentReason): Promise<PaymentTaken> => {
    const rejected = await recordRejectedPayment(deps.db, { orderId: order.id, ...notice, reason });
    if (!rejected) return "already_rejected";
    await refundRejectedPayment(deps, rejected);
    return "payment_rejected";
  };

  if (!matchesOrder(notice.payment, order)) {
    logger.error(
      {
        reference: order.reference,
        sessionId: notice.payment.sessionId,
        paid: { amountCents: notice.payment.amountCents, currency: notice.payment.currency },
        order: { totalCents: order.totalCents, currency: order.currency },
      },
      "a payment's amount or currency is not the order's: not taken",
    );
    return reject("amount_mismatch");
  }
  const record = await confirmPayment(deps, { orderId: order.id, ...notice });
  if (record.outcome === "not_payable") return reject("not_payable");
  // Another notice about the session that paid (the completed session and its async success) is no
  // news. An order whose paying session is unknown keeps the money rather than refund the only payment.
  const paidBy = record.outcome === "already_paid" ? record.order.paidSessionId : null;
  if (paidBy && paidBy !== notice.payment.sessionId) return reject("already_paid");
  return record.outcome;
}
