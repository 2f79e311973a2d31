// Giving a customer's money back when a paid order is cancelled before production (by the buyer or
// an operator): the order is marked refunded first (so production cannot start on it), then the
// provider refunds, then the history records how it ended. A refused refund puts the order back to
// paid. A refund interrupted between the provider and the history is asked again with the same
// idempotency key, so the provider answers with the refund it made, never a second one.
import type { Db } from "../db/client.ts";
import { logger } from "../logger.ts";
import type { OrderRow } from "../orders/order-loaders.repository.ts";
import type { PaymentProvider, Refund } from "./payment-provider.ts";
import {
  findInterruptedRefund,
  finishRefund,
  startRefund,
  undoRefund,
  type RefundRequester,
  type RefundResumer,
} from "./refund-steps.ts";

export interface RefundDeps {
  db: Db;
  payments: PaymentProvider;
}

export type RefundOutcome =
  | { outcome: "refunded"; refundId: string; pending: boolean; order: OrderRow }
  | { outcome: "not_found" }
  | { outcome: "not_allowed" }
  /** The provider refused or could not be reached: the order is paid, as before. */
  | { outcome: "refund_failed" };

/** The key of one refund attempt: the same on a retry of it, new for the next attempt. */
export const refundKey = (orderId: string, attempt: number) => `refund-${orderId}-${attempt}`;

/** Asks the provider for attempt `attempt` of the order's refund, and records how it ended. */
async function askProvider(
  deps: RefundDeps,
  who: RefundResumer,
  order: OrderRow,
  attempt: number,
): Promise<RefundOutcome> {
  let refund: Refund;
  try {
    // The session that paid, recorded with the payment; an order paid before it was recorded has
    // only its latest checkout (migration 0009 copied it).
    const paidSession = order.paidSessionId ?? order.paymentSessionId;
    // Paid in test mode while the shop now runs on Stripe (or the reverse): only an operator can help.
    if (order.paymentProvider !== deps.payments.kind || !paidSession) {
      throw new Error(
        `Order paid through ${order.paymentProvider ?? "no provider"}, not ${deps.payments.kind}`,
      );
    }
    refund = await deps.payments.refund({
      orderId: order.id,
      paymentSessionId: paidSession,
      paymentIntentId: order.paymentIntentId ?? undefined,
      amountCents: order.totalCents,
      reason: "requested_by_customer",
      idempotencyKey: refundKey(order.id, attempt),
    });
  } catch (error) {
    logger.error({ err: error, reference: order.reference }, "refund failed; the order is paid again");
    await undoRefund(deps.db, who, order.id, error instanceof Error ? error.message : String(error));
    return { outcome: "refund_failed" };
  }
  // Past this point the money is back: a failure to write it down must not make the order paid again.
  await finishRefund(deps.db, who, {
    orderId: order.id,
    provider: deps.payments.kind,
    refundId: refund.refundId,
    status: refund.status,
    amountCents: order.totalCents,
  });
  return { outcome: "refunded", refundId: refund.refundId, pending: refund.status === "pending", order };
}

/** `who`: the buyer's address (their own orders only), or the operator acting in the console. */
export async function refundOrder(
  deps: RefundDeps,
  who: RefundRequester,
  reference: string,
): Promise<RefundOutcome> {
  const started = await startRefund(deps.db, who, reference);
  if (started.outcome !== "started") return { outcome: started.outcome };
  return askProvider(deps, who, started.order, started.attempt);
}

/**
 * Completes a refund the process stopped in the middle of (marked refunded, maybe asked of the
 * provider, its ending never written): the same attempt, with the same key, is asked again.
 */
export async function resumeRefund(
  deps: RefundDeps,
  who: RefundResumer,
  reference: string,
): Promise<RefundOutcome> {
  const open = await findInterruptedRefund(deps.db, who, { reference });
  if (open.outcome !== "open") return { outcome: open.outcome };
  return askProvider(deps, who, open.order, open.attempt);
}
