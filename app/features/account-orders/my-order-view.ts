// My Orders as the browser receives it: each order as the tab shows it, and the answer to an action.
import type {
  Cancellation,
  CorrectionDraft,
  CorrectionErrors,
  OrderActions,
  TimelineEvent,
} from "#domain/customer-order.ts";
import type { Language } from "#domain/language.ts";
import type { FilmProgress } from "#domain/film-render.ts";
import type { OrderState } from "#domain/order-states.ts";

export interface MyOrderFilm {
  position: number;
  childName: string;
  language: Language;
  photos: number;
  /** What the correction form starts from. */
  details: CorrectionDraft;
  /** Where the film is on its way, and its private page once it is ready. */
  progress: FilmProgress;
  /** The film's file, to download, once it is ready. */
  downloadUrl: string | null;
}

export interface MyOrderEvent {
  type: TimelineEvent;
  at: string;
  /** The corrected film's child, by its current name. */
  childName: string | null;
  remake: boolean;
  amountCents: number | null;
  /** How many photos a `photos_deleted` event deleted. */
  count: number | null;
}

export interface MyOrder {
  reference: string;
  placedAt: string;
  state: OrderState;
  totalCents: number;
  films: MyOrderFilm[];
  /** The photos the order still holds, all films together. */
  photos: number;
  timeline: MyOrderEvent[];
  actions: Omit<OrderActions, "cancel"> & { cancel: Cancellation | null };
  /** When corrections close (paid orders); past dates too, so the page can say the window ended. */
  correctionDeadline: string | null;
  /** Once production started, a correction makes the film again. */
  correctionRemakes: boolean;
  /** The renderer's progress in percent over the order's films while any is being made. */
  progress: number | null;
}

export type OrderActionError =
  | "not_found"
  | "not_allowed"
  | "window_passed"
  /** The film is being rendered from the details it had: they can change once it is made. */
  | "film_rendering"
  | "refund_failed"
  | "pay_failed"
  /** The film is being made from the photos: they can be deleted after delivery. */
  | "photos_in_use";

export type OrderActionResult =
  | {
      intent: "order.cancel";
      reference: string;
      outcome: "confirm";
      cancellation: Cancellation;
      totalCents: number;
    }
  | { intent: "order.cancel"; reference: string; outcome: "cancelled" | "refunded" | "refund_pending" }
  | {
      intent: "order.correct";
      reference: string;
      film: number;
      outcome: "invalid";
      values: CorrectionDraft;
      errors: CorrectionErrors;
    }
  | {
      intent: "order.correct";
      reference: string;
      film: number;
      outcome: "corrected";
      childName: string;
      remake: boolean;
    }
  | {
      intent: "order.deletePhotos";
      reference: string;
      outcome: "confirm";
      photos: number;
      /** Unpaid: if it is paid later, the film is made without photos. */
      filmWithoutPhotos: boolean;
    }
  | { intent: "order.deletePhotos"; reference: string; outcome: "photos_deleted"; count: number }
  | { intent: string; reference: string; outcome: "error"; error: OrderActionError };
