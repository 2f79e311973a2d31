// The one way an order's state changes and its history grows: the state machine is asked, the row
// moves only from the state it was read in, and the typed event row is written in the same
// transaction.
import { and, eq } from "drizzle-orm";
import type { OrderEventRecord, TransitionData } from "#domain/order-events.ts";
import { nextState, type OrderState, type StateEvent } from "#domain/order-states.ts";
import type { Db } from "../db/client.ts";
import { orderEvents, orders } from "../db/schema.ts";

type OrderRow = typeof orders.$inferSelect;

export type Transition =
  | { outcome: "moved"; order: OrderRow }
  /** The rules do not allow this event from the order's state. */
  | { outcome: "not_allowed"; state: OrderState };

export interface TransitionOptions {
  /** Other columns that change with the state (the moment of payment…). */
  set?: Partial<Pick<OrderRow, "paidAt" | "productionMode" | "paidSessionId" | "paymentIntentId">>;
  /** The payment provider's event id: a replay meets the unique key. */
  externalId?: string;
}

/**
 * Moves `order` (read in this transaction, locked by the caller) by `event`. The update is guarded
 * by the state it was read in, so a row changed behind the caller's back throws rather than being
 * overwritten.
 */
export async function transition<E extends StateEvent>(
  tx: Db,
  order: OrderRow,
  event: E,
  data: TransitionData<E>,
  options: TransitionOptions = {},
): Promise<Transition> {
  const to = nextState(order.state, event);
  if (!to) return { outcome: "not_allowed", state: order.state };
  const [moved] = await tx
    .update(orders)
    .set({ ...options.set, state: to })
    .where(and(eq(orders.id, order.id), eq(orders.state, order.state)))
    .returning();
  if (!moved) throw new Error(`Order ${order.reference} changed while locked`);
  await tx.insert(orderEvents).values({
    orderId: order.id,
    type: event,
    data: { ...data, from: order.state, to },
    externalId: options.externalId,
  });
  return { outcome: "moved", order: moved };
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
