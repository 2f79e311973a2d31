// What the console's order page reads: one order with its films, photos and history, every e-mail
// written for it; and the stored files it links to (a photo by its token, a film by its id) for an
// operator, whatever the film's private link.
import type { Db } from "../db/client.ts";
import {
  findOrder,
  type FilmRow,
  type FilmWithPhotos,
  type OrderDetail,
} from "../orders/order-loaders.repository.ts";
import { REFERENCE_PATTERN } from "../orders/reference.ts";
import {
  emailsOfOrder,
  findFilmById,
  findOrderPhoto,
  photosOfOrder,
  type OrderPhotoFile,
  type OutboxRow,
} from "./order-view.repository.ts";

export type { FilmWithPhotos, OrderPhotoFile, OutboxRow };
export { findOrderPhoto };

/** An order as the console reads it: the shop's order detail and its e-mails, oldest first. */
export type ConsoleOrderRecord = OrderDetail & { emails: OutboxRow[] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findConsoleOrder(db: Db, reference: string): Promise<ConsoleOrderRecord | undefined> {
  if (!REFERENCE_PATTERN.test(reference)) return undefined;
  const order = await findOrder(db, { reference });
  if (!order) return undefined;
  return { ...order, emails: await emailsOfOrder(db, order.id) };
}

/** A film by its id, ready or not, linked or not. */
export async function findFilm(db: Db, filmId: string): Promise<FilmRow | undefined> {
  if (!UUID.test(filmId)) return undefined;
  return findFilmById(db, filmId);
}

/** Every photo of the order behind `reference`, film by film, each in the buyer's order. */
export async function listOrderPhotos(db: Db, reference: string): Promise<OrderPhotoFile[]> {
  if (!REFERENCE_PATTERN.test(reference)) return [];
  return photosOfOrder(db, reference);
}
