// The orders' queries, one function each, on a Drizzle db of either driver.
import { and, count, eq, inArray, isNull } from "drizzle-orm";
import { childColumns, FILM_DETAILS } from "#domain/child-details.ts";
import type { Order } from "#domain/order-schema.ts";
import type { Db } from "../db/client.ts";
import { films, orders, photos } from "../db/schema.ts";
import type { OrderRow } from "./order-loaders.repository.ts";

export type NewOrderRow = typeof orders.$inferInsert;

/** Inserts the order unless its idempotency key or its reference is taken: undefined then. */
export async function insertOrder(tx: Db, row: NewOrderRow): Promise<OrderRow | undefined> {
  const [inserted] = await tx
    .insert(orders)
    .values(row)
    // No target: a taken key and a taken reference both end here, without aborting the transaction.
    .onConflictDoNothing()
    .returning();
  return inserted;
}

/** Inserts the order's films, numbered from 1 in the buyer's order; answers each one's id by position. */
export async function insertFilms(
  tx: Db,
  orderId: string,
  details: readonly Order["films"][number][],
): Promise<{ id: string; position: number }[]> {
  return tx
    .insert(films)
    .values(
      details.map((film, index) => ({ orderId, position: index + 1, ...childColumns(film, FILM_DETAILS) })),
    )
    .returning({ id: films.id, position: films.position });
}

/** The order a form (its idempotency key) already became, if any. */
export async function findOrderByIdempotencyKey(
  db: Db,
  idempotencyKey: string,
): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.idempotencyKey, idempotencyKey));
  return order;
}

/** How many films an order has. */
export async function countOrderFilms(db: Db, orderId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(films).where(eq(films.orderId, orderId));
  return row?.n ?? 0;
}

/** The form's staged photos among `tokens`, locked until the transaction ends. */
export async function lockStagedPhotos(
  tx: Db,
  draftKey: string,
  tokens: string[],
): Promise<{ id: string; token: string }[]> {
  return tx
    .select({ id: photos.id, token: photos.token })
    .from(photos)
    .where(and(eq(photos.draftKey, draftKey), isNull(photos.filmId), inArray(photos.token, tokens)))
    .for("update");
}

/** Puts one of the form's photos on its film at `position`. */
export async function placePhoto(
  tx: Db,
  draftKey: string,
  token: string,
  filmId: string,
  position: number,
): Promise<void> {
  await tx
    .update(photos)
    .set({ filmId, position })
    .where(and(eq(photos.token, token), eq(photos.draftKey, draftKey)));
}
