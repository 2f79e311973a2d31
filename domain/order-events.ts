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

/** Why a payment was not taken as the order's: see `payment_rejected`. */
export type RejectedPaymentReason = "already_paid" | "not_payable" | "amount_mismatch";

/** An operator of the console, named by the e-mail address they signed in with. */
export interface OperatorActor {
  operator: string;
}

/** Who asked for a change: the buyer in their account, or a named operator in the console. */
export type Actor = "customer" | OperatorActor;

/** Which of an order's films (1-based, as the buyer listed them). */
interface FilmRef {
  film: number;
}

export interface OrderEventData {
  /** `placedBy`: the account signed in when it was placed (decision 042); absent when none was. */
  order_created: { films: number; totalCents: number; currency: string; placedBy?: string };
  checkout_started: ProviderSession;
  payment_declined: ProviderSession;
  payment_pending: ProviderSession;
  payment_failed: ProviderSession;
  /** An earlier checkout closed when the buyer opened a new one, so only one can take money. */
  checkout_expired: ProviderSession;
  paid: Move;
  /**
   * Money the order cannot keep: a session paid after another one had paid the order, after it was
   * cancelled, or for another amount or currency than the order's. It is refunded automatically;
   * the console's dashboard can list these as alerts.
   */
  payment_rejected: ProviderSession & {
    reason: RejectedPaymentReason;
    paymentIntentId: string | null;
    amountCents: number | null;
    currency: string | null;
  };
  /** The rejected payment of this session is back with the buyer (or on its way: `status`). */
  rejected_payment_refunded: ProviderSession & { refundId: string; status: string };
  /** The provider refused to return the rejected payment: an operator must. */
  rejected_payment_refund_failed: ProviderSession & { reason: string };
  /** `by`: an operator started it by hand (manual production); absent when the renderer did. */
  production_started: Move & { by?: OperatorActor };
  /** A ready or delivered order goes back into production: a film is made (or uploaded) again. */
  remake_started: Move & FilmRef & { by: Actor; reason: "rerender" | "correction" | "upload" };
  film_ready: Move;
  delivered: Move;
  cancelled: Move & ({ by: Actor } | { reason: "account_deleted" });
  refund_requested: Move & { by: Actor; attempt: number; amountCents: number };
  refund_failed: Move & { reason: string };
  refunded: { provider: string; refundId: string; status: string; amountCents: number };
  /** Names the fields, never their values. `by` is absent for the customer's own corrections before 2026-11. */
  corrected: FilmRef & { fields: string[]; remake: boolean; by?: Actor };
  photos_deleted: { count: number };
  /** The privacy policy's deadline after delivery: these films' photos and child's details deleted. */
  retention_details_deleted: { films: number; photos: number };
  /** The later deadline: these films' video, captions and private link deleted. */
  retention_film_deleted: { films: number };
  /** An operator asked for a film to be rendered again. */
  render_requested: FilmRef & { by: OperatorActor };
  /** An operator uploaded a finished film in place of a render. */
  film_uploaded: FilmRef & { by: OperatorActor; bytes: number; durationMs: number };
  /** The delivery e-mail sent again, to these recipients. */
  email_resent: { by: OperatorActor; recipients: number };
  /** The film's private link replaced: the old one leads nowhere from now on. */
  link_reissued: FilmRef & { by: OperatorActor };
  /** An operator's internal note: never shown to the customer. */
  note_added: { by: OperatorActor; text: string };
}

export type OrderEventType = keyof OrderEventData;

/** One history row as it is written: its type and the data that type carries. */
export type OrderEventRecord = {
  [T in OrderEventType]: { type: T; data: OrderEventData[T] };
}[OrderEventType];

/** What a state-changing event carries besides the move itself, which the transition fills in. */
export type TransitionData<E extends StateEvent> = Omit<OrderEventData[E], "from" | "to">;
