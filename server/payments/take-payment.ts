// A provider's "this session was paid", taken as the order's payment only when it can be: the order
// awaits payment, and the amount and currency are the order's; any other payment is rejected and
// given back (server/payments/rejected-payments.ts).
import type { RejectedPaymentReason } from "../../domain/order-events.ts";
import { logger } from "../logger.ts";
import type { OrderRow } from "../orders/order-loaders.ts";
import type { PaymentRecord } from "../orders/orders.repository.ts";
import type { SessionPayment } from "./payment-provider.ts";
import { confirmPayment, type ConfirmDeps } from "./payments.service.ts";
import { recordRejectedPayment } from "./rejected-payments.repository.ts";
import { matchesOrder, refundRejectedPayment, type RejectedRefundDeps } from "./rejected-payments.ts";

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
