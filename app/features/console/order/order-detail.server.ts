// The order page's loader on the server: the order behind a reference turned into the console's view.
import { FILM_DETAILS, pickColumns, type StoredDetail } from "#domain/child-details.ts";
import { readFilmSpeech } from "#domain/film-speech.ts";
import {
  findConsoleOrder,
  type ConsoleOrderRecord,
  type FilmWithPhotos,
} from "#server/console/order-view.ts";
import type { Services } from "#server/services.ts";
import type { ConsoleFilm, ConsoleOrder } from "../console-order.ts";

const STORED_DETAILS = FILM_DETAILS.filter((detail): detail is StoredDetail => detail !== "photoIds");

const iso = (date: Date | null) => date?.toISOString() ?? null;

function consoleFilm(film: FilmWithPhotos): ConsoleFilm {
  return {
    id: film.id,
    position: film.position,
    language: film.language,
    child: pickColumns(film, STORED_DETAILS),
    renderState: film.renderState,
    renderProgress: film.renderProgress,
    renderAttempts: film.renderAttempts,
    renderError: film.renderError,
    speech: readFilmSpeech(film.speech),
    hasVideo: film.videoKey !== null,
    videoBytes: film.videoBytes,
    durationMs: film.durationMs,
    renderedAt: iso(film.renderedAt),
    deliveryToken: film.deliveryToken,
    photos: film.photos.map((photo) => ({
      token: photo.token,
      // Photos of an order are claimed: their position is set (a check of the table holds it).
      position: photo.position ?? 0,
      width: photo.width,
      height: photo.height,
      bytes: photo.bytes,
    })),
  };
}

export function consoleOrder(order: ConsoleOrderRecord): ConsoleOrder {
  return {
    id: order.id,
    reference: order.reference,
    state: order.state,
    buyerName: order.buyerName,
    buyerEmail: order.buyerEmail,
    language: order.language,
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    totalCents: order.totalCents,
    currency: order.currency,
    paymentProvider: order.paymentProvider,
    createdAt: order.createdAt.toISOString(),
    paidAt: iso(order.paidAt),
    films: order.films.map(consoleFilm),
    events: order.events.map((event) => ({
      id: event.id,
      type: event.type,
      data: event.data,
      createdAt: event.createdAt.toISOString(),
    })),
    emails: order.emails.map((email) => ({
      id: email.id,
      kind: email.kind,
      recipient: email.recipient,
      language: email.language,
      createdAt: email.createdAt.toISOString(),
      sentAt: iso(email.sentAt),
      attempts: email.attempts,
      lastError: email.lastError,
    })),
  };
}

/** The console's view of the order behind `reference`, or undefined when there is none. */
export async function loadConsoleOrder(
  shop: Pick<Services, "db">,
  reference: string,
): Promise<ConsoleOrder | undefined> {
  const order = await findConsoleOrder(shop.db, reference);
  return order && consoleOrder(order);
}
