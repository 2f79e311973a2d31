// A payment that is not the order's (a second checkout paid after the first, a payment after the
// order was cancelled, another amount; server/payments/take-payment.ts decides) is written down as
// rejected and given back at once, once per session, whichever notice about it arrives first.
import type { RejectedPaymentReason } from "#domain/order-events.ts";
import { logger } from "../logger.ts";
import type { OrderRow } from "../orders/order-loaders.ts";
import type { Db } from "../db/client.ts";
import type { PaymentProvider, RefundReason, SessionPayment } from "./payment-provider.ts";
import { finishRejectedPayment, type RejectedPayment } from "./rejected-payments.repository.ts";

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
