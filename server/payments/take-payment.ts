// A provider's "this session was paid", taken as the order's payment only when it can be: the order
// awaits payment, and the amount and currency are the order's; any other payment is rejected and
// given back (server/payments/rejected-payments.ts). A payment taken moves the order to paid, once,
// with everything that follows it (orders/order-paid.ts) in the same transaction.
import type { RejectedPaymentReason } from "#domain/order-events.ts";
import type { Db } from "../db/client.ts";
import { logger } from "../logger.ts";
import { onOrderPaid, type OrderPaidDeps } from "../orders/order-paid.ts";
import { isProviderEventRecorded, lockOrder, type OrderRow } from "../orders/order-loaders.repository.ts";
import { transition } from "../orders/order-transition.ts";
import type { SessionPayment } from "./payment-provider.ts";
import {
  matchesOrder,
  recordRejectedPayment,
  refundRejectedPayment,
  type RejectedRefundDeps,
} from "./rejected-payments.ts";

export interface ConfirmDeps extends OrderPaidDeps {
  db: Db;
  /** Asks the mailer to send the confirmation now rather than at its next sweep. */
  wakeMailer?: () => void;
  /** Asks the renderer to look at its queue now. */
  wakeRenderer?: () => void;
}

export type PaymentRecord =
  | { outcome: "paid"; order: OrderRow }
  /** This provider event was recorded before: a replayed webhook. */
  | { outcome: "duplicate_event"; order: OrderRow }
  /** The order was paid by an earlier event; this one changes nothing. */
  | { outcome: "already_paid"; order: OrderRow }
  /** Never paid and no longer payable (cancelled): the money needs an operator. */
  | { outcome: "not_payable"; order: OrderRow }
  | { outcome: "not_found" };

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

/**
 * The one "payment succeeded" path, for Stripe's webhook and the test-mode checkout alike: the order
 * moves from awaiting payment to paid once, with what follows it in the same transaction; a
 * replayed or late notice changes nothing.
 */
export async function confirmPayment(
  deps: ConfirmDeps,
  {
    orderId,
    externalEventId,
    payment,
  }: { orderId: string; externalEventId: string; payment?: SessionPayment },
): Promise<PaymentRecord> {
  const record = await deps.db.transaction(async (tx): Promise<PaymentRecord> => {
    // The row lock queues concurrent notices about one order, so each sees the one before it.
    const order = await lockOrder(tx, { id: orderId });
    if (!order) return { outcome: "not_found" };
    if (await isProviderEventRecorded(tx, externalEventId)) return { outcome: "duplicate_event", order };
    const moved = await transition(
      tx,
      order,
      "paid",
      {},
      {
        set: {
          paidAt: new Date(),
          // The order keeps the mode it was paid in, for the console's filter.
          productionMode: deps.production.mode,
          // The checkout session that paid, and its payment: a refund returns this payment (decision 023).
          paidSessionId: payment?.sessionId,
          paymentIntentId: payment?.paymentIntentId,
        },
        externalId: externalEventId,
      },
    );
    if (moved.outcome === "not_allowed")
      return { outcome: order.paidAt ? "already_paid" : "not_payable", order };
    await onOrderPaid(tx, moved.order, deps);
    return { outcome: "paid", order: moved.order };
  });
  if (record.outcome === "paid") {
    deps.wakeMailer?.();
    deps.wakeRenderer?.();
  }
  return record;
}
