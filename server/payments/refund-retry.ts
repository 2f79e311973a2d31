// The "payments.resume-refunds" job (server/jobs.ts): refunds that a crash or a deploy stopped in
// the middle (asked for, never answered in the history) are asked of the provider again with their
// own idempotency key, so a refund the provider already made is answered, never made twice.
import type { Logger } from "pino";
import type { Db } from "../db/client.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { refundRejectedPayment } from "./rejected-payments.ts";
import { openRejectedPayments } from "./rejected-payments.repository.ts";
import { REFUND_RETRY } from "./refund-steps.ts";
import { interruptedRefunds } from "./refunds.repository.ts";
import { resumeRefund } from "./refunds.ts";

export const REFUND_RETRY_QUEUE = "payments.resume-refunds";

/**
 * How long a refund must have been open before the job takes it over: longer than a request that is
 * still asking the provider can take (the Stripe SDK waits up to 80 s a try, three tries), so the job
 * never races it and reads its "in use" answer as a refusal.
 */
export const REFUND_RETRY_AFTER_MS = 10 * 60 * 1000;

export interface RefundRetryDeps {
  db: Db;
  payments: PaymentProvider;
  logger: Pick<Logger, "info" | "warn">;
}

export interface RefundRetryCounts {
  /** Cancelled orders' refunds completed (or ended as refused, the order paid again). */
  refunds: number;
  /** Rejected payments' refunds completed (or ended as refused, for an operator). */
  rejectedPayments: number;
}

export async function resumeInterruptedRefunds(
  deps: RefundRetryDeps,
  now = new Date(),
): Promise<RefundRetryCounts> {
  const before = new Date(now.getTime() - REFUND_RETRY_AFTER_MS);
  const references = await interruptedRefunds(deps.db, before);
  for (const reference of references) {
    const result = await resumeRefund(deps, REFUND_RETRY, reference);
    deps.logger.warn({ reference, outcome: result.outcome }, "an interrupted refund was asked again");
  }
  const rejected = await openRejectedPayments(deps.db, before);
  for (const payment of rejected) await refundRejectedPayment(deps, payment);
  const counts = { refunds: references.length, rejectedPayments: rejected.length };
  if (references.length + rejected.length > 0) deps.logger.info(counts, "interrupted refunds resumed");
  return counts;
}
