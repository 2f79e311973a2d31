// The orders of one account (every order placed with its e-mail address) and the changes its
// customer makes to them. Every query takes that address and filters by it: another customer's
// reference reads as not found. Each change locks the order, checks its state and writes its event
// in one transaction, so two requests at once cannot both change it.
import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import {
  correctionCheck,
  photoDeletionCheck,
  type Correction,
  type CorrectionField,
} from "../../domain/customer-order.ts";
import { nextState, type OrderState } from "../../domain/order-states.ts";
import type { Db } from "../db/client.ts";
import { films, orderEvents, orders, photos } from "../db/schema.ts";
import type { StoredFiles } from "../photos/photos.repository.ts";
import type { FilmRow, OrderRow } from "./orders.repository.ts";

export type AccountFilm = Pick<
  FilmRow,
  | "position"
  | "childName"
  | "age"
  | "achievements"
  | "eyeColour"
  | "eyeColourOther"
  | "hairColour"
  | "hairColourOther"
  | "wishes"
  | "message"
  | "language"
> & {
  /** Only their ids: the account page counts them, it never shows them. */
  photos: { id: string }[];
};

export type AccountOrderEvent = Pick<typeof orderEvents.$inferSelect, "type" | "data" | "createdAt">;

export type AccountOrder = Pick<
  OrderRow,
  | "id"
  | "reference"
  | "accessToken"
  | "state"
  | "totalCents"
  | "currency"
  | "createdAt"
  | "paidAt"
  | "paymentProvider"
  | "paymentSessionId"
> & { films: AccountFilm[]; events: AccountOrderEvent[] };

/** The account's e-mail is stored lower case; the buyer typed theirs in any case (indexed). */
const ownedBy = (email: string): SQL => sql`lower(${orders.buyerEmail}) = ${email.toLowerCase()}`;

const ORDER_COLUMNS = {
  id: true,
  reference: true,
  accessToken: true,
  state: true,
  totalCents: true,
  currency: true,
  createdAt: true,
  paidAt: true,
  paymentProvider: true,
  paymentSessionId: true,
} as const;

const FILM_COLUMNS = {
  position: true,
  childName: true,
  age: true,
  achievements: true,
  eyeColour: true,
  eyeColourOther: true,
  hairColour: true,
  hairColourOther: true,
  wishes: true,
  message: true,
  language: true,
} as const;

const EVENT_COLUMNS = { type: true, data: true, createdAt: true } as const;

const WITH_FILMS_AND_EVENTS = {
  films: {
    columns: FILM_COLUMNS,
    orderBy: [asc(films.position)],
    with: { photos: { columns: { id: true } as const } },
  },
  events: { columns: EVENT_COLUMNS, orderBy: [asc(orderEvents.id)] },
};

/** The account's orders, newest first, each with its films and its history. */
export async function listAccountOrders(db: Db, email: string): Promise<AccountOrder[]> {
  return db.query.orders.findMany({
    where: ownedBy(email),
    columns: ORDER_COLUMNS,
    with: WITH_FILMS_AND_EVENTS,
    orderBy: [desc(orders.createdAt), desc(orders.reference)],
  });
}

export async function findAccountOrder(
  db: Db,
  email: string,
  reference: string,
): Promise<AccountOrder | undefined> {
  return db.query.orders.findFirst({
    where: and(eq(orders.reference, reference), ownedBy(email)),
    columns: ORDER_COLUMNS,
    with: WITH_FILMS_AND_EVENTS,
  });
}

export type OrderChange =
  | { outcome: "changed"; order: OrderRow }
  | { outcome: "not_found" }
  /** The order's state does not allow it (any more): paid, or production started, meanwhile. */
  | { outcome: "not_allowed"; state: OrderState };

/** The order, locked until the transaction ends: concurrent changes to it queue behind this one. */
async function lockOwnOrder(tx: Db, email: string, reference: string): Promise<OrderRow | undefined> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.reference, reference), ownedBy(email)))
    .for("update");
  return order;
}

async function moveState(tx: Db, order: OrderRow, to: OrderState): Promise<OrderRow> {
  const [moved] = await tx
    .update(orders)
    .set({ state: to })
    .where(and(eq(orders.id, order.id), eq(orders.state, order.state)))
    .returning();
  if (!moved) throw new Error(`Order ${order.reference} changed while locked`);
  return moved;
}

/** Cancels an order that awaits payment: nothing was paid, so nothing goes back. */
export async function cancelUnpaidOrder(db: Db, email: string, reference: string): Promise<OrderChange> {
  return db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, email, reference);
    if (!order) return { outcome: "not_found" };
    const to = nextState(order.state, "cancel");
    if (!to) return { outcome: "not_allowed", state: order.state };
    const cancelled = await moveState(tx, order, to);
    await tx
      .insert(orderEvents)
      .values({ orderId: order.id, type: "cancelled", data: { from: order.state, to, by: "customer" } });
    return { outcome: "changed", order: cancelled };
  });
}

export type RefundStart =
  | (OrderChange & { outcome: "not_found" | "not_allowed" })
  | {
      outcome: "changed";
      order: OrderRow;
      /** 1 for the order's first refund attempt, 2 after one that failed… */
      attempt: number;
    };

/**
 * Marks a paid order refunded before the money is asked back, with a `refund_requested` event: from
 * then on production cannot start on it. `finishRefund` or `undoRefund` records how it ended.
 */
export async function startRefund(db: Db, email: string, reference: string): Promise<RefundStart> {
  return db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, email, reference);
    if (!order) return { outcome: "not_found" };
    const to = nextState(order.state, "refund");
    if (!to) return { outcome: "not_allowed", state: order.state };
    const [earlier] = await tx
      .select({ n: count() })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.type, "refund_requested")));
    const attempt = (earlier?.n ?? 0) + 1;
    const refunded = await moveState(tx, order, to);
    await tx.insert(orderEvents).values({
      orderId: order.id,
      type: "refund_requested",
      data: { from: order.state, to, by: "customer", attempt, amountCents: order.totalCents },
    });
    return { outcome: "changed", order: refunded, attempt };
  });
}

async function ownOrderId(tx: Db, email: string, orderId: string): Promise<string | undefined> {
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), ownedBy(email)));
  return order?.id;
}

/** The provider gave the money back: the history says so, with its refund id. */
export async function finishRefund(
  db: Db,
  email: string,
  refund: { orderId: string; provider: string; refundId: string; status: string; amountCents: number },
): Promise<void> {
  const { orderId, ...data } = refund;
  const owned = await ownOrderId(db, email, orderId);
  if (!owned) throw new Error(`Order ${orderId} is not the account's`);
  await db.insert(orderEvents).values({ orderId, type: "refunded", data });
}

/** The provider refused: the order is paid again, as it was, and the history keeps why. */
export async function undoRefund(db: Db, email: string, orderId: string, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [restored] = await tx
      .update(orders)
      .set({ state: "paid" })
      .where(and(eq(orders.id, orderId), eq(orders.state, "refunded"), ownedBy(email)))
      .returning({ id: orders.id });
    if (!restored) throw new Error(`Order ${orderId} was not waiting for its refund`);
    await tx.insert(orderEvents).values({ orderId, type: "refund_failed", data: { reason } });
  });
}

export type FilmCorrection =
  | { outcome: "corrected"; remake: boolean; changed: CorrectionField[] }
  | { outcome: "not_found" }
  | { outcome: "refused"; reason: "closed" | "window_passed" };

/** The film's columns a correction writes, from the checked form. */
function filmValues(correction: Correction) {
  return {
    childName: correction.childName,
    age: correction.age,
    achievements: correction.achievements ?? null,
    eyeColour: correction.eyeColour.choice,
    eyeColourOther: correction.eyeColour.choice === "other" ? (correction.eyeColour.other ?? null) : null,
    hairColour: correction.hairColour.choice,
    hairColourOther: correction.hairColour.choice === "other" ? (correction.hairColour.other ?? null) : null,
    wishes: correction.wishes ?? null,
    message: correction.message ?? null,
  };
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
    const order = await lockOwnOrder(tx, email, reference);
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
    await tx.insert(orderEvents).values({
      orderId: order.id,
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
    const order = await lockOwnOrder(tx, email, reference);
    if (!order) return { outcome: "not_found" };
    if (!photoDeletionCheck(order.state).allowed) return { outcome: "not_allowed", state: order.state };
    const orderFilms = tx.select({ id: films.id }).from(films).where(eq(films.orderId, order.id));
    const files = await tx
      .delete(photos)
      .where(inArray(photos.filmId, orderFilms))
      .returning({ storageKey: photos.storageKey, thumbnailKey: photos.thumbnailKey });
    if (files.length > 0) {
      await tx
        .insert(orderEvents)
        .values({ orderId: order.id, type: "photos_deleted", data: { count: files.length } });
    }
    return { outcome: "deleted", count: files.length, files };
  });
}
