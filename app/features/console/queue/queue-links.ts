// Where the queue's links go: the queue itself under a query, and its CSV under the same filters.
import { queueSearch, type QueueQuery } from "#domain/console-queue.ts";

export function queueHref(query: Partial<QueueQuery>): string {
  return `/console${queueSearch(query)}`;
}

/** The CSV of every page: the page number is the one thing it leaves out. */
export function exportHref(query: QueueQuery): string {
  return `/console/orders.csv${queueSearch({ ...query, page: 1 })}`;
}
