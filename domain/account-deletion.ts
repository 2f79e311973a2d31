// Deleting an account while a film it paid for is still on its way (decision 025): the film is
// delivered first. Its photos and the child's details go with the account, so deleting first would
// leave a paid order that can no longer be made.
import { nextState, type OrderState } from "./order-states.ts";

/** Paid and not delivered yet: the account can be deleted once these orders have arrived. */
export const DELIVERED_BEFORE_DELETION: readonly OrderState[] = ["paid", "in_production", "ready"];

export function waitsForDelivery(state: OrderState): boolean {
  return DELIVERED_BEFORE_DELETION.includes(state);
}

/** Such an order can instead be cancelled for a full refund while its production has not begun. */
export function refundableInstead(state: OrderState): boolean {
  return nextState(state, "refund_requested") !== undefined;
}

/** An order that holds the deletion back, as the deletion screen lists it. */
export interface OrderOnItsWay {
  reference: string;
  state: OrderState;
}
