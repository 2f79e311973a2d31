// The refund's steps on an order, each in its own transaction under the order's lock: the order
// marked refunded before the money is asked back, then how it ended (refunds.ts calls the provider
// between them).
import type { Actor, OperatorActor } from "#domain/order-events.ts";
import type { OrderState } from "#domain/order-states.ts";
import type { Db } from "../db/client.ts";
import {
  lockOrder,
  type OrderKey,
  type OrderRow,
  type OrderScope,
} from "../orders/order-loaders.repository.ts";
import { recordEvent } from "../orders/order-events.repository.ts";
import { transition } from "../orders/order-transition.ts";
import { countRefundRequests, lastRefundStep } from "./refunds.repository.ts";

/**
 * Who asks for the money back: the buyer, named by their account's address (another customer's
 * order reads as none), or an operator of the console (any order).
 */
export type RefundRequester = string | OperatorActor;

/** The job that completes refunds a crash interrupted (any order); it never starts one. */
export const REFUND_RETRY = { system: "refund_retry" } as const;

/** Who may complete or close an attempt: whoever may start one, and the retry job. */
export type RefundResumer = RefundRequester | typeof REFUND_RETRY;

const scopeOf = (who: RefundResumer): OrderScope => (typeof who === "string" ? { owner: who } : {});
const actorOf = (who: RefundRequester): Actor => (typeof who === "string" ? "customer" : who);

export type RefundStart =
  | { outcome: "not_found" }
  | { outcome: "not_allowed"; state: OrderState }
  | {
      outcome: "started";
      order: OrderRow;
      /** 1 for the order's first refund attempt, 2 after one that failed… */
      attempt: number;
    };

/**
 * Marks a paid order refunded before the money is asked back, with a `refund_requested` event: from
 * then on production cannot start on it. `finishRefund` or `undoRefund` records how it ended.
 */
export async function startRefund(db: Db, who: RefundRequester, reference: string): Promise<RefundStart> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, { reference }, scopeOf(who));
    if (!order) return { outcome: "not_found" };
    const attempt = (await countRefundRequests(tx, order.id)) + 1;
    const moved = await transition(tx, order, "refund_requested", {
      by: actorOf(who),
      attempt,
      amountCents: order.totalCents,
    });
    if (moved.outcome === "not_allowed") return moved;
    return { outcome: "started", order: moved.order, attempt };
  });
}

/** The attempt whose ending the history lacks (the process stopped mid-way), under the order's lock. */
async function openAttempt(tx: Db, order: OrderRow): Promise<number | undefined> {
  if (order.state !== "refunded") return undefined;
  const last = await lastRefundStep(tx, order.id);
  if (last?.type !== "refund_requested") return undefined;
  return typeof last.data.attempt === "number" ? last.data.attempt : undefined;
}

export type RefundResume =
  | { outcome: "not_found" }
  /** Nothing was interrupted: the refund ended, or none was asked for. */
  | { outcome: "not_allowed"; state: OrderState }
  | { outcome: "open"; order: OrderRow; attempt: number };

/** An interrupted refund's attempt, for asking the provider again with that attempt's own key. */
export async function findInterruptedRefund(
  db: Db,
  who: RefundResumer,
  key: OrderKey,
): Promise<RefundResume> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, key, scopeOf(who));
    if (!order) return { outcome: "not_found" };
    const attempt = await openAttempt(tx, order);
    return attempt === undefined
      ? { outcome: "not_allowed", state: order.state }
      : { outcome: "open", order, attempt };
  });
}

/**
 * The provider gave the money back: the history says so, with its refund id. Written once per
 * attempt: a retry that finds the ending already written (two retries at once) writes nothing.
 */
export async function finishRefund(
  db: Db,
  who: RefundResumer,
  refund: { orderId: string; provider: string; refundId: string; status: string; amountCents: number },
): Promise<void> {
  const { orderId, ...data } = refund;
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, { id: orderId }, scopeOf(who));
    if (!order) throw new Error(`Order ${orderId} is not the account's`);
    if ((await openAttempt(tx, order)) === undefined) return;
    await recordEvent(tx, orderId, { type: "refunded", data });
  });
}

/** The provider refused: the order is paid again, as it was, and the history keeps why. */
export async function undoRefund(db: Db, who: RefundResumer, orderId: string, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, { id: orderId }, scopeOf(who));
    const moved = order && (await transition(tx, order, "refund_failed", { reason }));
    if (moved?.outcome !== "moved") throw new Error(`Order ${orderId} was not waiting for its refund`);
  });
}
