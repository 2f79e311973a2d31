// Opens the shop's database, embedded PGlite or a PostgreSQL server by URL, and migrates it.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { logger } from "../logger.ts";
import * as schema from "./schema.ts";

/** A Drizzle database or transaction on either driver: what repositories take. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database =
  | { kind: "pglite"; db: Db; client: PGlite; close(): Promise<void> }
  | { kind: "postgres"; db: Db; client: pg.Pool; url: string; close(): Promise<void> };

export interface DatabaseOptions {
  /** A PostgreSQL server; without it the database is embedded. */
  databaseUrl?: string | undefined;
  /** PGlite keeps its files in `${dataDir}/pglite`; `memory://` keeps nothing, for tests. */
  dataDir: string;
}

export const MEMORY = "memory://";

const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

// Any fixed number: it names the lock that lets one process at a time migrate a shared server.
const MIGRATION_LOCK = 7_230_512;

export async function openDatabase({ databaseUrl, dataDir }: DatabaseOptions): Promise<Database> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl });
    // A server restart breaks idle connections; the pool drops them and reconnects on next use,
    // but an unhandled `error` event would end the process first.
    pool.on("error", (error) => logger.warn({ err: error }, "PostgreSQL: an idle connection was lost"));
    const db = drizzleNodePg({ client: pool, schema });
    return { kind: "postgres", db, client: pool, url: databaseUrl, close: () => pool.end() };
  }
  let location = MEMORY;
  if (dataDir !== MEMORY) {
    location = path.resolve(dataDir, "pglite");
    mkdirSync(location, { recursive: true });
  }
  // Loaded only here: PGlite's WebAssembly takes ~140 MB of memory as soon as it is imported, which
  // a shop on a PostgreSQL server should not carry.
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle: drizzlePglite } = await import("drizzle-orm/pglite");
  const client = await PGlite.create(location, {
    // PostgreSQL's 128 MB of shared buffers live in PGlite's WebAssembly memory, in this process;
    // 16 MB holds a shop's working set and keeps ~80 MB of the server's memory free (measured).
    startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"],
  });
  const db = drizzlePglite({ client, schema });
  return { kind: "pglite", db, client, close: () => client.close() };
}

/** Applies the migrations in server/db/migrations that the database has not seen yet. */
export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === "pglite") {
    const { drizzle: drizzlePglite } = await import("drizzle-orm/pglite");
    const { migrate: migratePglite } = await import("drizzle-orm/pglite/migrator");
    await migratePglite(drizzlePglite({ client: database.client, schema }), config);
    return;
  }
  // Drizzle's migrator takes no lock, and several web processes start at once against one server.
  const connection = await database.client.connect();
  try {
    await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrateNodePg(drizzleNodePg({ client: connection, schema }), config);
  } finally {
    const unlocked = await connection.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).then(
      () => true,
      () => false,
    );
    // A connection that may still hold the lock must not go back to the pool.
    connection.release(!unlocked);
  }
}
