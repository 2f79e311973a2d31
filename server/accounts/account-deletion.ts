// "Delete my account": one transaction removes the account, its sessions and child profiles, the
// photos of its orders and the personal details of their films, and keeps the minimal order record
// the privacy policy promises for legal and audit purposes (reference, dates, amounts, state).
// The films go too, as retention deletes them: video and captions, and the private link, whose page
// then answers 410 (decision 042), and Santa's voice saying the child's details, each phrase no other
// film names (decision 063). The photo, film and phrase files go after the commit: a crash in between
// leaves files no row points to, never a row without its file. A film paid for and not delivered
// yet holds the deletion back until it has arrived (decision 025): its photos and the child's
// details are what it is made from.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { DELIVERED_BEFORE_DELETION, waitsForDelivery, type OrderOnItsWay } from "#domain/account-deletion.ts";
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
import { releaseFilmPhrases } from "../films/film-phrases.repository.ts";
import { deleteFilmFiles, type FilmFiles } from "../films/film-storage.ts";
import { deletePhraseFiles } from "../films/phrase-files.ts";
import { ownedBy } from "../orders/order-ownership.repository.ts";
import { transition } from "../orders/order-transition.ts";
import { deletePhotoFiles } from "../photos/photo-files.ts";
import { deliveryTokenHash } from "../retention/retention.repository.ts";
import type { FileStorage } from "../storage/file-storage.ts";

/** What an erased buyer's name, address or child's name reads as from now on. */
export const ERASED = "[deleted]";

export interface AccountDeletion {
  outcome: "deleted";
  orders: number;
  photos: number;
  /** Photo, film and phrase files that storage could not delete (their rows are gone: nothing points to them). */
  filesLeft: string[];
}

/** Matches a personal text as whole words, so a child called "An" leaves "cancelled" alone. */
function wordsOf(texts: readonly string[]): RegExp | undefined {
  if (texts.length === 0) return undefined;
  const escaped = texts.map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join("|")})(?![\\p{L}\\p{N}])`, "iu");
}

/** Any string in an event's data that holds personal text becomes the marker. */
function scrub(value: unknown, personal: RegExp | undefined): unknown {
  if (!personal) return value;
  if (typeof value === "string") return personal.test(value) ? ERASED : value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, personal));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrub(item, personal)]));
  }
  return value;
}

/** Nothing was deleted: these orders' films are still being made or delivered. */
export interface DeletionHeldBack {
  outcome: "films_on_their_way";
  orders: OrderOnItsWay[];
}

/** The account's paid orders whose films have not arrived yet, oldest first. */
export async function ordersOnTheirWay(db: Db, email: string): Promise<OrderOnItsWay[]> {
  return db
    .select({ reference: orders.reference, state: orders.state })
    .from(orders)
    .where(and(ownedBy(email), inArray(orders.state, [...DELIVERED_BEFORE_DELETION])))
    .orderBy(asc(orders.createdAt));
}

async function eraseInTransaction(db: Db, user: { id: string; email: string }) {
  return db.transaction(async (tx) => {
    const owned = await tx
      .select()
      .from(orders)
      .where(ownedBy(user.email))
      .orderBy(asc(orders.createdAt))
      .for("update");
    // Checked under the lock: an order paid since the screen was shown holds the deletion back too.
    const onTheirWay = owned.filter((order) => waitsForDelivery(order.state));
    if (onTheirWay.length > 0) {
      return {
        outcome: "films_on_their_way" as const,
        orders: onTheirWay.map(({ reference, state }) => ({ reference, state })),
      };
    }
    const orderIds = owned.map((order) => order.id);
    let files: { storageKey: string; thumbnailKey: string }[] = [];
    let filmFiles: FilmFiles[] = [];
    let phrases: string[] = [];
    if (orderIds.length > 0) {
      const filmRows = await tx.select().from(films).where(inArray(films.orderId, orderIds));
      const filmIds = filmRows.map((film) => film.id);
      phrases = await releaseFilmPhrases(tx, filmIds);
      if (filmIds.length > 0) {
        files = await tx
          .delete(photos)
          .where(inArray(photos.filmId, filmIds))
          .returning({ storageKey: photos.storageKey, thumbnailKey: photos.thumbnailKey });
      }
      const personal = wordsOf(
        [
          user.email,
          ...owned.flatMap((order) => [order.buyerName, order.buyerEmail]),
          ...filmRows.flatMap((film) => [
            film.childName,
            film.childEmail,
            film.achievements,
            film.wishes,
            film.message,
            film.eyeColourOther,
            film.hairColourOther,
          ]),
        ]
          .filter((text): text is string => Boolean(text?.trim()))
          .map((text) => text.trim()),
      );
      const events = await tx.select().from(orderEvents).where(inArray(orderEvents.orderId, orderIds));
      for (const event of events) {
        const data = scrub(event.data, personal) as Record<string, unknown>;
        if (JSON.stringify(data) !== JSON.stringify(event.data)) {
          await tx.update(orderEvents).set({ data }).where(eq(orderEvents.id, event.id));
        }
      }
      filmFiles = await eraseFilms(tx, filmRows, new Date());
      await tx
        .update(films)
        .set({
          childName: ERASED,
          achievements: null,
          eyeColourOther: null,
          hairColourOther: null,
          wishes: null,
          message: null,
          childEmail: null,
        })
        .where(inArray(films.orderId, orderIds));
      for (const order of owned) {
        // An unpaid order could no longer be made: it is cancelled rather than left payable.
        await transition(tx, order, "cancelled", { reason: "account_deleted" });
        await tx.update(orders).set({ buyerName: ERASED, buyerEmail: ERASED }).where(eq(orders.id, order.id));
      }
      await tx.delete(outbox).where(inArray(outbox.orderId, orderIds));
    }
    await tx.delete(outbox).where(sql`lower(${outbox.recipient}) = ${user.email.toLowerCase()}`);
    await tx.delete(childProfiles).where(eq(childProfiles.userId, user.id));
    // Sessions and the library's account rows go with it (on delete cascade).
    await tx.delete(users).where(eq(users.id, user.id));
    return { outcome: "deleted" as const, orders: owned.length, files, filmFiles, phrases };
  });
}

/**
 * The films' videos, captions and private links, as retention deletes them: the link is kept only
 * as a hash in `film_erasures`, so its page says the film was deleted (410) rather than never was.
 */
async function eraseFilms(tx: Db, filmRows: (typeof films.$inferSelect)[], now: Date): Promise<FilmFiles[]> {
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

export async function deleteAccount(
  deps: { db: Db; storage: FileStorage },
  user: { id: string; email: string },
): Promise<AccountDeletion | DeletionHeldBack> {
  const erased = await eraseInTransaction(deps.db, user);
  if (erased.outcome === "films_on_their_way") return erased;
  const filesLeft = [
    ...(await deletePhotoFiles(deps.storage, erased.files)),
    ...(await deleteFilmFiles(deps.storage, erased.filmFiles)),
    ...(await deletePhraseFiles(deps.storage, erased.phrases)),
  ];
  return { outcome: "deleted", orders: erased.orders, photos: erased.files.length, filesLeft };
}
