import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { anOrder, priceOf } from "../orders/order-factory.test-support.ts";
import { createOrder } from "../orders/orders.repository.ts";
import { migrate, openDatabase } from "./client.ts";
import { orders } from "./schema.ts";

describe("the embedded database", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "santa-db-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    "keeps its data in DATA_DIR/pglite across restarts, and migrating again changes nothing",
    { timeout: 60_000 },
    async () => {
      const order = anOrder();
      const first = await openDatabase({ dataDir });
      expect(first.kind).toBe("pglite");
      await migrate(first);
      const { order: written } = await createOrder(first.db, {
        idempotencyKey: "restart",
        order,
        price: priceOf(order),
        language: "es",
      });
      await first.close();

      const second = await openDatabase({ dataDir });
      try {
        await migrate(second);
        const [read] = await second.db.select().from(orders).where(eq(orders.id, written.id));
        expect(read).toMatchObject({ reference: written.reference, language: "es" });
      } finally {
        await second.close();
      }
    },
  );
});
