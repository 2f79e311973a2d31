// The one family of order reads: an order found by any of its keys, with its films, their photos and
// its history, optionally only when it belongs to an account; the list of an account's orders; the
// same lookup locked for a change; and the pieces a change reads under that lock.
import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import type { OrderEventType } from "#domain/order-events.ts";
import type { Db } from "../db/client.ts";
import { films, orderEvents, orders, photos } from "../db/schema.ts";
import { ownedBy } from "./order-ownership.repository.ts";
import { shownTo, type OrderViewer } from "./order-visibility.repository.ts";

export type OrderRow = typeof orders.$inferSelect;
export type FilmRow = typeof films.$inferSelect;
export type PhotoRow = typeof photos.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type FilmWithPhotos = FilmRow & { photos: PhotoRow[] };
/** An order as every page and job reads it: films in the buyer's order, photos in theirs, history oldest first. */
export type OrderDetail = OrderRow & { films: FilmWithPhotos[]; events: OrderEventRow[] };

export type OrderKey =
  | { id: string }
  | { reference: string }
  /** The buyer's private link. */
  | { accessToken: string }
  /** The order whose current checkout is this session of this provider. */
  | { provider: string; sessionId: string };

/**
 * `owner`: only an order placed with this e-mail address is found; another's reads as none.
 * `viewer`: only an order that account's My Orders shows (an unpaid one placed by someone else reads as none).
 */
export interface OrderScope {
  owner?: string;
  viewer?: OrderViewer;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function keyCondition(key: OrderKey): SQL | undefined {
  if ("id" in key) return eq(orders.id, key.id);
  if ("reference" in key) return eq(orders.reference, key.reference);
  if ("accessToken" in key) return eq(orders.accessToken, key.accessToken);
  return and(eq(orders.paymentSessionId, key.sessionId), eq(orders.paymentProvider, key.provider));
}

function where(key: OrderKey, { owner, viewer }: OrderScope): SQL | undefined {
  return and(
    keyCondition(key),
    owner === undefined ? undefined : ownedBy(owner),
    viewer === undefined ? undefined : shownTo(viewer),
  );
}

// PostgreSQL answers a malformed uuid, or text with a NUL byte (which no stored text can hold),
// with an error, not with "no such order".
const impossible = (key: OrderKey) =>
  ("id" in key && !UUID.test(key.id)) || Object.values(key).some((value) => value.includes("\u0000"));

const DETAIL = {
  films: {
    orderBy: [asc(films.position)],
    with: { photos: { orderBy: [asc(photos.position)] } },
  },
  events: { orderBy: [asc(orderEvents.id)] },
};

export async function findOrder(
  db: Db,
  key: OrderKey,
  scope: OrderScope = {},
): Promise<OrderDetail | undefined> {
  if (impossible(key)) return undefined;
  return db.query.orders.findFirst({ where: where(key, scope), with: DETAIL });
}

/** The orders the account's My Orders shows, newest first. */
export async function listOrders(db: Db, viewer: OrderViewer): Promise<OrderDetail[]> {
  return db.query.orders.findMany({
    where: shownTo(viewer),
    with: DETAIL,
    orderBy: [desc(orders.createdAt), desc(orders.reference)],
  });
}

/** The order's row, locked until the transaction ends: concurrent changes to it queue behind this one. */
export async function lockOrder(
  tx: Db,
  key: OrderKey,
  scope: OrderScope = {},
): Promise<OrderRow | undefined> {
  if (impossible(key)) return undefined;
  const [order] = await tx.select().from(orders).where(where(key, scope)).for("update");
  return order;
}

/** The order's films in the buyer's order. */
export async function filmsOf(tx: Db, orderId: string): Promise<FilmRow[]> {
  return tx.select().from(films).where(eq(films.orderId, orderId)).orderBy(asc(films.position));
}

/** The types of the order's history rows, for rules that ask what happened to it. */
export async function eventTypesOf(tx: Db, orderId: string): Promise<{ type: string }[]> {
  return tx.select({ type: orderEvents.type }).from(orderEvents).where(eq(orderEvents.orderId, orderId));
}

/** How many times the order's history holds an event of this type. */
export async function countEvents(tx: Db, orderId: string, type: OrderEventType): Promise<number> {
  const [counted] = await tx
    .select({ n: count() })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, type)));
  return counted?.n ?? 0;
}

/** Whether a payment provider's event is in some order's history already: a replayed notice. */
export async function isProviderEventRecorded(tx: Db, externalId: string): Promise<boolean> {
  const [seen] = await tx
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(eq(orderEvents.externalId, externalId));
  return seen !== undefined;
}
