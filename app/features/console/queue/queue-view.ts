// The queue screen's data as the page receives it: the query the URL holds, one page of orders with
// their films, and the counts its header and pagination need.
import type { QueueQuery } from "#domain/console-queue.ts";
import type { OrderState } from "#domain/order-states.ts";
import type { QueueFilm, QueueRow } from "#server/console/queue.ts";

export type QueueFilmView = QueueFilm;

export interface QueueOrderView extends Omit<QueueRow, "id" | "createdAt"> {
  /** ISO 8601, UTC. */
  createdAt: string;
}

export interface QueueView {
  query: QueueQuery;
  orders: QueueOrderView[];
  /** Orders under the filters, over all pages. */
  total: number;
  pages: number;
  /** Orders in each state under the other filters. */
  counts: Record<OrderState, number>;
}
