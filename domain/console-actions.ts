// What an operator may do with an order and each of its films, read from the order's state, its
// films' render states and its history. The console shows only these buttons, and the server
// refuses anything else with the same table, so a page opened an hour ago cannot do what the
// order no longer allows.
import type { RenderState } from "./film-render.ts";
import { withoutNul } from "./order-schema.ts";
import { nextState, type OrderState } from "./order-states.ts";
import { z } from "./zod.ts";

/** An internal note's length, after trimming. */
export const NOTE_LENGTH = { min: 1, max: 2000 } as const;

/** An internal note as the operator typed it: without NUL (PostgreSQL stores none), trimmed, then its length checked. */
export const noteSchema = z.string().overwrite(withoutNul).trim().min(NOTE_LENGTH.min).max(NOTE_LENGTH.max);

export interface ConsoleFilmFacts {
  position: number;
  renderState: RenderState | null;
  deliveryToken: string | null;
}

export interface ConsoleOrderFacts {
  state: OrderState;
  films: readonly ConsoleFilmFacts[];
  /** The order's history, oldest first: only the types are read. */
  events: readonly { type: string }[];
}

export interface OrderActionsAllowed {
  /** Production by hand: the order is paid and some film has not been queued. */
  startProduction: boolean;
  /** An unpaid order is cancelled; a paid one, before production, is refunded through the provider. */
  cancel: "cancel" | "refund" | undefined;
  /** The money was asked back but the history never heard how it ended: ask again with the same key. */
  retryRefund: boolean;
  resendEmail: boolean;
  note: true;
}

export interface FilmActionsAllowed {
  /** A finished or failed film made again. */
  rerender: boolean;
  /** Not while the renderer is making it from the details as they are. */
  correct: boolean;
  reissueLink: boolean;
}

const MADE_OR_MAKING: readonly OrderState[] = ["in_production", "ready", "delivered"];

/** True when the last refund asked of the provider has neither `refunded` nor `refund_failed` after it. */
export function refundInterrupted(order: Pick<ConsoleOrderFacts, "state" | "events">): boolean {
  if (order.state !== "refunded") return false;
  const last = order.events.findLast((event) =>
    ["refund_requested", "refunded", "refund_failed"].includes(event.type),
  );
  return last?.type === "refund_requested";
}

export function orderActionsAllowed(order: ConsoleOrderFacts): OrderActionsAllowed {
  const cancel = nextState(order.state, "cancelled")
    ? "cancel"
    : nextState(order.state, "refund_requested")
      ? "refund"
      : undefined;
  return {
    startProduction:
      nextState(order.state, "production_started") !== undefined &&
      order.films.some((film) => film.renderState === null),
    cancel,
    retryRefund: refundInterrupted(order),
    resendEmail: order.state === "ready" || order.state === "delivered",
    note: true,
  };
}

export function filmActionsAllowed(order: Pick<ConsoleOrderFacts, "state">, film: ConsoleFilmFacts) {
  const closed = order.state === "cancelled" || order.state === "refunded";
  const finished = film.renderState === "ready" || film.renderState === "failed";
  return {
    rerender: MADE_OR_MAKING.includes(order.state) && finished,
    correct: !closed && film.renderState !== "rendering",
    reissueLink: !closed && film.renderState === "ready" && film.deliveryToken !== null,
  } satisfies FilmActionsAllowed;
}

/** Whether correcting this film makes it again: its render is finished (or failed) already. */
export function correctionRemakes(film: Pick<ConsoleFilmFacts, "renderState">): boolean {
  return film.renderState === "ready" || film.renderState === "failed";
}
