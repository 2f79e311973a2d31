// An order as the console's detail page shows it, serialisable for the page: the order detail
// screen builds it in its loader; the actions and the upload form read the parts they need.
import type { ChildColumns } from "#domain/child-details.ts";
import type { RenderState } from "#domain/film-render.ts";
import type { FilmSpeech } from "#domain/film-speech.ts";
import type { Language } from "#domain/language.ts";
import type { OrderState } from "#domain/order-states.ts";

export interface ConsolePhoto {
  /** The photo's random handle: /console/photos/<token> is the full-size file. */
  token: string;
  position: number;
  width: number;
  height: number;
  bytes: number;
}

export interface ConsoleFilm {
  /** The film row's id: /console/films/<id>/video.mp4 plays it whatever its private link. */
  id: string;
  position: number;
  language: Language;
  /** Every detail the buyer gave, as stored (the child's name, age, colours, wishes…). */
  child: ChildColumns;
  renderState: RenderState | null;
  renderProgress: number;
  renderAttempts: number;
  /** Why the last render failed, for the operator only. */
  renderError: string | null;
  /** Who spoke Santa's lines in the rendered film; null when that is not known. */
  speech: FilmSpeech | null;
  /** A finished film file is stored (rendered or uploaded). */
  hasVideo: boolean;
  videoBytes: number | null;
  durationMs: number | null;
  renderedAt: string | null;
  /** The film's private link's token, while it has one. */
  deliveryToken: string | null;
  photos: ConsolePhoto[];
}

export interface ConsoleEvent {
  id: number;
  type: string;
  data: Record<string, unknown>;
  createdAt: string;
}

export interface ConsoleEmail {
  id: string;
  kind: string;
  recipient: string;
  language: Language;
  createdAt: string;
  sentAt: string | null;
  attempts: number;
  lastError: string | null;
}

export interface ConsoleOrder {
  id: string;
  reference: string;
  state: OrderState;
  buyerName: string;
  buyerEmail: string;
  language: Language;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  currency: string;
  paymentProvider: string | null;
  createdAt: string;
  paidAt: string | null;
  films: ConsoleFilm[];
  /** The order's history, oldest first. */
  events: ConsoleEvent[];
  /** Every e-mail written for the order, oldest first, sent or not. */
  emails: ConsoleEmail[];
}
