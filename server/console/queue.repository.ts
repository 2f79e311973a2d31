// The console's queue of orders: a page of them with their films, how many there are in each state,
// and the whole filtered queue in batches for the CSV export. One query each, on either driver.
import { and, asc, count, desc, eq, gte, inArray, like, lt, or, sql, type SQL } from "drizzle-orm";
import {
  createdRange,
  QUEUE_PAGE_SIZE,
  type QueueFilters,
  type QueueQuery,
  type QueueSort,
} from "#domain/console-queue.ts";
import type { RenderState } from "#domain/film-render.ts";
import type { Language } from "#domain/language.ts";
import { ORDER_STATES, type OrderState } from "#domain/order-states.ts";
import { normaliseName } from "#render/normalise-name.ts";
import type { Db } from "../db/client.ts";
import { films, orders } from "../db/schema.ts";

export interface QueueFilm {
  childName: string;
  language: Language;
  renderState: RenderState | null;
  renderProgress: number;
}

export interface QueueRow {
  id: string;
  reference: string;
  createdAt: Date;
  buyerName: string;
  buyerEmail: string;
  state: OrderState;
  productionMode: (typeof orders.$inferSelect)["productionMode"];
  totalCents: number;
  currency: string;
  /** In the order the buyer listed the children. */
  films: QueueFilm[];
}

export interface QueuePage {
  rows: QueueRow[];
  /** How many orders the filters find, over all pages. */
  total: number;
  /** How many orders each state holds under the other filters: the state filter's choices. */
  counts: Record<OrderState, number>;
}

/** `text` as a LIKE pattern's literal part: its own % and _ match themselves. */
function literal(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}

/**
 * The search box: an order whose reference starts with the words (with or without "SF-"), whose
 * buyer's address contains them, or one of whose children's names contains them, accents and case
 * aside ("jose" finds José).
 */
function searchCondition(q: string): SQL | undefined {
  const reference = literal(q.toUpperCase());
  const name = literal(normaliseName(q));
  return or(
    like(orders.reference, `${reference}%`),
    like(orders.reference, `SF-${reference}%`),
    like(sql`lower(${orders.buyerEmail})`, `%${literal(q.toLowerCase())}%`),
    inArray(
      orders.id,
      sql`(select ${films.orderId} from ${films} where ${films.childNameKey} like ${`%${name}%`})`,
    ),
  );
}

/** The filters as a WHERE clause; the state's counts ask without the state itself. */
function filtersCondition(filters: QueueFilters, { withState = true } = {}): SQL | undefined {
  const { since, before } = createdRange(filters);
  return and(
    withState && filters.state ? eq(orders.state, filters.state) : undefined,
    since && gte(orders.createdAt, since),
    before && lt(orders.createdAt, before),
    filters.mode && eq(orders.productionMode, filters.mode),
    filters.language &&
      inArray(
        orders.id,
        sql`(select ${films.orderId} from ${films} where ${films.language} = ${filters.language})`,
      ),
    filters.q ? searchCondition(filters.q) : undefined,
  );
}

// States sort in the order an order lives through them, not alphabetically.
const stateOrder = sql`array_position(array[${sql.raw(ORDER_STATES.map((state) => `'${state}'`).join(", "))}]::text[], ${orders.state})`;

const SORT_KEYS: Record<QueueSort, SQL> = {
  created: sql`${orders.createdAt}`,
  reference: sql`${orders.reference}`,
  buyer: sql`lower(${orders.buyerEmail})`,
  state: stateOrder,
  total: sql`${orders.totalCents}`,
};

// Read for the page's rows only, after the window is cut: in the same SELECT as the OFFSET,
// PostgreSQL would build it for every skipped row too (the last of 200 pages took ~80 ms so).
const queueFilms = sql<QueueFilm[]>`coalesce((
  select json_agg(json_build_object(
    'childName', f.child_name, 'language', f.language,
    'renderState', f.render_state, 'renderProgress', f.render_progress
  ) order by f.position)
  from ${films} f where f.order_id = "queue_page"."id"
), '[]'::json)`;

type Order = Pick<QueueQuery, "sort" | "direction">;

/**
 * Orders under the filters in the query's order: a page at an offset, or the batch after a given
 * order (`after`, its id), which stays right while orders arrive or change between batches.
 */
async function selectQueue(
  db: Db,
  filters: QueueFilters,
  { sort, direction }: Order,
  { limit, offset = 0, after }: { limit: number; offset?: number; after?: string },
): Promise<QueueRow[]> {
  const key = SORT_KEYS[sort];
  const by = direction === "asc" ? asc : desc;
  // The id breaks ties the same way round, so a batch can start after a row by comparing both.
  const afterCondition =
    after &&
    (direction === "asc"
      ? sql`(${key}, ${orders.id}) > (select ${key}, ${orders.id} from ${orders} where ${orders.id} = ${after})`
      : sql`(${key}, ${orders.id}) < (select ${key}, ${orders.id} from ${orders} where ${orders.id} = ${after})`);
  const page = db
    .select({
      id: orders.id,
      reference: orders.reference,
      createdAt: orders.createdAt,
      buyerName: orders.buyerName,
      buyerEmail: orders.buyerEmail,
      state: orders.state,
      productionMode: orders.productionMode,
      totalCents: orders.totalCents,
      currency: orders.currency,
      sortKey: key.as("sort_key"),
    })
    .from(orders)
    .where(and(filtersCondition(filters), afterCondition || undefined))
    .orderBy(by(key), by(orders.id))
    .limit(limit)
    .offset(offset)
    .as("queue_page");
  return db
    .select({
      id: page.id,
      reference: page.reference,
      createdAt: page.createdAt,
      buyerName: page.buyerName,
      buyerEmail: page.buyerEmail,
      state: page.state,
      productionMode: page.productionMode,
      totalCents: page.totalCents,
      currency: page.currency,
      films: queueFilms,
    })
    .from(page)
    .orderBy(by(page.sortKey), by(page.id));
}

async function countByState(db: Db, filters: QueueFilters): Promise<Record<OrderState, number>> {
  const rows = await db
    .select({ state: orders.state, orders: count() })
    .from(orders)
    .where(filtersCondition(filters, { withState: false }))
    .groupBy(orders.state);
  const counts = Object.fromEntries(ORDER_STATES.map((state) => [state, 0])) as Record<OrderState, number>;
  for (const row of rows) counts[row.state] = row.orders;
  return counts;
}

/** One page of the queue, with the counts its header and pagination show. */
export async function findQueuePage(db: Db, query: QueueQuery): Promise<QueuePage> {
  const [rows, counts] = await Promise.all([
    selectQueue(db, query, query, { limit: QUEUE_PAGE_SIZE, offset: (query.page - 1) * QUEUE_PAGE_SIZE }),
    countByState(db, query),
  ]);
  const total = query.state ? counts[query.state] : Object.values(counts).reduce((sum, n) => sum + n, 0);
  return { rows, total, counts };
}

export const EXPORT_BATCH = 500;

/** Every order under the filters, in the query's order, a batch at a time: never all in memory. */
export async function* queueBatches(
  db: Db,
  query: QueueFilters & Order,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<QueueRow[]> {
  let after: string | undefined;
  for (;;) {
    const rows = await selectQueue(db, query, query, { limit: batchSize, after });
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    after = rows.at(-1)!.id;
  }
}
