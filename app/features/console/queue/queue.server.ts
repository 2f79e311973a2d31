// The queue screen on the server: one page of orders as the page shows it.
import { loadQueuePage } from "#server/console/queue.ts";
import type { Services } from "#server/services.ts";
import type { QueueView } from "./queue-view.ts";

export async function loadQueue(db: Services["db"], url: URL): Promise<QueueView> {
  const { query, rows, total, pages, counts } = await loadQueuePage(db, url.searchParams);
  return {
    query,
    orders: rows.map(({ id: _id, createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString() })),
    total,
    pages,
    counts,
  };
}
