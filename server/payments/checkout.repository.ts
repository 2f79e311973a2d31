// The payments' queries: checkout sessions on orders and the provider's events in an order's history.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { films, orderEvents, orders } from "../db/schema.ts";
import type { OrderRow } from "../orders/orders.repository.ts";

export type CheckoutStarted = { saved: true; order: OrderRow } | { saved: false };

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
    if (!order) return { saved: false };
    await tx.insert(orderEvents).values({ orderId, type: "checkout_started", data: { provider, sessionId } });
    return { saved: true, order };
  });
}

/** The order whose current checkout is this session of this provider. */
export async function findOrderBySession(
  db: Db,
  provider: string,
  sessionId: string,
): Promise<OrderRow | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.paymentSessionId, sessionId), eq(orders.paymentProvider, provider)));
  return order;
}

export async function findOrderById(db: Db, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order;
}

/** The films as the confirmation e-mail and the checkout page list them, in the buyer's order. */
export async function filmsOf(db: Db, orderId: string) {
  return db
    .select({ childName: films.childName, language: films.language })
    .from(films)
    .where(eq(films.orderId, orderId))
    .orderBy(asc(films.position));
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

/**
 * Writes an event the provider told us about (declined, pending, failed) once per provider event id:
 * false when that event was recorded before, a replay.
 */
export async function recordProviderEvent(
  db: Db,
  event: { orderId: string; type: string; externalId: string; data: Record<string, unknown> },
): Promise<boolean> {
  const written = await db
    .insert(orderEvents)
    .values(event)
    .onConflictDoNothing({ target: orderEvents.externalId })
    .returning({ id: orderEvents.id });
  return written.length > 0;
}
