// The dashboard's queries, one a figure: paid orders per day, the time from payment to delivery,
// films in the renderer, failed renders, e-mails that could not leave.
import { and, asc, eq, gt, gte, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { films, orders, outbox } from "../db/schema.ts";

export interface DayTotal {
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  orders: number;
  revenueCents: number;
}

/** Orders paid from `from` on, per UTC day; a refunded order is neither an order nor revenue. */
export async function paidOrdersPerDay(db: Db, from: Date): Promise<DayTotal[]> {
  const day = sql<string>`to_char(${orders.paidAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({
      day,
      orders: sql<number>`count(*)::int`,
      revenueCents: sql<number>`coalesce(sum(${orders.totalCents}), 0)::int`,
    })
    .from(orders)
    .where(and(gte(orders.paidAt, from), ne(orders.state, "refunded")))
    .groupBy(day)
    .orderBy(day);
}

export interface DeliveryTimes {
  deliveries: number;
  /** Seconds from the `paid` event to the first `delivered` one; null with no delivery. */
  medianSeconds: number | null;
  p95Seconds: number | null;
}

/**
 * Orders first delivered in [from, to): the median and 95th percentile (interpolated, as
 * `percentile_cont` does) of the time from payment to that delivery. A film made again later
 * does not count twice: the family waited once.
 */
export async function deliveryTimes(db: Db, from: Date, to: Date): Promise<DeliveryTimes> {
  const result = await db.execute(sql`
    with delivered as (
      select order_id, min(created_at) as at from order_events where type = 'delivered' group by order_id
    ), paid as (
      select order_id, min(created_at) as at from order_events where type = 'paid' group by order_id
    ), waits as (
      select extract(epoch from delivered.at - paid.at)::float8 as seconds
      from delivered join paid using (order_id)
      where delivered.at >= ${from.toISOString()} and delivered.at < ${to.toISOString()}
    )
    select count(*)::int as deliveries,
      percentile_cont(0.5) within group (order by seconds) as median,
      percentile_cont(0.95) within group (order by seconds) as p95
    from waits`);
  // Both drivers answer rows; Drizzle's type for a raw query is the driver's own.
  const [row] = (
    result as unknown as { rows: { deliveries: number; median: number | null; p95: number | null }[] }
  ).rows;
  return {
    deliveries: row?.deliveries ?? 0,
    medianSeconds: row?.median ?? null,
    p95Seconds: row?.p95 ?? null,
  };
}

const filmOfOrder = {
  filmId: films.id,
  reference: orders.reference,
  position: films.position,
  childName: films.childName,
  language: films.language,
};

export interface FilmInProduction {
  filmId: string;
  reference: string;
  position: number;
  childName: string;
  language: "en" | "es";
  renderState: "queued" | "rendering";
  renderProgress: number;
}

/** Films waiting for or in the renderer, those being made first, then the oldest. */
export async function filmsInProduction(db: Db, limit: number): Promise<FilmInProduction[]> {
  const rows = await db
    .select({ ...filmOfOrder, renderState: films.renderState, renderProgress: films.renderProgress })
    .from(films)
    .innerJoin(orders, eq(orders.id, films.orderId))
    .where(inArray(films.renderState, ["queued", "rendering"]))
    .orderBy(sql`${films.renderState} = 'rendering' desc`, asc(films.createdAt))
    .limit(limit);
  return rows as FilmInProduction[];
}

export interface FailedRender {
  filmId: string;
  reference: string;
  position: number;
  childName: string;
  language: "en" | "es";
  attempts: number;
  error: string | null;
}

/** Films the renderer gave up on, the oldest first: they wait for an operator. */
export async function failedRenders(db: Db, limit: number): Promise<FailedRender[]> {
  return db
    .select({ ...filmOfOrder, attempts: films.renderAttempts, error: films.renderError })
    .from(films)
    .innerJoin(orders, eq(orders.id, films.orderId))
    .where(eq(films.renderState, "failed"))
    .orderBy(asc(films.createdAt))
    .limit(limit);
}

export interface UnsentMail {
  id: string;
  kind: string;
  recipient: string;
  reference: string | null;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
}

/** E-mails still unsent after at least one try, the oldest first. */
export async function unsentMails(db: Db, limit: number): Promise<UnsentMail[]> {
  return db
    .select({
      id: outbox.id,
      kind: outbox.kind,
      recipient: outbox.recipient,
      reference: orders.reference,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .leftJoin(orders, eq(orders.id, outbox.orderId))
    .where(and(isNull(outbox.sentAt), gt(outbox.attempts, 0)))
    .orderBy(asc(outbox.createdAt))
    .limit(limit);
}
