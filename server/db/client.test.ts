import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type AddressInfo, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, inject, it } from "vitest";
import { anOrder, priceOf } from "../orders/order-factory.test-support.ts";
import { createOrder } from "../orders/create-order.ts";
import type pg from "pg";
import { DATABASE_TIMEOUTS, MEMORY, migrate, openDatabase, type Database } from "./client.ts";
import { testDatabaseDrivers } from "./databases.test-support.ts";
import journal from "./migrations/meta/_journal.json" with { type: "json" };
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

// The global setup migrated an empty database on each driver once; every test's database is its copy.
describe.each(testDatabaseDrivers())("a test's fresh database on $kind", (driver) => {
  it("has every migration applied, and no row", async () => {
    const database = await driver.open();
    try {
      const query = "select created_at from drizzle.__drizzle_migrations order by id";
      const { rows } =
        database.kind === "pglite"
          ? await database.client.query<{ created_at: string }>(query)
          : await database.client.query<{ created_at: string }>(query);
      expect(rows.map((row) => Number(row.created_at))).toEqual(journal.entries.map((entry) => entry.when));
      expect(await database.db.$count(orders)).toBe(0);
    } finally {
      await database.close();
    }
  });
});

// The limits hold on a PostgreSQL server only: PGlite runs in this process, one query at a time.
const serverUrl = inject("testDatabaseUrl");

function onServer(database: Database): pg.Pool {
  if (database.kind !== "postgres") throw new Error("expected a PostgreSQL server");
  return database.client;
}

describe.runIf(serverUrl)("a PostgreSQL server's connections", () => {
  it("carry the shop's statement and idle-transaction limits", async () => {
    const database = await openDatabase({ databaseUrl: serverUrl, dataDir: MEMORY });
    try {
      // pg_settings gives both in milliseconds.
      const { rows } = await onServer(database).query<{ name: string; ms: number }>(
        `select name, setting::int as ms from pg_settings
         where name in ('statement_timeout', 'idle_in_transaction_session_timeout') order by name`,
      );
      expect(rows).toEqual([
        { name: "idle_in_transaction_session_timeout", ms: DATABASE_TIMEOUTS.idleInTransactionMs },
        { name: "statement_timeout", ms: DATABASE_TIMEOUTS.statementMs },
      ]);
    } finally {
      await database.close();
    }
  });

  it("cancel a statement over the limit with PostgreSQL's own error, and the pool goes on", async () => {
    const database = await openDatabase({
      databaseUrl: serverUrl,
      dataDir: MEMORY,
      timeouts: { statementMs: 200 },
    });
    try {
      const slow = database.db.execute(sql`select pg_sleep(30)`);
      await expect(slow).rejects.toMatchObject({
        cause: { code: "57014", message: "canceling statement due to statement timeout" },
      });
      const { rows } = await onServer(database).query<{ ok: number }>("select 1 as ok");
      expect(rows).toEqual([{ ok: 1 }]);
    } finally {
      await database.close();
    }
  });

  it("end a transaction left idle, so its locks and connection come back", async () => {
    const database = await openDatabase({
      databaseUrl: serverUrl,
      dataDir: MEMORY,
      timeouts: { idleInTransactionMs: 200 },
    });
    const stuck = await onServer(database).connect();
    // The server ends the session; node-postgres reports it on the client, not as a crash.
    const ended = new Promise<Error>((resolve) => stuck.on("error", resolve));
    try {
      await stuck.query("begin");
      const { rows } = await stuck.query<{ pid: number }>("select pg_backend_pid() as pid");
      expect((await ended).message).toMatch(/idle-in-transaction timeout|terminat/i);
      const { rows: left } = await onServer(database).query("select 1 from pg_stat_activity where pid = $1", [
        rows[0]!.pid,
      ]);
      expect(left).toEqual([]);
    } finally {
      stuck.release(true);
      await database.close();
    }
  });
});

describe("a PostgreSQL server that does not answer", () => {
  it("gives up after the connection limit with a clear error, not a request hanging forever", async () => {
    // Accepts the connection and never says a word: a server stuck in a failover.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    const database = await openDatabase({
      databaseUrl: `postgres://shop:secret@127.0.0.1:${port}/shop`,
      dataDir: MEMORY,
      timeouts: { connectMs: 300 },
    });
    try {
      await expect(database.db.execute(sql`select 1`)).rejects.toMatchObject({
        cause: { message: expect.stringMatching(/timeout/i) as unknown },
      });
    } finally {
      await database.close();
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});
