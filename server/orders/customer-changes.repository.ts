// The queries behind a customer's changes to an order (customer-changes.ts).
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { films, photos } from "../db/schema.ts";
import type { StoredFiles } from "../photos/photos.repository.ts";

/** Deletes the rows of every photo of the order's films and answers their files. */
export async function deletePhotosOfOrder(tx: Db, orderId: string): Promise<StoredFiles[]> {
  const orderFilms = tx.select({ id: films.id }).from(films).where(eq(films.orderId, orderId));
  return tx
    .delete(photos)
    .where(inArray(photos.filmId, orderFilms))
    .returning({ storageKey: photos.storageKey, thumbnailKey: photos.thumbnailKey });
}
