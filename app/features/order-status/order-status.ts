// What the order page shows of one order: the view its loader sends to the browser.
import type { Language } from "#domain/language.ts";
import type { FilmProgress } from "#domain/film-render.ts";
import type { OrderState } from "#domain/order-states.ts";
import type { RejectedPaymentReason } from "#domain/order-events.ts";

export interface OrderStatus {
  order: {
    reference: string;
    state: OrderState;
    language: Language;
    buyerEmail: string;
    subtotalCents: number;
    discountCents: number;
    totalCents: number;
  };
  films: {
    position: number;
    childName: string;
    age: number;
    language: Language;
    photos: number;
    progress: FilmProgress;
  }[];
  ordersEmail: string;
  payment: {
    /** A bank payment is on its way: no "Pay now" meanwhile (decision 023). */
    pending: boolean;
    /** The latest payment the shop did not take and is returning, while it is news. */
    rejected?: RejectedPaymentReason | undefined;
  };
}
