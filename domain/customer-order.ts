// One order as its customer sees it in My Orders: the status in their words, the events worth a line
// in its history, and what the rules let them do with it at a given moment (pay, cancel, correct…).
import type { z } from "./zod.ts";
import { filmSchema, ORDER_ERROR_KEYS, type OrderErrorKey } from "./order-schema.ts";
import { childField, childInput, detailsOf } from "./child-details.ts";
import type { RenderState } from "./film-render.ts";
import { nextState, type OrderState } from "./order-states.ts";

/** Corrections are free for this long after payment (DESIGN.md, "Order states"). */
export const CORRECTION_WINDOW_HOURS = 24;

/** How a status badge reads besides its words and colour: an icon per tone. */
export type StatusTone = "waiting" | "working" | "done" | "stopped";

export const STATUS_TONES: Record<OrderState, StatusTone> = {
  awaiting_payment: "waiting",
  paid: "working",
  in_production: "working",
  ready: "done",
  delivered: "done",
  cancelled: "stopped",
  refunded: "stopped",
};

/** The events a customer reads in an order's history; the rest (checkouts started…) are bookkeeping. */
export const TIMELINE_EVENTS = [
  "order_created",
  "paid",
  "cancelled",
  "refunded",
  "corrected",
  "photos_deleted",
] as const;
export type TimelineEvent = (typeof TIMELINE_EVENTS)[number];

export function isTimelineEvent(type: string): type is TimelineEvent {
  return (TIMELINE_EVENTS as readonly string[]).includes(type);
}

/** How a cancellation happens now: an unpaid order is cancelled, a paid one refunded. */
export type Cancellation = "cancel" | "refund";

export function cancellation(state: OrderState): Cancellation | undefined {
  if (nextState(state, "cancelled")) return "cancel";
  if (nextState(state, "refund_requested")) return "refund";
  return undefined;
}

export interface OrderFacts {
  state: OrderState;
  paidAt: Date | null;
}

export function correctionDeadline(paidAt: Date | null): Date | undefined {
  return paidAt ? new Date(paidAt.getTime() + CORRECTION_WINDOW_HOURS * 3_600_000) : undefined;
}

/** Once production has started, a corrected film is made again. */
export function correctionRemakesFilm(state: OrderState): boolean {
  return state === "in_production" || state === "ready" || state === "delivered";
}

export type CorrectionCheck =
  { allowed: true; remake: boolean } | { allowed: false; reason: "closed" | "window_passed" };

/**
 * Whether a child's details may change at `now`: not on a cancelled or refunded order, and not
 * after the window that opens at payment. Before payment nothing has been made, so it may.
 */
export function correctionCheck(order: OrderFacts, now: Date): CorrectionCheck {
  if (order.state === "cancelled" || order.state === "refunded") return { allowed: false, reason: "closed" };
  const deadline = correctionDeadline(order.paidAt);
  if (deadline && now.getTime() > deadline.getTime()) return { allowed: false, reason: "window_passed" };
  return { allowed: true, remake: correctionRemakesFilm(order.state) };
}

export type FilmCorrectionCheck =
  { allowed: true; remake: boolean } | { allowed: false; reason: "closed" | "window_passed" | "rendering" };

/**
 * Whether one film's details may change at `now`: the order's check, and not while that film is
 * being rendered, since its render read the old details and would deliver them (decision 039).
 */
export function filmCorrectionCheck(
  order: OrderFacts,
  film: { renderState: RenderState | null },
  now: Date,
): FilmCorrectionCheck {
  const check = correctionCheck(order, now);
  if (check.allowed && film.renderState === "rendering") return { allowed: false, reason: "rendering" };
  return check;
}

/**
 * Whether the customer may delete an order's photos (the privacy policy promises it): not while the
 * film is being made from them (paid, in production, ready), and before payment only knowing that the
 * film, if paid for later, is made without photos.
 */
export type PhotoDeletionCheck =
  { allowed: true; filmWithoutPhotos: boolean } | { allowed: false; reason: "until_delivery" };

export function photoDeletionCheck(state: OrderState): PhotoDeletionCheck {
  switch (state) {
    case "awaiting_payment":
      return { allowed: true, filmWithoutPhotos: true };
    case "delivered":
    case "cancelled":
    case "refunded":
      return { allowed: true, filmWithoutPhotos: false };
    case "paid":
    case "in_production":
    case "ready":
      return { allowed: false, reason: "until_delivery" };
  }
}

export interface OrderActions {
  pay: boolean;
  cancel: Cancellation | undefined;
  correct: boolean;
  /** A watch and download link for each film whose file exists. */
  watch: boolean;
  /** Only while the order still has photos and the film no longer needs them (or is not paid yet). */
  deletePhotos: boolean;
  /** Always: a new order with the same children, cancelled or not. */
  orderAgain: true;
}

export function orderActions(
  order: OrderFacts & { filmFiles: number; photos: number },
  now: Date,
): OrderActions {
  return {
    pay: nextState(order.state, "paid") !== undefined,
    cancel: cancellation(order.state),
    correct: correctionCheck(order, now).allowed,
    watch: order.filmFiles > 0 && (order.state === "ready" || order.state === "delivered"),
    deletePhotos: order.photos > 0 && photoDeletionCheck(order.state).allowed,
    orderAgain: true,
  };
}

// A correction changes what the film says and shows; the language and the photos stay as paid for.
// How the name is said is one of them (decision 071): the form shows the film's spelling to keep,
// change or clear.
export const correctionSchema = filmSchema.pick({
  childName: true,
  namePronunciation: true,
  age: true,
  achievements: true,
  eyeColour: true,
  hairColour: true,
  wishes: true,
  message: true,
});
export const CORRECTION_DETAILS = detailsOf(correctionSchema);
export type Correction = z.output<typeof correctionSchema>;

export const CORRECTION_FIELDS = [
  "childName",
  "namePronunciation",
  "age",
  "eyeColour",
  "eyeColourOther",
  "hairColour",
  "hairColourOther",
  "achievements",
  "wishes",
  "message",
] as const;
export type CorrectionField = (typeof CORRECTION_FIELDS)[number];

/** The correction form as typed, field by field. */
export type CorrectionDraft = Record<CorrectionField, string>;
export type CorrectionErrors = Partial<Record<CorrectionField, OrderErrorKey>>;

const KNOWN_ERRORS: ReadonlySet<string> = new Set(ORDER_ERROR_KEYS);

/** The draft of a posted form: every field as text, whatever was or was not sent. */
export function correctionDraft(read: (field: CorrectionField) => unknown): CorrectionDraft {
  const entries = CORRECTION_FIELDS.map((field) => {
    const value = read(field);
    return [field, typeof value === "string" ? value : ""] as const;
  });
  return Object.fromEntries(entries) as CorrectionDraft;
}

export function validateCorrection(
  draft: CorrectionDraft,
): { ok: true; correction: Correction } | { ok: false; errors: CorrectionErrors } {
  const result = correctionSchema.safeParse(childInput(draft, CORRECTION_DETAILS));
  if (result.success) return { ok: true, correction: result.data };
  const errors: CorrectionErrors = {};
  for (const issue of result.error.issues) {
    const name = childField(issue.path) as CorrectionField;
    const key = KNOWN_ERRORS.has(issue.message) ? (issue.message as OrderErrorKey) : "order.error.required";
    // The first problem of a field is the one to fix first.
    errors[name] ??= key;
  }
  return { ok: false, errors };
}
