// Shared by the data export's tests: a film as the renderer leaves it (made, with what it kept of the
// voices, or failed with its error), and history rows as payments and production write them.
import { eq } from "drizzle-orm";
import type { FilmSpeech } from "#domain/film-speech.ts";
import type { Db } from "../db/client.ts";
import { films, orderEvents } from "../db/schema.ts";

/** A film made on `renderedAt`, stored at `videoKey`, with the voices that spoke in it. */
export async function aFilmMade(
  db: Db,
  filmId: string,
  made: {
    renderedAt: Date;
    durationMs: number;
    videoKey: string;
    speech: FilmSpeech;
    captionsKey?: string;
    deliveryToken?: string;
  },
): Promise<void> {
  await db
    .update(films)
    .set({ renderState: "ready", renderAttempts: 1, videoBytes: 41_000_000, ...made })
    .where(eq(films.id, filmId));
}

/** A film whose last render failed with `renderError`. */
export async function aFailedRender(db: Db, filmId: string, renderError: string): Promise<void> {
  await db
    .update(films)
    .set({ renderState: "failed", renderAttempts: 3, renderError })
    .where(eq(films.id, filmId));
}

/** History rows of an order, written after its others. */
export async function eventsOn(
  db: Db,
  orderId: string,
  events: readonly { type: string; data: Record<string, unknown> }[],
): Promise<void> {
  await db.insert(orderEvents).values(events.map((event) => ({ orderId, ...event })));
}
