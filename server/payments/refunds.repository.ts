// The refund's writes: the order marked refunded before the money is asked back, then how it ended.
import { and, count, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { orderEvents } from "../db/schema.ts";
import { lockOrder, type OrderRow } from "../orders/order-loaders.ts";
import { recordEvent, transition } from "../orders/order-transition.ts";
import type { OrderState } from "../../domain/order-states.ts";

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
export async function startRefund(db: Db, email: string, reference: string): Promise<RefundStart> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, { reference }, { owner: email });
    if (!order) return { outcome: "not_found" };
    const [earlier] = await tx
      .select({ n: count() })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.type, "refund_requested")));
    const attempt = (earlier?.n ?? 0) + 1;
    const moved = await transition(tx, order, "refund_requested", {
      by: "customer",
      attempt,
      amountCents: order.totalCents,
    });
    if (moved.outcome === "not_allowed") return moved;
    return { outcome: "started", order: moved.order, attempt };
  });
}

/** The provider gave the money back: the history says so, with its refund id. */
export async function finishRefund(
  db: Db,
  email: string,
  refund: { orderId: string; provider: string; refundId: string; status: string; amountCents: number },
): Promise<void> {
  const { orderId, ...data } = refund;
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, { id: orderId }, { owner: email });
    if (!order) throw new Error(`Order ${orderId} is not the account's`);
    await recordEvent(tx, orderId, { type: "refunded", data });
  });
}

/** The provider refused: the order is paid again, as it was, and the history keeps why. */
export async function undoRefund(db: Db, email: string, orderId: string, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, { id: orderId }, { owner: email });
    const moved = order && (await transition(tx, order, "refund_failed", { reason }));
    if (moved?.outcome !== "moved") throw new Error(`Order ${orderId} was not waiting for its refund`);
  });
}
