// The refund's queries: the history's refund steps of an order, and the orders whose refund never ended.
import { and, count, desc, eq, gte, inArray, notExists, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { orderEvents, orders } from "../db/schema.ts";

const REFUND_STEPS = ["refund_requested", "refunded", "refund_failed"];

/** How many refunds were asked for this order before. */
export async function countRefundRequests(tx: Db, orderId: string): Promise<number> {
  const [earlier] = await tx
    .select({ n: count() })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, "refund_requested")));
  return earlier?.n ?? 0;
}

/** The order's latest refund step in its history (asked, refunded, failed), if any. */
export async function lastRefundStep(
  tx: Db,
  orderId: string,
): Promise<{ type: string; data: Record<string, unknown> } | undefined> {
  const [last] = await tx
    .select({ type: orderEvents.type, data: orderEvents.data })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), inArray(orderEvents.type, REFUND_STEPS)))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  return last;
}

/**
 * The references of orders whose refund was asked for before `before` and never ended: the process
 * stopped between marking the order refunded and writing the provider's answer.
 */
export async function interruptedRefunds(db: Db, before: Date): Promise<string[]> {
  const lastStep = db
    .select({ type: orderEvents.type })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orders.id), inArray(orderEvents.type, REFUND_STEPS)))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  const recentStep = db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, orders.id),
        inArray(orderEvents.type, REFUND_STEPS),
        gte(orderEvents.createdAt, before),
      ),
    );
  const rows = await db
    .select({ reference: orders.reference })
    .from(orders)
    .where(and(eq(orders.state, "refunded"), sql`(${lastStep}) = 'refund_requested'`, notExists(recentStep)));
  return rows.map((row) => row.reference);
}
