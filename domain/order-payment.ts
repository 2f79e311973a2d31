// What an order's history says about its payment beyond its state: a bank payment still on its way
// (no second checkout may open meanwhile), and a payment the shop did not take and is returning.
import type { RejectedPaymentReason } from "./order-events.ts";
import type { OrderState } from "./order-states.ts";

/** One history row, as far as payments read it. */
export interface PaymentHistoryRow {
  type: string;
  data: Record<string, unknown>;
}

const sessionOf = (row: PaymentHistoryRow) =>
  typeof row.data["sessionId"] === "string" ? row.data["sessionId"] : undefined;

/**
 * The session whose asynchronous payment (a bank debit) the provider accepted and has not yet
 * settled or failed, while the order awaits payment; undefined when there is none. While there is
 * one, the order offers no new checkout: a second payment would follow the first.
 */
export function pendingPaymentSession(
  state: OrderState,
  history: readonly PaymentHistoryRow[],
): string | undefined {
  if (state !== "awaiting_payment") return undefined;
  const pending = new Set<string>();
  for (const row of history) {
    const session = sessionOf(row);
    if (!session) continue;
    if (row.type === "payment_pending") pending.add(session);
    if (row.type === "payment_failed" || row.type === "payment_rejected") pending.delete(session);
  }
  return [...pending].at(-1);
}

/**
 * Why the latest payment the shop rejected was rejected, while that is still news to the buyer: a
 * new checkout or a payment after it makes it history.
 */
export function rejectedPaymentNotice(
  history: readonly PaymentHistoryRow[],
): RejectedPaymentReason | undefined {
  for (const row of [...history].reverse()) {
    if (row.type === "checkout_started" || row.type === "paid") return undefined;
    if (row.type === "payment_rejected") {
      const reason = row.data["reason"];
      return reason === "already_paid" || reason === "not_payable" || reason === "amount_mismatch"
        ? reason
        : undefined;
    }
  }
  return undefined;
}
