// The queries of deleting an account (account-deletion.ts): its orders read under lock, their
// photos, films, history and e-mails erased, its profiles and the account's row deleted.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { DELIVERED_BEFORE_DELETION, type OrderOnItsWay } from "#domain/account-deletion.ts";
import type { Db } from "../db/client.ts";
import {
  childProfiles,
  filmErasures,
  films,
  orderEvents,
  orders,
  outbox,
  photos,
  users,
} from "../db/schema.ts";
import type { FilmFiles } from "../films/film-storage.ts";
import type { FilmRow, OrderEventRow, OrderRow } from "../orders/order-loaders.repository.ts";
import { ownedBy } from "../orders/order-ownership.repository.ts";
import { deliveryTokenHash } from "../retention/retention.repository.ts";

/** What an erased buyer's name, address or child's name reads as from now on. */
export const ERASED = "[deleted]";

/** The account's paid orders whose films have not arrived yet, oldest first. */
export async function ordersOnTheirWay(db: Db, email: string): Promise<OrderOnItsWay[]> {
  return db
    .select({ reference: orders.reference, state: orders.state })
    .from(orders)
    .where(and(ownedBy(email), inArray(orders.state, [...DELIVERED_BEFORE_DELETION])))
    .orderBy(asc(orders.createdAt));
}

/** Every order placed with the address, oldest first, locked until the transaction ends. */
export async function lockOwnedOrders(tx: Db, email: string): Promise<OrderRow[]> {
  return tx.select().from(orders).where(ownedBy(email)).orderBy(asc(orders.createdAt)).for("update");
}

export async function filmsOfOrders(tx: Db, orderIds: string[]): Promise<FilmRow[]> {
  return tx.select().from(films).where(inArray(films.orderId, orderIds));
}

/** Deletes the films' photos' rows and answers their files. */
export async function deletePhotosOfFilms(
  tx: Db,
  filmIds: string[],
): Promise<{ storageKey: string; thumbnailKey: string }[]> {
  return tx
    .delete(photos)
    .where(inArray(photos.filmId, filmIds))
    .returning({ storageKey: photos.storageKey, thumbnailKey: photos.thumbnailKey });
}

export async function eventsOfOrders(tx: Db, orderIds: string[]): Promise<OrderEventRow[]> {
  return tx.select().from(orderEvents).where(inArray(orderEvents.orderId, orderIds));
}

export async function setEventData(tx: Db, eventId: number, data: Record<string, unknown>): Promise<void> {
  await tx.update(orderEvents).set({ data }).where(eq(orderEvents.id, eventId));
}

/**
 * The films' videos, captions and private links, as retention deletes them: the link is kept only
 * as a hash in `film_erasures`, so its page says the film was deleted (410) rather than never was.
 */
export async function eraseFilms(tx: Db, filmRows: FilmRow[], now: Date): Promise<FilmFiles[]> {
  const made = filmRows.filter((film) => film.videoKey || film.captionsKey || film.deliveryToken);
  if (made.length === 0) return [];
  for (const film of made) {
    const erased = {
      filmDeletedAt: now,
      detailsDeletedAt: now,
      deliveryTokenHash: film.deliveryToken ? deliveryTokenHash(film.deliveryToken) : null,
    };
    await tx
      .insert(filmErasures)
      .values({ filmId: film.id, ...erased })
      .onConflictDoUpdate({ target: filmErasures.filmId, set: erased });
  }
  await tx
    .update(films)
    .set({ videoKey: null, captionsKey: null, videoBytes: null, deliveryToken: null })
    .where(
      inArray(
        films.id,
        made.map((film) => film.id),
      ),
    );
  return made.map(({ videoKey, captionsKey }) => ({ videoKey, captionsKey }));
}

/** The films' child's details, erased; the rows stay with the order. */
export async function eraseFilmDetails(tx: Db, orderIds: string[]): Promise<void> {
  await tx
    .update(films)
    .set({
      childName: ERASED,
      namePronunciation: null,
      achievements: null,
      eyeColourOther: null,
      hairColourOther: null,
      wishes: null,
      message: null,
      childEmail: null,
    })
    .where(inArray(films.orderId, orderIds));
}

export async function eraseBuyer(tx: Db, orderId: string): Promise<void> {
  await tx.update(orders).set({ buyerName: ERASED, buyerEmail: ERASED }).where(eq(orders.id, orderId));
}

export async function deleteOutboxOfOrders(tx: Db, orderIds: string[]): Promise<void> {
  await tx.delete(outbox).where(inArray(outbox.orderId, orderIds));
}

/** Every e-mail still to the address (in any case), whatever order it is of. */
export async function deleteOutboxTo(tx: Db, email: string): Promise<void> {
  await tx.delete(outbox).where(sql`lower(${outbox.recipient}) = ${email.toLowerCase()}`);
}

/** The account's child profiles, then its row (its sessions and the library's rows go with it, on delete cascade). */
export async function deleteUserAndProfiles(tx: Db, userId: string): Promise<void> {
  await tx.delete(childProfiles).where(eq(childProfiles.userId, userId));
  await tx.delete(users).where(eq(users.id, userId));
}
