// The order lifecycle of DESIGN.md: which event moves an order from which state to which. The
// events are named as the order's history records them, so a move and its history row are one word.

export const ORDER_STATES = [
  "awaiting_payment",
  "paid",
  "in_production",
  "ready",
  "delivered",
  "cancelled",
  "refunded",
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const STATE_EVENTS = [
  "paid",
  "production_started",
  "remake_started",
  "film_ready",
  "delivered",
  "cancelled",
  "refund_requested",
  "refund_failed",
] as const;
export type StateEvent = (typeof STATE_EVENTS)[number];

const TRANSITIONS: Record<StateEvent, Partial<Record<OrderState, OrderState>>> = {
  paid: { awaiting_payment: "paid" },
  production_started: { paid: "in_production" },
  // An operator makes a film again (a re-render, a correction, an uploaded film) after it was ready.
  remake_started: { ready: "in_production", delivered: "in_production" },
  film_ready: { in_production: "ready" },
  delivered: { ready: "delivered" },
  cancelled: { awaiting_payment: "cancelled" },
  // Refunds and changes only before production begins (spec §4). The order reads refunded from
  // the moment the money is asked back, so production cannot start while the provider answers.
  refund_requested: { paid: "refunded" },
  // The provider refused: the order is paid again, as it was.
  refund_failed: { refunded: "paid" },
};

/** The state after `event`, or undefined when the rules do not allow it from `state`. */
export function nextState(state: OrderState, event: StateEvent): OrderState | undefined {
  return TRANSITIONS[event][state];
}
