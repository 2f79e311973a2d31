// Fresh migrated databases for tests: on a PostgreSQL server if reachable, on in-memory PGlite.
// Each is a copy of the database the global setup migrated once for the run (decision 066).
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, inject } from "vitest";
import pg from "pg";
import { MEMORY, openDatabase, type Database } from "./client.ts";
import { databaseUrl } from "./migrated-base.test-support.ts";

export interface TestDatabaseDriver {
  kind: Database["kind"];
  /** A new, migrated, empty database; closing it also drops it from the server. */
  open(): Promise<Database>;
}

// Read once per test file: ~40 MB that every PGlite of the file starts from.
let pgliteSnapshot: Promise<Blob> | undefined;

/** A new in-memory PGlite, migrated: opened from the run's migrated snapshot, not migrated again. */
export async function openMigratedPglite(): Promise<Database> {
  pgliteSnapshot ??= readFile(inject("pgliteSnapshotFile")).then((bytes) => new Blob([bytes]));
  return openDatabase({ dataDir: MEMORY, pgliteSnapshot: await pgliteSnapshot });
}

async function openOnServer(serverUrl: string, template: string): Promise<Database> {
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // A copy of the migrated template's files: no migration runs.
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), dataDir: MEMORY });
  const close = database.close;
  database.close = async () => {
    await close();
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    try {
      await cleanup.query(`drop database if exists ${name} with (force)`);
    } finally {
      await cleanup.end();
    }
  };
  return database;
}

/**
 * The drivers this run tests on, for `describe.each(testDatabaseDrivers())`: `npm run test:unit`
 * runs on the PostgreSQL server alone (PGlite when there is none), the slower lane
 * (`npm run test:unit:pglite`) on PGlite alone, so that every database test runs on both drivers in
 * `.ci/run` (decision 070). `TEST_DATABASES=both` runs both at once, as before.
 */
export function testDatabaseDrivers(): TestDatabaseDriver[] {
  const pglite: TestDatabaseDriver = { kind: "pglite", open: openMigratedPglite };
  const serverUrl = inject("testDatabaseUrl");
  const template = inject("testDatabaseTemplate");
  const server: TestDatabaseDriver | undefined =
    serverUrl && template ? { kind: "postgres", open: () => openOnServer(serverUrl, template) } : undefined;
  switch (inject("testDatabases")) {
    case "pglite":
      return [pglite];
    case "postgres":
      return [server ?? pglite];
    default:
      return server ? [pglite, server] : [pglite];
  }
}

/** One database for the enclosing `describe`, opened before its tests and dropped after them. */
export function useTestDatabase(driver: TestDatabaseDriver): () => Database {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await driver.open();
  });
  afterAll(async () => {
    await database?.close();
  });
  return () => {
    if (!database) throw new Error("The test database is opened in beforeAll");
    return database;
  };
}
