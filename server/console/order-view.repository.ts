// The queries of the console's order page: an order's e-mails, and the stored files it links to.
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { films, orders, outbox, photos } from "../db/schema.ts";
import type { FilmRow, PhotoRow } from "../orders/order-loaders.repository.ts";

export type OutboxRow = typeof outbox.$inferSelect;

/** Every e-mail written for the order, oldest first. */
export async function emailsOfOrder(db: Db, orderId: string): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(eq(outbox.orderId, orderId))
    .orderBy(asc(outbox.createdAt), asc(outbox.id));
}

/** A photo that belongs to an order (a staged one is the order form's, not the console's). */
export async function findOrderPhoto(db: Db, token: string): Promise<PhotoRow | undefined> {
  const [photo] = await db
    .select()
    .from(photos)
    .where(and(eq(photos.token, token), isNotNull(photos.filmId)));
  return photo;
}

export async function findFilmById(db: Db, filmId: string): Promise<FilmRow | undefined> {
  const [film] = await db.select().from(films).where(eq(films.id, filmId));
  return film;
}

export interface OrderPhotoFile {
  filmPosition: number;
  childName: string;
  photoPosition: number;
  storageKey: string;
}

/** Every photo of the order behind `reference`, film by film, each in the buyer's order. */
export async function photosOfOrder(db: Db, reference: string): Promise<OrderPhotoFile[]> {
  const rows = await db
    .select({
      filmPosition: films.position,
      childName: films.childName,
      photoPosition: photos.position,
      storageKey: photos.storageKey,
    })
    .from(photos)
    .innerJoin(films, eq(photos.filmId, films.id))
    .innerJoin(orders, eq(films.orderId, orders.id))
    .where(eq(orders.reference, reference))
    .orderBy(asc(films.position), asc(photos.position), asc(photos.id));
  return rows.map((row) => ({ ...row, photoPosition: row.photoPosition ?? 0 }));
}
