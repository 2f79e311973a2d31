// The films' render columns, one query each: queued, claimed for rendering, progress, recorded
// ready, failed with the reason kept, and the private link. What moves the order with them is the
// use-cases' (start-render.ts, finish-render.ts, the console's change-order.ts).
import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { speechToKeep, type FilmSpeech } from "#domain/film-speech.ts";
import type { Db } from "../db/client.ts";
import { films, photos } from "../db/schema.ts";
import type { FilmRow, OrderRow, PhotoRow } from "../orders/order-loaders.repository.ts";

/** Marks the order's films that have not been queued yet; returns their ids, for one render job each. */
export async function queueFilmRenders(tx: Db, orderId: string): Promise<string[]> {
  const queued = await tx
    .update(films)
    .set({ renderState: "queued", renderProgress: 0, renderError: null })
    .where(and(eq(films.orderId, orderId), isNull(films.renderState)))
    .returning({ id: films.id });
  return queued.map((film) => film.id);
}

/**
 * Puts a finished or failed film back in the queue to be made again; true when it was. Its stored
 * files and private link stay until the new film replaces them, so the family's link keeps
 * playing the film they had.
 */
export async function requeueFilm(tx: Db, filmId: string): Promise<boolean> {
  const requeued = await tx
    .update(films)
    .set({ renderState: "queued", renderProgress: 0, renderAttempts: 0, renderError: null })
    .where(and(eq(films.id, filmId), inArray(films.renderState, ["ready", "failed"])))
    .returning({ id: films.id });
  return requeued.length > 0;
}

export async function findFilm(tx: Db, filmId: string): Promise<FilmRow | undefined> {
  const [film] = await tx.select().from(films).where(eq(films.id, filmId));
  return film;
}

/** Marks a film that is not ready as being rendered, counting the attempt; undefined when it is ready. */
export async function claimFilm(tx: Db, filmId: string): Promise<FilmRow | undefined> {
  const [film] = await tx
    .update(films)
    .set({ renderState: "rendering", renderProgress: 0, renderAttempts: sql`${films.renderAttempts} + 1` })
    .where(and(eq(films.id, filmId), ne(films.renderState, "ready")))
    .returning();
  return film;
}

/** A film's photos in the buyer's order. */
export async function photosOf(tx: Db, filmId: string): Promise<PhotoRow[]> {
  return tx.select().from(photos).where(eq(photos.filmId, filmId)).orderBy(asc(photos.position));
}

export async function saveRenderProgress(db: Db, filmId: string, percent: number): Promise<void> {
  const progress = Math.max(0, Math.min(100, Math.round(percent)));
  await db
    .update(films)
    .set({ renderProgress: progress })
    .where(and(eq(films.id, filmId), eq(films.renderState, "rendering")));
}

export interface RenderedFiles {
  videoKey: string;
  /** None for a film an operator uploaded: its words are not known. */
  captionsKey: string | null;
  videoBytes: number;
  durationMs: number;
  deliveryToken: string;
  /** Who spoke Santa's lines; none for an uploaded film, whose voice is not known. */
  speech?: FilmSpeech;
}

/**
 * Records a film's files and makes it ready, keeping the private link it had; false when it was
 * ready already (another attempt finished first).
 */
export async function saveFinishedFilm(tx: Db, filmId: string, files: RenderedFiles): Promise<boolean> {
  const saved = await tx
    .update(films)
    .set({
      ...files,
      // A film made again (or replaced by an upload) says only who spoke in the new one.
      speech: files.speech ? speechToKeep(files.speech) : null,
      deliveryToken: sql`coalesce(${films.deliveryToken}, ${files.deliveryToken})`,
      renderState: "ready",
      renderProgress: 100,
      renderError: null,
      renderedAt: new Date(),
    })
    .where(and(eq(films.id, filmId), ne(films.renderState, "ready")))
    .returning({ id: films.id });
  return saved.length > 0;
}

/** Takes a film out of "ready" while an operator's upload replaces it. */
export async function markFilmRendering(tx: Db, filmId: string): Promise<void> {
  await tx.update(films).set({ renderState: "rendering" }).where(eq(films.id, filmId));
}

/** Gives a film a new private link: the old one leads nowhere from the commit on. */
export async function replaceDeliveryToken(tx: Db, filmId: string, deliveryToken: string): Promise<void> {
  await tx.update(films).set({ deliveryToken }).where(eq(films.id, filmId));
}

/**
 * Records a failed attempt: back in the queue while pg-boss will retry it, failed for good (the
 * console shows why) once it will not.
 */
export async function failRender(db: Db, filmId: string, reason: string, final: boolean): Promise<void> {
  await db
    .update(films)
    .set({ renderState: final ? "failed" : "queued", renderError: reason.slice(0, 2000) })
    .where(and(eq(films.id, filmId), inArray(films.renderState, ["queued", "rendering"])));
}

/**
 * A film behind its private link, with its order's language and reference: a ready film, or one
 * being made again, whose previous file plays until the new one replaces it.
 */
export async function findReadyFilm(
  db: Db,
  deliveryToken: string,
): Promise<(FilmRow & { order: Pick<OrderRow, "reference" | "language"> }) | undefined> {
  const film = await db.query.films.findFirst({
    where: and(eq(films.deliveryToken, deliveryToken), isNotNull(films.videoKey)),
    with: { order: { columns: { reference: true, language: true } } },
  });
  return film;
}
