import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DEFAULT_QUEUE_QUERY } from "#domain/console-queue.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { anOrder, priceOf } from "../orders/order-factory.test-support.ts";
import { createOrder } from "../orders/create-order.ts";
import { csvCell, csvLine, queueCsv } from "./queue-csv.ts";

describe("csvCell", () => {
  it("quotes a cell with a comma, a quote or a line break, doubling its quotes", () => {
    expect(csvCell("Mia")).toBe("Mia");
    expect(csvCell("Parent, Ada")).toBe('"Parent, Ada"');
    expect(csvCell('Ada "Mum" Parent')).toBe('"Ada ""Mum"" Parent"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
  });

  it("makes a cell a spreadsheet would run as a formula plain text", () => {
    for (const formula of ["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx"]) {
      expect(csvCell(formula)).toBe(formula.startsWith("\r") ? `"'${formula}"` : `'${formula}`);
    }
    expect(csvCell('=HYPERLINK("http://evil.example","Mia")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""Mia"")"`,
    );
  });

  it("leaves numbers as numbers", () => {
    expect(csvCell(3)).toBe("3");
  });
});

describe("csvLine", () => {
  it("ends each record with CRLF", () => {
    expect(csvLine(["SF-ABCDE", "Mia; Leo", 2])).toBe("SF-ABCDE,Mia; Leo,2\r\n");
  });
});

describe.each(testDatabaseDrivers())("queueCsv on $kind", (driver) => {
  const database = useTestDatabase(driver);

  it("streams a byte-order mark, the header and every order", async () => {
    const { db } = database();
    for (let index = 0; index < 3; index += 1) {
      const order = anOrder(1, { buyerEmail: `csv-${index}@example.com` });
      await createOrder(db, { idempotencyKey: randomUUID(), order, price: priceOf(order), language: "en" });
    }
    const stream = queueCsv(
      db,
      { ...DEFAULT_QUEUE_QUERY, q: "csv-" },
      { header: ["Reference", "E-mail"], cells: (row) => [row.reference, row.buyerEmail] },
    );
    const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith("Reference,E-mail\r\n")).toBe(true);
    const lines = text.trimEnd().split("\r\n");
    expect(lines).toHaveLength(4);
    expect(
      lines
        .slice(1)
        .map((line) => line.split(",")[1])
        .sort(),
    ).toEqual(["csv-0@example.com", "csv-1@example.com", "csv-2@example.com"]);
  });
});
