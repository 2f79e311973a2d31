// The one way an order's state changes and its history grows: the state machine is asked, the row
// moves only from the state it was read in, and the typed event row is written in the same
// transaction.
import type { TransitionData } from "#domain/order-events.ts";
import { nextState, type OrderState, type StateEvent } from "#domain/order-states.ts";
import type { Db } from "../db/client.ts";
import type { OrderRow } from "./order-loaders.repository.ts";
import { insertStateEvent, updateOrderState, type StateColumns } from "./order-events.repository.ts";

export type Transition =
  | { outcome: "moved"; order: OrderRow }
  /** The rules do not allow this event from the order's state. */
  | { outcome: "not_allowed"; state: OrderState };

export interface TransitionOptions {
  /** Other columns that change with the state (the moment of payment…). */
  set?: StateColumns;
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
  const moved = await updateOrderState(tx, order.id, order.state, to, options.set);
  if (!moved) throw new Error(`Order ${order.reference} changed while locked`);
  await insertStateEvent(tx, order.id, event, { ...data, from: order.state, to }, options.externalId);
  return { outcome: "moved", order: moved };
}
