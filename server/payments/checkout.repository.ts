// The payments' own queries: checkout sessions on orders.
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { orderEvents, orders } from "../db/schema.ts";
import type { OrderRow } from "../orders/order-loaders.ts";
import { recordEvent } from "../orders/order-transition.ts";

export type CheckoutStarted = { outcome: "saved"; order: OrderRow } | { outcome: "not_payable" };

/**
 * Names the provider's session as the order's current checkout, with a `checkout_started` event,
 * in one transaction; nothing is written when the order stopped being payable meanwhile.
 */
export async function saveCheckoutSession(
  db: Db,
  { orderId, provider, sessionId }: { orderId: string; provider: string; sessionId: string },
): Promise<CheckoutStarted> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ paymentProvider: provider, paymentSessionId: sessionId })
      .where(and(eq(orders.id, orderId), eq(orders.state, "awaiting_payment")))
      .returning();
    if (!order) return { outcome: "not_payable" };
    await recordEvent(tx, orderId, { type: "checkout_started", data: { provider, sessionId } });
    return { outcome: "saved", order };
  });
}

/** An earlier checkout of the order can no longer take money: the history says so, once per session. */
export async function recordCheckoutExpired(
  db: Db,
  orderId: string,
  { provider, sessionId }: { provider: string; sessionId: string },
): Promise<void> {
  await recordEvent(db, orderId, { type: "checkout_expired", data: { provider, sessionId } });
}

/** Whether this order ever started a checkout with this session (a buyer may have started several). */
export async function isSessionOfOrder(db: Db, orderId: string, sessionId: string): Promise<boolean> {
  const [event] = await db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, orderId),
        eq(orderEvents.type, "checkout_started"),
        sql`${orderEvents.data}->>'sessionId' = ${sessionId}`,
      ),
    )
    .limit(1);
  return event !== undefined;
}
