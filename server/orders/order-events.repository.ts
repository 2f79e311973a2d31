// The queries behind an order's state and history: the guarded move of its state, and the rows of
// its history. Only the state machine's door (order-transition.ts) moves a state.
import { and, eq } from "drizzle-orm";
import type { OrderEventRecord } from "#domain/order-events.ts";
import type { OrderState, StateEvent } from "#domain/order-states.ts";
import type { Db } from "../db/client.ts";
import { orderEvents, orders } from "../db/schema.ts";
import type { OrderRow } from "./order-loaders.repository.ts";

/** Other columns that change with the state (the moment of payment…). */
export type StateColumns = Partial<
  Pick<OrderRow, "paidAt" | "productionMode" | "paidSessionId" | "paymentIntentId">
>;

/** Sets the order's state only while it is still `from`: undefined when the row changed meanwhile. */
export async function updateOrderState(
  tx: Db,
  orderId: string,
  from: OrderState,
  to: OrderState,
  set: StateColumns = {},
): Promise<OrderRow | undefined> {
  const [moved] = await tx
    .update(orders)
    .set({ ...set, state: to })
    .where(and(eq(orders.id, orderId), eq(orders.state, from)))
    .returning();
  return moved;
}

/** The history row of a state move, with its provider event id if one caused it. */
export async function insertStateEvent(
  tx: Db,
  orderId: string,
  event: StateEvent,
  data: Record<string, unknown>,
  externalId?: string,
): Promise<void> {
  await tx.insert(orderEvents).values({ orderId, type: event, data, externalId });
}

/** Adds a row to the order's history that changes no state. */
export async function recordEvent(
  tx: Db,
  orderId: string,
  event: Exclude<OrderEventRecord, { type: StateEvent }>,
): Promise<void> {
  await tx.insert(orderEvents).values({ orderId, type: event.type, data: { ...event.data } });
}

/**
 * A payment provider's notice that changes no state, recorded once per provider event id: false
 * when that event was recorded before (a replay).
 */
export async function recordProviderEvent(
  db: Db,
  orderId: string,
  externalId: string,
  event: Extract<OrderEventRecord, { type: "payment_declined" | "payment_pending" | "payment_failed" }>,
): Promise<boolean> {
  const written = await db
    .insert(orderEvents)
    .values({ orderId, type: event.type, data: { ...event.data }, externalId })
    .onConflictDoNothing({ target: orderEvents.externalId })
    .returning({ id: orderEvents.id });
  return written.length > 0;
}
