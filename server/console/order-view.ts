// What the console's order page reads: one order with its films, photos and history, every e-mail
// written for it; and the stored files it links to (a photo by its token, a film by its id) for an
// operator, whatever the film's private link.
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { films, orders, outbox, photos } from "../db/schema.ts";
import {
  findOrder,
  type FilmRow,
  type OrderDetail,
  type PhotoRow,
} from "../orders/order-loaders.repository.ts";
import { REFERENCE_PATTERN } from "../orders/reference.ts";

export type OutboxRow = typeof outbox.$inferSelect;

/** An order as the console reads it: the shop's order detail and its e-mails, oldest first. */
export type ConsoleOrderRecord = OrderDetail & { emails: OutboxRow[] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findConsoleOrder(db: Db, reference: string): Promise<ConsoleOrderRecord | undefined> {
  if (!REFERENCE_PATTERN.test(reference)) return undefined;
  const order = await findOrder(db, { reference });
  if (!order) return undefined;
  const emails = await db
    .select()
    .from(outbox)
    .where(eq(outbox.orderId, order.id))
    .orderBy(asc(outbox.createdAt), asc(outbox.id));
  return { ...order, emails };
}

/** A photo that belongs to an order (a staged one is the order form's, not the console's). */
export async function findOrderPhoto(db: Db, token: string): Promise<PhotoRow | undefined> {
  const [photo] = await db
    .select()
    .from(photos)
    .where(and(eq(photos.token, token), isNotNull(photos.filmId)));
  return photo;
}

/** A film by its id, ready or not, linked or not. */
export async function findFilm(db: Db, filmId: string): Promise<FilmRow | undefined> {
  if (!UUID.test(filmId)) return undefined;
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
export async function listOrderPhotos(db: Db, reference: string): Promise<OrderPhotoFile[]> {
  if (!REFERENCE_PATTERN.test(reference)) return [];
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
