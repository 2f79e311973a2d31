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
import { lockPgliteFolder } from "./pglite-lock.ts";
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
  /** Limits of a PostgreSQL server's connections; `DATABASE_TIMEOUTS` unless a test shortens them. */
  timeouts?: Partial<DatabaseTimeouts>;
  /** Connections the pool may open to a PostgreSQL server (DATABASE_POOL_SIZE); node-postgres' 10 by default. */
  poolSize?: number;
  /** What a PostgreSQL server's `pg_stat_activity` names this pool's connections. */
  applicationName?: string;
  /** A `memory://` PGlite starts from this `dumpDataDir()` copy instead of an empty cluster (tests). */
  pgliteSnapshot?: Blob;
}

/**
 * The `application_name` of a process's connections to a PostgreSQL server, its own pool's and
 * pg-boss's apart: an operator reading `pg_stat_activity` sees which process holds how many of
 * `max_connections` (ARCHITECTURE.md, process roles), and the cluster test checks each pool's limit.
 */
export function databaseConnectionName(role: string, pid: number): { shop: string; jobs: string } {
  const name = `santa-${role}-${pid}`;
  return { shop: name, jobs: `${name}-jobs` };
}

/** How long the pool waits for a PostgreSQL server before a request gets an error instead. */
export interface DatabaseTimeouts {
  /** Opening a connection, or waiting for a free one in a full pool. */
  connectMs: number;
  /** One statement: the server cancels it (SQLSTATE 57014) and the transaction rolls back. */
  statementMs: number;
  /** A transaction left open with nothing running: the server ends that session. */
  idleInTransactionMs: number;
}

// A page's queries take milliseconds; the slowest of ours (the console's CSV export, the retention
// sweep's deletes) well under a second on a season's data. Ten seconds to connect outlasts a server's
// restart or failover; thirty per statement leaves a slow query room while a stuck one (a lock held
// by a crashed process) frees its connection, and its request, instead of hanging both forever. A
// transaction holding locks while its process waits on something else is cut after a minute.
export const DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 10_000,
  statementMs: 30_000,
  idleInTransactionMs: 60_000,
};

export const MEMORY = "memory://";

const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

// Any fixed number: it names the lock that lets one process at a time migrate a shared server.
const MIGRATION_LOCK = 7_230_512;

export async function openDatabase({
  databaseUrl,
  dataDir,
  timeouts,
  poolSize = 10,
  applicationName,
  pgliteSnapshot,
}: DatabaseOptions): Promise<Database> {
  if (databaseUrl) {
    const limits = { ...DATABASE_TIMEOUTS, ...timeouts };
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: poolSize,
      ...(applicationName && { application_name: applicationName }),
      connectionTimeoutMillis: limits.connectMs,
      // Sent with each new connection, so the server itself enforces them, whatever the client does.
      statement_timeout: limits.statementMs,
      idle_in_transaction_session_timeout: limits.idleInTransactionMs,
    });
    // A server restart breaks idle connections; the pool drops them and reconnects on next use,
    // but an unhandled `error` event would end the process first.
    pool.on("error", (error) => logger.warn({ err: error }, "PostgreSQL: an idle connection was lost"));
    const db = drizzleNodePg({ client: pool, schema });
    return { kind: "postgres", db, client: pool, url: databaseUrl, close: () => pool.end() };
  }
  let location = MEMORY;
  let unlock = () => {};
  if (dataDir !== MEMORY) {
    location = path.resolve(dataDir, "pglite");
    mkdirSync(location, { recursive: true });
    // Before PGlite touches the folder: a second process there would corrupt it.
    unlock = lockPgliteFolder(location);
  }
  // Loaded only here: PGlite's WebAssembly takes ~140 MB of memory as soon as it is imported, which
  // a shop on a PostgreSQL server should not carry.
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle: drizzlePglite } = await import("drizzle-orm/pglite");
  const client = await PGlite.create(location, {
    // PostgreSQL's 128 MB of shared buffers live in PGlite's WebAssembly memory, in this process;
    // 16 MB holds a shop's working set and keeps ~80 MB of the server's memory free (measured).
    startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"],
    ...(pgliteSnapshot && { loadDataDir: pgliteSnapshot }),
  }).catch((error: unknown) => {
    unlock();
    throw error;
  });
  const db = drizzlePglite({ client, schema });
  const close = async () => {
    await client.close();
    unlock();
  };
  return { kind: "pglite", db, client, close };
}

/** One connection held for one caller until it lets go (`release`, with `true` when it broke). */
export interface ReservedConnection {
  db: Db;
  release(broken?: boolean): void;
}

/**
 * Takes a connection out of a PostgreSQL pool for a caller that must write the moment something
 * outside the database has happened (an SMTP server accepted an e-mail), rather than queue behind
 * the pool's other work then. The connection is idle between the caller's statements, so it holds
 * no transaction open. PGlite is one connection in this process, and a transaction (or a db that is
 * not a pool's) has its connection already: both are handed back as they are.
 */
export async function reserveConnection(db: Db): Promise<ReservedConnection> {
  // Drizzle's documented handle on the client it was made with: the pool, for a database.
  const client: unknown = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return { db, release: () => {} };
  const connection = await client.connect();
  return {
    db: drizzleNodePg({ client: connection, schema }),
    release: (broken) => connection.release(broken),
  };
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
    // Waiting for another process's migration, or an index built over a season's rows, may take
    // longer than a page's statement may: this connection has no limit, and never returns to the pool.
    await connection.query("set statement_timeout = 0");
    await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrateNodePg(drizzleNodePg({ client: connection, schema }), config);
  } finally {
    // Closed rather than returned to the pool: it has no statement limit, and ending its session
    // releases the lock for the next process at once.
    connection.release(true);
  }
}
