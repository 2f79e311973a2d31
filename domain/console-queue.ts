// The console's queue of orders as a URL holds it: which orders (state, dates, film language,
// production mode, a search), in which order, which page. The page and the CSV export read the same
// query from the same search parameters, so a shared or reloaded link shows the same orders.
import { z } from "./zod.ts";
import { LANGUAGES } from "./language.ts";
import { withoutNul } from "./order-schema.ts";
import { ORDER_STATES } from "./order-states.ts";
import { PRODUCTION_MODES } from "./production-mode.ts";

export const QUEUE_PAGE_SIZE = 50;
/** Longer searches are cut: nobody types more, and a pasted essay should not reach the database. */
export const QUEUE_SEARCH_MAX = 100;
// 10,000 pages of 50: past any real shop; a larger number is a typo, read as the first page.
const MAX_PAGE = 10_000;

export const QUEUE_SORTS = ["created", "reference", "buyer", "state", "total"] as const;
export type QueueSort = (typeof QUEUE_SORTS)[number];
export type SortDirection = "asc" | "desc";

/** Which way a column sorts when first chosen: the newest and the largest first, words A to Z. */
const FIRST_DIRECTION: Record<QueueSort, SortDirection> = {
  created: "desc",
  reference: "asc",
  buyer: "asc",
  state: "asc",
  total: "desc",
};

const isoDate = z.iso.date();

/** Each parameter on its own: a bad one is dropped, the others still apply. */
const params = {
  state: z.enum(ORDER_STATES),
  from: isoDate,
  to: isoDate,
  language: z.enum(LANGUAGES),
  mode: z.enum(PRODUCTION_MODES),
  q: z
    .string()
    // Without NUL: PostgreSQL refuses one in a query's text (a 500), and nobody searches for it.
    .transform((text) => withoutNul(text).trim().slice(0, QUEUE_SEARCH_MAX).trim())
    .pipe(z.string().min(1)),
  sort: z.enum(QUEUE_SORTS),
  direction: z.enum(["asc", "desc"]),
  page: z.coerce.number().int().min(1).max(MAX_PAGE),
};

type Param = keyof typeof params;
type Parsed = { [P in Param]?: z.output<(typeof params)[P]> };

/** Which orders the queue shows: what the CSV exports too. */
export type QueueFilters = Pick<Parsed, "state" | "from" | "to" | "language" | "mode" | "q">;

export interface QueueQuery extends QueueFilters {
  sort: QueueSort;
  direction: SortDirection;
  /** 1-based. */
  page: number;
}

export const DEFAULT_QUEUE_QUERY: QueueQuery = { sort: "created", direction: "desc", page: 1 };

/** The queue a URL asks for; unknown, malformed or empty parameters are left out. */
export function parseQueueQuery(search: URLSearchParams): QueueQuery {
  const parsed: Parsed = {};
  for (const name of Object.keys(params) as Param[]) {
    const result = params[name].safeParse(search.get(name) ?? undefined);
    if (result.success) Object.assign(parsed, { [name]: result.data });
  }
  const sort = parsed.sort ?? DEFAULT_QUEUE_QUERY.sort;
  const query: QueueQuery = {
    ...parsed,
    sort,
    direction: parsed.direction ?? FIRST_DIRECTION[sort],
    page: parsed.page ?? 1,
  };
  // A range typed the wrong way round means the same days.
  if (query.from && query.to && query.from > query.to) [query.from, query.to] = [query.to, query.from];
  return query;
}

/** The search parameters of a query, defaults left out, in a fixed order: short, stable links. */
export function queueSearchParams(query: Partial<QueueQuery>): URLSearchParams {
  const search = new URLSearchParams();
  for (const name of ["q", "state", "from", "to", "language", "mode"] as const) {
    const value = query[name];
    if (value) search.set(name, value);
  }
  const sort = query.sort ?? DEFAULT_QUEUE_QUERY.sort;
  if (sort !== DEFAULT_QUEUE_QUERY.sort) search.set("sort", sort);
  if (query.direction && query.direction !== FIRST_DIRECTION[sort]) search.set("direction", query.direction);
  if (query.page && query.page > 1) search.set("page", String(query.page));
  return search;
}

/** `?…` for a link to the queue, or "" for the queue's default view. */
export function queueSearch(query: Partial<QueueQuery>): string {
  const search = queueSearchParams(query).toString();
  return search ? `?${search}` : "";
}

/** Only the filters: the CSV's link, and the state counts' links (which set a state of their own). */
export function queueFilters(query: QueueFilters): QueueFilters {
  const { state, from, to, language, mode, q } = query;
  return { state, from, to, language, mode, q };
}

/** The query a column header links to: the column again turns its direction round, from page 1. */
export function sortedBy(query: QueueQuery, sort: QueueSort): QueueQuery {
  const direction =
    query.sort === sort ? (query.direction === "asc" ? "desc" : "asc") : FIRST_DIRECTION[sort];
  return { ...query, sort, direction, page: 1 };
}

/** How many pages `total` orders fill; an empty queue still has its one (empty) page. */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / QUEUE_PAGE_SIZE));
}

/** The filter's days as instants: from the start of `from` to the end of `to`, in UTC like every date the console shows. */
export function createdRange(filters: Pick<QueueFilters, "from" | "to">): { since?: Date; before?: Date } {
  const range: { since?: Date; before?: Date } = {};
  if (filters.from) range.since = new Date(`${filters.from}T00:00:00Z`);
  if (filters.to) range.before = new Date(Date.parse(`${filters.to}T00:00:00Z`) + 86_400_000);
  return range;
}
