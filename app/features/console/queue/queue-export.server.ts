// The queue's CSV export on the server: the filters of the URL, the columns in the operator's
// language, and the download's headers.
import { parseQueueQuery, queueFilters } from "#domain/console-queue.ts";
import type { Language } from "#domain/language.ts";
import { queueCsv, type QueueCsvLayout } from "#server/console/queue-csv.ts";
import type { Services } from "#server/services.ts";
import { messagesFor } from "../../../i18n/dictionaries.server.ts";
import type { MessageKey } from "../../../i18n/en.ts";
import { translate, type MessageValues } from "../../../i18n/translate.ts";

const COLUMNS = [
  "reference",
  "created",
  "state",
  "buyerName",
  "buyerEmail",
  "films",
  "children",
  "languages",
  "renders",
  "mode",
  "total",
  "currency",
] as const;

function csvLayout(language: Language): QueueCsvLayout {
  const messages = messagesFor(language, "console");
  const t = (key: MessageKey, values?: MessageValues) => translate(messages, key, values);
  return {
    header: COLUMNS.map((column) => t(`console.queue.csv.${column}`)),
    cells: (row) => [
      row.reference,
      // To the second, in UTC: what a spreadsheet reads as a date in any locale.
      `${row.createdAt.toISOString().slice(0, 19)}Z`,
      t(`console.state.${row.state}`),
      row.buyerName,
      row.buyerEmail,
      row.films.length,
      row.films.map((film) => film.childName).join("; "),
      [...new Set(row.films.map((film) => t(`console.language.${film.language}`)))].join("; "),
      row.films
        .map((film) => t(`console.render.${film.renderState ?? "none"}`, { percent: film.renderProgress }))
        .join("; "),
      row.productionMode ? t(`console.mode.${row.productionMode}`) : "",
      (row.totalCents / 100).toFixed(2),
      row.currency,
    ],
  };
}

/** The filtered queue, every page of it, as a CSV download named for today. */
export function exportQueue(db: Services["db"], url: URL, language: Language, now = new Date()): Response {
  const query = parseQueueQuery(url.searchParams);
  const body = queueCsv(
    db,
    { ...queueFilters(query), sort: query.sort, direction: query.direction },
    csvLayout(language),
  );
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="orders-${now.toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
