// The queue screen on the server: the URL read as a query, and one page of orders as the page shows it.
import { pageCount, parseQueueQuery } from "../../../../domain/console-queue.ts";
import { findQueuePage } from "../../../../server/console/queue.repository.ts";
import type { Db } from "../../../../server/db/client.ts";
import type { QueueView } from "./queue-view.ts";

export async function loadQueue(db: Db, url: URL): Promise<QueueView> {
  const query = parseQueueQuery(url.searchParams);
  const page = await findQueuePage(db, query);
  return {
    query,
    orders: page.rows.map(({ id: _id, createdAt, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
    })),
    total: page.total,
    pages: pageCount(page.total),
    counts: page.counts,
  };
}
