// The queue as a CSV file for a spreadsheet: RFC 4180 quoting, UTF-8 with a byte-order mark (so
// Excel reads "José" right), cells a spreadsheet would run as a formula made plain text, and rows
// streamed a batch at a time as the database gives them.
import type { QueueFilters, QueueQuery } from "#domain/console-queue.ts";
import type { Db } from "../db/client.ts";
import { queueBatches, type QueueRow } from "./queue.repository.ts";

const BOM = "\uFEFF";

// A buyer can type "=HYPERLINK(…)" as a child's name; a spreadsheet would run it. A leading
// apostrophe makes it text (OWASP's advice; tab and carriage return start formulas in some too).
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: neutralised if it would start a formula, quoted if it holds a quote, comma or line break. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, ended by CRLF as RFC 4180 has it. */
export function csvLine(cells: readonly (string | number)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

export interface QueueCsvLayout {
  header: readonly string[];
  cells: (row: QueueRow) => readonly (string | number)[];
}

/** The filtered queue as a CSV byte stream: the header, then the orders as each batch arrives. */
export function queueCsv(
  db: Db,
  query: QueueFilters & Pick<QueueQuery, "sort" | "direction">,
  layout: QueueCsvLayout,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const batches = queueBatches(db, query);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(BOM + csvLine(layout.header)));
    },
    // Asked for more only as the client reads: a slow download holds one batch, not the queue.
    async pull(controller) {
      const next = await batches.next();
      if (next.done) {
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(next.value.map((row) => csvLine(layout.cells(row))).join("")));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}
