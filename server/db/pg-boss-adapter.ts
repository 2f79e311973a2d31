// Runs pg-boss's queues in the shop's own database, embedded PGlite or a PostgreSQL server alike.
import { fromPglite, PgBoss, type ConstructorOptions } from "pg-boss";
import { logger } from "../logger.ts";
import type { Database } from "./client.ts";

/** pg-boss's own connections to a PostgreSQL server, per process, beside the shop's pool. */
export const JOBS_POOL_SIZE = 4;

/**
 * How pg-boss reaches the database. PGlite is one connection in this process, so pg-boss cannot
 * open a pool of its own: pg-boss's `fromPglite` adapter sends parameterless SQL (its
 * multi-statement migrations) to PGlite's `exec` and parameterised SQL to `query`, and rolls back
 * a statement's aborted transaction as a pool would by handing out a fresh connection. On a server
 * pg-boss keeps its own pool, which LISTEN/NOTIFY and transactional workers need.
 */
export function jobsConnection(database: Database): ConstructorOptions {
  if (database.kind === "pglite") return { db: fromPglite(database.client), backend: "pglite" };
  return { connectionString: database.url, max: JOBS_POOL_SIZE };
}

/** pg-boss's own settings (timings, schema, maintenance); the connection comes from the database. */
export type PgBossOptions = Omit<
  ConstructorOptions,
  "db" | "backend" | "connectionString" | "host" | "port" | "database" | "user" | "password" | "ssl" | "max"
>;

/**
 * A started PgBoss, with no queues yet (those are in server/jobs.ts); the caller stops it
 * (`boss.stop()`) before closing the database.
 */
export async function startPgBoss(database: Database, options: PgBossOptions = {}): Promise<PgBoss> {
  const boss = new PgBoss({ ...options, ...jobsConnection(database) });
  // pg-boss reports maintenance failures as events; an unheard `error` event would end the process.
  boss.on("error", (error) => logger.error({ err: error }, "pg-boss"));
  await boss.start();
  return boss;
}
