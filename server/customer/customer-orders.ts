// What a signed-in customer does with their own orders (My Orders): pay, cancel or have the money
// back, correct a child's details, delete the photos. Every call names the account's address, so
// another customer's reference reads as not found. The first press of a costly action answers
// "confirm"; only the confirming press acts. Paying and refunding are payments/, the rest orders/:
// the customer's use-cases sit above both, so neither of them imports the other.
import {
  cancellation,
  photoDeletionCheck,
  type Cancellation,
  type Correction,
} from "#domain/customer-order.ts";
import type { Db } from "../db/client.ts";
import { cancelUnpaidOrder, deleteOrderPhotos } from "../orders/customer-changes.ts";
import { correctFilm, type CorrectionDeps } from "../orders/film-correction.ts";
import { findOrder, listOrders, type OrderDetail } from "../orders/order-loaders.repository.ts";
import type { OrderViewer } from "../orders/order-visibility.repository.ts";
import { payOrder, type CheckoutDeps } from "../payments/checkout.ts";
import { refundOrder, type RefundDeps } from "../payments/refunds.ts";
import { deletePhotoFiles } from "../photos/photo-files.ts";
import type { FileStorage } from "../storage/file-storage.ts";

/** What My Orders shows of an order, for the page's view types. */
export type { OrderDetail };

export type Refusal = "not_found" | "not_allowed";

export async function listCustomerOrders(deps: { db: Db }, viewer: OrderViewer): Promise<OrderDetail[]> {
  return listOrders(deps.db, viewer);
}

export type PayAnswer = { outcome: "redirect"; url: string } | { outcome: Refusal | "pay_failed" };

export async function payCustomerOrder(
  deps: { db: Db; checkout: CheckoutDeps },
  viewer: OrderViewer,
  reference: string,
): Promise<PayAnswer> {
  const order = await findOrder(deps.db, { reference }, { viewer });
  if (!order) return { outcome: "not_found" };
  const result = await payOrder(deps.checkout, order.accessToken);
  if (result.outcome === "redirect") return result;
  return { outcome: result.outcome === "provider_failed" ? "pay_failed" : "not_allowed" };
}

export type CancelAnswer =
  | { outcome: "confirm"; cancellation: Cancellation; totalCents: number }
  | { outcome: "cancelled" | "refunded" | "refund_pending" }
  | { outcome: Refusal | "refund_failed" };

/** An unpaid order is cancelled; a paid one, before production, is refunded. */
export async function cancelCustomerOrder(
  deps: RefundDeps,
  viewer: OrderViewer,
  reference: string,
  confirmed: boolean,
): Promise<CancelAnswer> {
  // Only an order My Orders shows: an unpaid one placed by someone else is theirs to cancel, not ours.
  const order = await findOrder(deps.db, { reference }, { viewer });
  if (!order) return { outcome: "not_found" };
  const how = cancellation(order.state);
  if (!how) return { outcome: "not_allowed" };
  if (!confirmed) return { outcome: "confirm", cancellation: how, totalCents: order.totalCents };
  if (how === "cancel") {
    const cancelled = await cancelUnpaidOrder(deps.db, viewer.email, reference);
    return { outcome: cancelled.outcome === "changed" ? "cancelled" : cancelled.outcome };
  }
  const refund = await refundOrder(deps, viewer.email, reference);
  if (refund.outcome === "refunded") return { outcome: refund.pending ? "refund_pending" : "refunded" };
  return { outcome: refund.outcome };
}

export type CorrectAnswer =
  | { outcome: "corrected"; childName: string; remake: boolean }
  | { outcome: Refusal | "window_passed" | "film_rendering" };

/**
 * Changes one film's details, checked already, when the rules allow it at `now`; a film made
 * already is queued to be made again.
 */
export async function correctCustomerFilm(
  deps: CorrectionDeps,
  email: string,
  { now, ...change }: { reference: string; position: number; correction: Correction; now: Date },
): Promise<CorrectAnswer> {
  const result = await correctFilm(deps, { by: "customer", email, now }, change);
  if (result.outcome === "corrected") {
    return { outcome: "corrected", childName: change.correction.childName, remake: result.remake };
  }
  if (result.outcome === "not_found") return result;
  if (result.reason === "window_passed") return { outcome: "window_passed" };
  return { outcome: result.reason === "rendering" ? "film_rendering" : "not_allowed" };
}

export type PhotoDeletionAnswer =
  | {
      outcome: "confirm";
      photos: number;
      /** Unpaid: if it is paid later, the film is made without photos. */
      filmWithoutPhotos: boolean;
    }
  | { outcome: "photos_deleted"; count: number }
  /** The film is being made from the photos: they can be deleted after delivery. */
  | { outcome: "not_found" | "photos_in_use" };

export const photoCount = (order: OrderDetail) =>
  order.films.reduce((sum, film) => sum + film.photos.length, 0);

/** Deletes the order's photos: the rows in one transaction, then their files. */
export async function deleteCustomerPhotos(
  deps: { db: Db; storage: FileStorage },
  viewer: OrderViewer,
  reference: string,
  confirmed: boolean,
): Promise<PhotoDeletionAnswer> {
  const order = await findOrder(deps.db, { reference }, { viewer });
  if (!order) return { outcome: "not_found" };
  const check = photoDeletionCheck(order.state);
  if (!check.allowed) return { outcome: "photos_in_use" };
  if (!confirmed) {
    return { outcome: "confirm", photos: photoCount(order), filmWithoutPhotos: check.filmWithoutPhotos };
  }
  const deletion = await deleteOrderPhotos(deps.db, viewer.email, reference);
  if (deletion.outcome === "not_found") return deletion;
  if (deletion.outcome === "not_allowed") return { outcome: "photos_in_use" };
  await deletePhotoFiles(deps.storage, deletion.files);
  return { outcome: "photos_deleted", count: deletion.count };
}
