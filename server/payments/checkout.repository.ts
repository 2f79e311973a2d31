// The payments' own queries: checkout sessions on orders.
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { orderEvents, orders } from "../db/schema.ts";
import type { OrderRow } from "../orders/order-loaders.repository.ts";
import { recordEvent } from "../orders/order-events.repository.ts";

/**
 * Names the provider's session as the order's current checkout while the order awaits payment:
 * undefined, and nothing written, when it stopped being payable meanwhile.
 */
export async function setCheckoutSession(
  tx: Db,
  { orderId, provider, sessionId }: { orderId: string; provider: string; sessionId: string },
): Promise<OrderRow | undefined> {
  const [order] = await tx
    .update(orders)
    .set({ paymentProvider: provider, paymentSessionId: sessionId })
    .where(and(eq(orders.id, orderId), eq(orders.state, "awaiting_payment")))
    .returning();
  return order;
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
