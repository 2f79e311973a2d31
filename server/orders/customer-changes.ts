// The changes a customer makes to one of their orders: cancel it unpaid, delete its photos (a child's
// correction is film-correction.ts's, shared with the console). Each takes the account's address:
// another customer's reference reads as not found. Each locks the order, checks its state and writes its event in one transaction, so two
// requests at once cannot both change it.
import { photoDeletionCheck } from "#domain/customer-order.ts";
import type { OrderState } from "#domain/order-states.ts";
import type { Db } from "../db/client.ts";
import type { StoredFiles } from "../photos/photos.repository.ts";
import { deletePhotosOfOrder } from "./customer-changes.repository.ts";
import { lockOrder, type OrderRow } from "./order-loaders.repository.ts";
import { transition } from "./order-transition.ts";
import { recordEvent } from "./order-events.repository.ts";

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
    const files = await deletePhotosOfOrder(tx, order.id);
    if (files.length > 0) {
      await recordEvent(tx, order.id, { type: "photos_deleted", data: { count: files.length } });
    }
    return { outcome: "deleted", count: files.length, files };
  });
}
