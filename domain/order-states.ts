// The order lifecycle of DESIGN.md: which event moves an order from which state to which.

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

export type OrderEvent = "pay" | "start_production" | "film_ready" | "deliver" | "cancel" | "refund";

const TRANSITIONS: Record<OrderEvent, Partial<Record<OrderState, OrderState>>> = {
  pay: { awaiting_payment: "paid" },
  start_production: { paid: "in_production" },
  film_ready: { in_production: "ready" },
  deliver: { ready: "delivered" },
  cancel: { awaiting_payment: "cancelled" },
  // Refunds and changes only before production begins (spec §4).
  refund: { paid: "refunded" },
};

/** The state after `event`, or undefined when the rules do not allow it from `state`. */
export function nextState(state: OrderState, event: OrderEvent): OrderState | undefined {
  return TRANSITIONS[event][state];
}
