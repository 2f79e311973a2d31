// The privacy policy's deletions after delivery, as row changes: one batch of orders in the sweep's transaction,
// answering the storage keys to delete once it has committed. Rows go first, as everywhere photos
// are deleted (decision 011): a crash in between leaves files nothing points to, never a row that
// names a file that is gone. The order's state, amounts, buyer and history stay.
import { createHash } from "node:crypto";
import { and, desc, eq, inArray, isNotNull, isNull, max, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { releaseFilmPhrases } from "../films/film-phrases.repository.ts";
import type { FilmFiles } from "../films/film-storage.ts";
import { filmErasures, films, orderEvents, orders, photos, retentionRuns } from "../db/schema.ts";
import { recordEvent } from "../orders/order-events.repository.ts";
import type { StoredFiles } from "../photos/photos.repository.ts";

/** The film page recognises a deleted film's link by this, without keeping the link. */
export function deliveryTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

type Step = "details" | "film";

/**
 * Delivered orders, last delivered before `before`, with a film that `step` has not emptied yet,
 * locked (skipping any an operator holds: the next run takes them). A film is emptied of its video
 * only after its details, so the film step looks at films whose details are gone.
 */
async function lockDueOrders(tx: Db, step: Step, before: Date, limit: number): Promise<string[]> {
  const lastDelivered = sql`(select max(${orderEvents.createdAt}) from ${orderEvents}
    where ${orderEvents.orderId} = ${orders.id} and ${orderEvents.type} = 'delivered')`;
  const pending =
    step === "details"
      ? sql`${filmErasures.detailsDeletedAt} is null`
      : sql`${filmErasures.detailsDeletedAt} is not null and ${filmErasures.filmDeletedAt} is null`;
  const due = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.state, "delivered"),
        sql`${lastDelivered} < ${before.toISOString()}`,
        sql`exists (select 1 from ${films} left join ${filmErasures} on ${filmErasures.filmId} = ${films.id}
          where ${films.orderId} = ${orders.id} and ${pending})`,
      ),
    )
    .orderBy(orders.id)
    .limit(limit)
    .for("update", { skipLocked: true });
  return due.map((order) => order.id);
}

export interface DetailsDeletion {
  films: number;
  photos: StoredFiles[];
  /** Santa's phrases said from these details that no film names any more: their files are to go. */
  phrases: string[];
}

/**
 * Deletes the photos and the child's details (achievements, wishes, message, the child's e-mail,
 * the colours' own words, how the name is said) of up to `limit` orders' films, and releases the phrases Santa said from
 * them, the name's included: no film is made from these details again. The name and age stay
 * while the film, which says the name, is kept.
 */
export async function deleteDueDetails(
  tx: Db,
  before: Date,
  now: Date,
  limit: number,
): Promise<DetailsDeletion> {
  const orderIds = await lockDueOrders(tx, "details", before, limit);
  if (orderIds.length === 0) return { films: 0, photos: [], phrases: [] };
  const due = await tx
    .select({ id: films.id, orderId: films.orderId })
    .from(films)
    .leftJoin(filmErasures, eq(filmErasures.filmId, films.id))
    .where(and(inArray(films.orderId, orderIds), isNull(filmErasures.detailsDeletedAt)));
  const filmIds = due.map((film) => film.id);
  const deletedPhotos = await tx
    .delete(photos)
    .where(inArray(photos.filmId, filmIds))
    .returning({ filmId: photos.filmId, storageKey: photos.storageKey, thumbnailKey: photos.thumbnailKey });
  const phrases = await releaseFilmPhrases(tx, filmIds);
  await tx
    .update(films)
    .set({
      namePronunciation: null,
      achievements: null,
      wishes: null,
      message: null,
      childEmail: null,
      eyeColourOther: null,
      hairColourOther: null,
    })
    .where(inArray(films.id, filmIds));
  await tx
    .insert(filmErasures)
    .values(filmIds.map((filmId) => ({ filmId, detailsDeletedAt: now })))
    .onConflictDoUpdate({ target: filmErasures.filmId, set: { detailsDeletedAt: now } });
  for (const orderId of orderIds) {
    const orderFilms = new Set(due.filter((film) => film.orderId === orderId).map((film) => film.id));
    const photoCount = deletedPhotos.filter((photo) => photo.filmId && orderFilms.has(photo.filmId)).length;
    await recordEvent(tx, orderId, {
      type: "retention_details_deleted",
      data: { films: orderFilms.size, photos: photoCount },
    });
  }
  return {
    films: filmIds.length,
    photos: deletedPhotos.map(({ storageKey, thumbnailKey }) => ({ storageKey, thumbnailKey })),
    phrases,
  };
}

/**
 * Deletes the film itself of up to `limit` orders' films: its video and captions keys and its
 * private link (kept only as a hash, for the film page to say what happened). The child's name
 * shrinks to its initial, so the order's history still tells siblings apart; the age stays.
 */
export async function deleteDueFilms(tx: Db, before: Date, now: Date, limit: number): Promise<FilmFiles[]> {
  const orderIds = await lockDueOrders(tx, "film", before, limit);
  if (orderIds.length === 0) return [];
  const due = await tx
    .select({
      id: films.id,
      orderId: films.orderId,
      videoKey: films.videoKey,
      captionsKey: films.captionsKey,
      deliveryToken: films.deliveryToken,
    })
    .from(films)
    .innerJoin(filmErasures, eq(filmErasures.filmId, films.id))
    .where(
      and(
        inArray(films.orderId, orderIds),
        isNotNull(filmErasures.detailsDeletedAt),
        isNull(filmErasures.filmDeletedAt),
      ),
    );
  await tx
    .update(films)
    .set({
      videoKey: null,
      captionsKey: null,
      videoBytes: null,
      deliveryToken: null,
      childName: sql`left(${films.childName}, 1) || '.'`,
    })
    .where(
      inArray(
        films.id,
        due.map((film) => film.id),
      ),
    );
  for (const film of due) {
    await tx
      .update(filmErasures)
      .set({
        filmDeletedAt: now,
        deliveryTokenHash: film.deliveryToken ? deliveryTokenHash(film.deliveryToken) : null,
      })
      .where(eq(filmErasures.filmId, film.id));
  }
  for (const orderId of orderIds) {
    const count = due.filter((film) => film.orderId === orderId).length;
    await recordEvent(tx, orderId, { type: "retention_film_deleted", data: { films: count } });
  }
  return due.map(({ videoKey, captionsKey }) => ({ videoKey, captionsKey }));
}

/** When a film behind this private link was deleted, or undefined for a link that never was one. */
export async function findDeletedFilm(db: Db, deliveryToken: string): Promise<Date | undefined> {
  const [found] = await db
    .select({ deletedAt: filmErasures.filmDeletedAt })
    .from(filmErasures)
    .where(eq(filmErasures.deliveryTokenHash, deliveryTokenHash(deliveryToken)));
  return found?.deletedAt ?? undefined;
}

export interface RunCounts {
  photosDeleted: number;
  detailsDeleted: number;
  filmsDeleted: number;
  filesLeft: number;
}

export type RetentionRunRow = typeof retentionRuns.$inferSelect;

export async function startRun(db: Db, startedAt: Date): Promise<string> {
  const [run] = await db.insert(retentionRuns).values({ startedAt }).returning({ id: retentionRuns.id });
  if (!run) throw new Error("The retention run was not recorded");
  return run.id;
}

/** Records the counts so far; with `finishedAt`, the run's end. */
export async function saveRun(db: Db, id: string, counts: RunCounts, finishedAt?: Date): Promise<void> {
  await db
    .update(retentionRuns)
    .set({ ...counts, ...(finishedAt && { finishedAt }) })
    .where(eq(retentionRuns.id, id));
}

export async function latestRuns(db: Db, limit: number): Promise<RetentionRunRow[]> {
  return db.select().from(retentionRuns).orderBy(desc(retentionRuns.startedAt)).limit(limit);
}

/** When the order's last `delivered` event was written; undefined before its delivery. */
export async function lastDeliveredAt(db: Db, orderId: string): Promise<Date | string | undefined> {
  const [row] = await db
    .select({ at: max(orderEvents.createdAt) })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, "delivered")));
  return row?.at ?? undefined;
}
