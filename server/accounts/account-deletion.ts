// "Delete my account": one transaction removes the account, its sessions and child profiles, the
// photos of its orders and the personal details of their films, and keeps the minimal order record
// the privacy policy promises for legal and audit purposes (reference, dates, amounts, state).
// The films go too, as retention deletes them: video and captions, and the private link, whose page
// then answers 410 (decision 042), and Santa's voice saying the child's details, each phrase no other
// film names (decision 063). The photo, film and phrase files go after the commit: a crash in between
// leaves files no row points to, never a row without its file. A film paid for and not delivered
// yet holds the deletion back until it has arrived (decision 025): its photos and the child's
// details are what it is made from.
import { waitsForDelivery, type OrderOnItsWay } from "#domain/account-deletion.ts";
import type { Db } from "../db/client.ts";
import { releaseFilmPhrases } from "../films/film-phrases.repository.ts";
import { deleteFilmFiles, type FilmFiles } from "../films/film-storage.ts";
import { deletePhraseFiles } from "../films/phrase-files.ts";
import { transition } from "../orders/order-transition.ts";
import { deletePhotoFiles } from "../photos/photo-files.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import {
  deleteOutboxOfOrders,
  deleteOutboxTo,
  deletePhotosOfFilms,
  deleteUserAndProfiles,
  eraseBuyer,
  eraseFilmDetails,
  eraseFilms,
  ERASED,
  eventsOfOrders,
  filmsOfOrders,
  lockOwnedOrders,
  ordersOnTheirWay,
  setEventData,
} from "./account-deletion.repository.ts";

export { ERASED, ordersOnTheirWay };

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

async function eraseInTransaction(db: Db, user: { id: string; email: string }) {
  return db.transaction(async (tx) => {
    const owned = await lockOwnedOrders(tx, user.email);
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
      const filmRows = await filmsOfOrders(tx, orderIds);
      const filmIds = filmRows.map((film) => film.id);
      phrases = await releaseFilmPhrases(tx, filmIds);
      if (filmIds.length > 0) {
        files = await deletePhotosOfFilms(tx, filmIds);
      }
      const personal = wordsOf(
        [
          user.email,
          ...owned.flatMap((order) => [order.buyerName, order.buyerEmail]),
          ...filmRows.flatMap((film) => [
            film.childName,
            film.namePronunciation,
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
      const events = await eventsOfOrders(tx, orderIds);
      for (const event of events) {
        const data = scrub(event.data, personal) as Record<string, unknown>;
        if (JSON.stringify(data) !== JSON.stringify(event.data)) {
          await setEventData(tx, event.id, data);
        }
      }
      filmFiles = await eraseFilms(tx, filmRows, new Date());
      await eraseFilmDetails(tx, orderIds);
      for (const order of owned) {
        // An unpaid order could no longer be made: it is cancelled rather than left payable.
        await transition(tx, order, "cancelled", { reason: "account_deleted" });
        await eraseBuyer(tx, order.id);
      }
      await deleteOutboxOfOrders(tx, orderIds);
    }
    await deleteOutboxTo(tx, user.email);
    await deleteUserAndProfiles(tx, user.id);
    return { outcome: "deleted" as const, orders: owned.length, files, filmFiles, phrases };
  });
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
