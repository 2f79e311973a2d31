// What an order's history holds: one typed row per thing that happened to it. The events that move
// the order's state carry the move (`from`, `to`) and are named like the state machine's inputs.
import type { OrderState, StateEvent } from "./order-states.ts";

interface Move {
  from: OrderState;
  to: OrderState;
}

interface ProviderSession {
  provider: string;
  sessionId: string;
}

/** Who asked for a change; the console's operators will be named here too. */
export type Actor = "customer";

export interface OrderEventData {
  order_created: { films: number; totalCents: number; currency: string };
  checkout_started: ProviderSession;
  payment_declined: ProviderSession;
  payment_pending: ProviderSession;
  payment_failed: ProviderSession;
  paid: Move;
  production_started: Move;
  film_ready: Move;
  delivered: Move;
  cancelled: Move & ({ by: Actor } | { reason: "account_deleted" });
  refund_requested: Move & { by: Actor; attempt: number; amountCents: number };
  refund_failed: Move & { reason: string };
  refunded: { provider: string; refundId: string; status: string; amountCents: number };
  /** Names the fields, never their values. */
  corrected: { film: number; fields: string[]; remake: boolean };
  photos_deleted: { count: number };
}

export type OrderEventType = keyof OrderEventData;

/** One history row as it is written: its type and the data that type carries. */
export type OrderEventRecord = {
  [T in OrderEventType]: { type: T; data: OrderEventData[T] };
}[OrderEventType];

/** What a state-changing event carries besides the move itself, which the transition fills in. */
export type TransitionData<E extends StateEvent> = Omit<OrderEventData[E], "from" | "to">;
