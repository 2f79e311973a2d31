// The console's queue screen on the server: the URL's filters read as a query, and one page of
// orders under them with the counts the screen's header and pagination need.
import { pageCount, parseQueueQuery, type QueueQuery } from "#domain/console-queue.ts";
import type { Db } from "../db/client.ts";
import { findQueuePage, type QueuePage } from "./queue.repository.ts";

export type { QueueFilm, QueueRow } from "./queue.repository.ts";

export interface QueueScreen extends QueuePage {
  query: QueueQuery;
  pages: number;
}

export async function loadQueuePage(db: Db, params: URLSearchParams): Promise<QueueScreen> {
  const query = parseQueueQuery(params);
  const page = await findQueuePage(db, query);
  return { query, ...page, pages: pageCount(page.total) };
}
