// The changes a customer makes to one of their orders: cancel it unpaid, correct a child's details,
// delete its photos. Each takes the account's address: another customer's reference reads as not
// found. Each locks the order, checks its state and writes its event in one transaction, so two
// requests at once cannot both change it.
import { and, eq, inArray } from "drizzle-orm";
import { childColumns } from "../../domain/child-details.ts";
import {
  CORRECTION_DETAILS,
  correctionCheck,
  photoDeletionCheck,
  type Correction,
  type CorrectionField,
} from "../../domain/customer-order.ts";
import type { OrderState } from "../../domain/order-states.ts";
import type { Db } from "../db/client.ts";
import { films, photos } from "../db/schema.ts";
import type { StoredFiles } from "../photos/photos.repository.ts";
import { lockOrder, type OrderRow } from "./order-loaders.ts";
import { recordEvent, transition } from "./order-transition.ts";

export type OrderChange =
  | { outcome: "changed"; order: OrderRow }
  | { outcome: "not_found" }
  /** The order's state does not allow it (any more): paid, or production started, meanwhile. */
  | { outcome: "not_allowed"; state: OrderState };

/** Cancels an order that awaits payment: nothing was paid, so nothing goes back. */
export async function cancelUnpaidOrder(db: Db, email: string, reference: string): Promise<OrderChange> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, { reference }, { owner: email });
    if (!order) return { outcome: "not_found" };
    const moved = await transition(tx, order, "cancelled", { by: "customer" });
    return moved.outcome === "moved" ? { outcome: "changed", order: moved.order } : moved;
  });
}

export type FilmCorrection =
  | { outcome: "corrected"; remake: boolean; changed: CorrectionField[] }
  | { outcome: "not_found" }
  | { outcome: "refused"; reason: "closed" | "window_passed" };

/** The film's columns a correction writes, from the checked form. */
function filmValues(correction: Correction) {
  return childColumns(correction, CORRECTION_DETAILS);
}

/**
 * Changes one film's details when the rules allow it at `now` (the server's clock; tests fix it).
 * The `corrected` event names the fields, never their values, and says whether the film is made again.
 */
export async function correctFilm(
  db: Db,
  email: string,
  {
    reference,
    position,
    correction,
    now,
  }: { reference: string; position: number; correction: Correction; now: Date },
): Promise<FilmCorrection> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, { reference }, { owner: email });
    if (!order) return { outcome: "not_found" };
    const check = correctionCheck(order, now);
    if (!check.allowed) return { outcome: "refused", reason: check.reason };
    const where = and(eq(films.orderId, order.id), eq(films.position, position));
    const [film] = await tx.select().from(films).where(where);
    if (!film) return { outcome: "not_found" };
    const values = filmValues(correction);
    const changed = (Object.keys(values) as (keyof typeof values)[]).filter(
      (field) => values[field] !== film[field],
    );
    if (changed.length === 0) return { outcome: "corrected", remake: false, changed: [] };
    await tx.update(films).set(values).where(where);
    await recordEvent(tx, order.id, {
      type: "corrected",
      data: { film: position, fields: changed, remake: check.remake },
    });
    return { outcome: "corrected", remake: check.remake, changed };
  });
}

export type PhotoDeletion =
  | { outcome: "deleted"; count: number; files: StoredFiles[] }
  | { outcome: "not_found" }
  /** The film is being made from them (paid, in production, ready): they wait for delivery. */
  | { outcome: "not_allowed"; state: OrderState };

/**
 * Deletes the rows of an order's photos and returns their files, for the caller to delete once this
 * has committed: a crash in between leaves files no row points to, never a row without its file.
 * The state is checked again under the order's lock, so production cannot start between the check
 * and the delete. A `photos_deleted` event counts them; with none left, nothing is written.
 */
export async function deleteOrderPhotos(db: Db, email: string, reference: string): Promise<PhotoDeletion> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, { reference }, { owner: email });
    if (!order) return { outcome: "not_found" };
    if (!photoDeletionCheck(order.state).allowed) return { outcome: "not_allowed", state: order.state };
    const orderFilms = tx.select({ id: films.id }).from(films).where(eq(films.orderId, order.id));
    const files = await tx
      .delete(photos)
      .where(inArray(photos.filmId, orderFilms))
      .returning({ storageKey: photos.storageKey, thumbnailKey: photos.thumbnailKey });
    if (files.length > 0) {
      await recordEvent(tx, order.id, { type: "photos_deleted", data: { count: files.length } });
    }
    return { outcome: "deleted", count: files.length, files };
  });
}
