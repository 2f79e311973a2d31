// The renderer's writes on films, each in one transaction with the order's state: queued when the
// order is paid, rendering (the order in production), progress, ready (the order ready and its
// delivery e-mails in the outbox once every film is), or failed with the reason kept.
import { and, asc, count, eq, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { speechToKeep, type FilmSpeech } from "../../domain/film-speech.ts";
import type { Db } from "../db/client.ts";
import { films, orderEvents, outbox, photos } from "../db/schema.ts";
import type { OutboxMessage } from "../orders/orders.repository.ts";
import { lockOrder, type FilmRow, type OrderRow, type PhotoRow } from "../orders/order-loaders.ts";
import { transition } from "../orders/order-transition.ts";
import type { FilmFiles } from "./film-storage.ts";

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

/** What one render needs: the film, its photos in the buyer's order, and its order. */
export interface FilmToRender {
  film: FilmRow;
  photos: PhotoRow[];
  order: OrderRow;
}

/**
 * Claims a queued (or interrupted) film for rendering: the order moves into production with its
 * first film. Undefined when there is nothing to do: the film is ready already, or gone.
 */
export async function startRender(db: Db, filmId: string): Promise<FilmToRender | undefined> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ orderId: films.orderId }).from(films).where(eq(films.id, filmId));
    if (!found) return undefined;
    let order = await lockOrder(tx, { id: found.orderId });
    if (!order) return undefined;
    if (order.state === "paid") {
      const moved = await transition(tx, order, "production_started", {});
      if (moved.outcome === "moved") order = moved.order;
    }
    if (order.state !== "in_production") return undefined;
    const [film] = await tx
      .update(films)
      .set({ renderState: "rendering", renderProgress: 0, renderAttempts: sql`${films.renderAttempts} + 1` })
      .where(and(eq(films.id, filmId), ne(films.renderState, "ready")))
      .returning();
    if (!film) return undefined;
    const filmPhotos = await tx
      .select()
      .from(photos)
      .where(eq(photos.filmId, filmId))
      .orderBy(asc(photos.position));
    return { film, photos: filmPhotos, order };
  });
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

export type RenderFinish =
  /**
   * `orderReady`: this was the order's last film; its delivery e-mails are in the outbox.
   * `replaced`: the files of the film made before this one (a re-render), now unused.
   */
  | { outcome: "saved"; orderReady: boolean; replaced?: FilmFiles }
  /** Another attempt finished first: these files are not used and can go. */
  | { outcome: "already_ready" };

/**
 * Records a finished film. When it is the order's last, the order becomes ready and its delivery
 * e-mails are written in the same transaction: none is lost or doubled. A film made again keeps
 * the private link it had; `deliveryEmails` is told which round of delivery this is (1 for the
 * first, 2 after the order was made again once…), for e-mails that are new each round.
 */
export async function finishRender(
  db: Db,
  filmId: string,
  files: RenderedFiles,
  deliveryEmails: (order: OrderRow, films: FilmRow[], round: number) => OutboxMessage[],
): Promise<RenderFinish> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ orderId: films.orderId }).from(films).where(eq(films.id, filmId));
    const order = found && (await lockOrder(tx, { id: found.orderId }));
    if (!order) throw new Error(`Film ${filmId} has no order`);
    const [before] = await tx
      .select({ videoKey: films.videoKey, captionsKey: films.captionsKey })
      .from(films)
      .where(eq(films.id, filmId));
    const [film] = await tx
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
    if (!film) return { outcome: "already_ready" };
    const replaced = before?.videoKey || before?.captionsKey ? { replaced: before } : {};
    const orderFilms = await tx
      .select()
      .from(films)
      .where(eq(films.orderId, order.id))
      .orderBy(asc(films.position));
    if (orderFilms.some((other) => other.renderState !== "ready"))
      return { outcome: "saved", orderReady: false, ...replaced };
    const [earlier] = await tx
      .select({ n: count() })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.type, "film_ready")));
    const moved = await transition(tx, order, "film_ready", {});
    if (moved.outcome !== "moved") return { outcome: "saved", orderReady: false, ...replaced };
    const messages = deliveryEmails(moved.order, orderFilms, (earlier?.n ?? 0) + 1);
    if (messages.length > 0)
      await tx.insert(outbox).values(messages).onConflictDoNothing({ target: outbox.dedupeKey });
    return { outcome: "saved", orderReady: true, ...replaced };
  });
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
