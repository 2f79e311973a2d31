// Orders placed through the real code path and moved to a given state, for the order tests.
import { randomUUID } from "node:crypto";
import { count, eq, inArray } from "drizzle-orm";
import type { OrderState } from "#domain/order-states.ts";
import { aPhotoOn } from "../accounts/account-data.test-support.ts";
import type { Db } from "../db/client.ts";
import { films, orderEvents, orders, photos } from "../db/schema.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { anOrder, priceOf } from "./order-factory.test-support.ts";
import { createOrder } from "./create-order.ts";

export const PAID_AT = new Date("2026-12-01T10:00:00Z");
export const hoursAfterPayment = (hours: number) => new Date(PAID_AT.getTime() + hours * 3_600_000);
export const newEmail = () => `buyer-${randomUUID().slice(0, 8)}@example.com`;

export async function placeOrder(
  db: Db,
  buyerEmail: string,
  {
    filmCount = 1,
    state = "awaiting_payment",
    paidEvent = false,
    placedBy,
  }: { filmCount?: number; state?: OrderState; paidEvent?: boolean; placedBy?: string } = {},
) {
  const order = anOrder(filmCount, { buyerEmail });
  const { order: row } = await createOrder(db, {
    idempotencyKey: randomUUID(),
    order,
    price: priceOf(order),
    language: "en",
    placedBy,
  });
  if (state === "awaiting_payment") return row;
  const [moved] = await db
    .update(orders)
    .set({ state, paidAt: PAID_AT, paymentProvider: "test", paymentSessionId: `test_cs_${randomUUID()}` })
    .where(eq(orders.id, row.id))
    .returning();
  if (paidEvent) await db.insert(orderEvents).values({ orderId: row.id, type: "paid", data: {} });
  return moved!;
}

export async function stateOf(db: Db, orderId: string) {
  const [row] = await db.select({ state: orders.state }).from(orders).where(eq(orders.id, orderId));
  return row?.state;
}

export async function eventsOf(db: Db, orderId: string) {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);
}

/** The order's history as its event types, oldest first. */
export async function eventTypesOf(db: Db, orderId: string): Promise<string[]> {
  return (await eventsOf(db, orderId)).map((event) => event.type);
}

/** The order's row as stored. */
export async function orderRowOf(db: Db, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
}

/** The order's row, films, number of events and of photos: what a refused change must leave as it was. */
export async function orderSnapshot(db: Db, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const rows = await db.select().from(films).where(eq(films.orderId, orderId)).orderBy(films.position);
  const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
  const filmIds = rows.map((film) => film.id);
  const [kept] = await db.select({ n: count() }).from(photos).where(inArray(photos.filmId, filmIds));
  return { order, films: rows, events: events.length, photos: kept?.n };
}

/** `perFilm` photos on each of the order's films, with their files. */
export async function photosOnFilms(db: Db, storage: FileStorage, orderId: string, perFilm: number) {
  const rows = await db.select({ id: films.id }).from(films).where(eq(films.orderId, orderId));
  const made = [];
  for (const film of rows) {
    for (let position = 1; position <= perFilm; position += 1) {
      made.push(await aPhotoOn(db, storage, film.id, position));
    }
  }
  return made;
}
