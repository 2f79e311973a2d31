// Fresh migrated databases for tests: in-memory PGlite always, and one on a PostgreSQL server if reachable.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, inject } from "vitest";
import pg from "pg";
import { MEMORY, migrate, openDatabase, type Database } from "./client.ts";

export interface TestDatabaseDriver {
  kind: Database["kind"];
  /** A new, migrated, empty database; closing it also drops it from the server. */
  open(): Promise<Database>;
}

async function openPglite(): Promise<Database> {
  const database = await openDatabase({ dataDir: MEMORY });
  await migrate(database);
  return database;
}

async function openOnServer(serverUrl: string): Promise<Database> {
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: MEMORY });
  await migrate(database);
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

/** The drivers this run can test on, for `describe.each(testDatabaseDrivers())`. */
export function testDatabaseDrivers(): TestDatabaseDriver[] {
  const drivers: TestDatabaseDriver[] = [{ kind: "pglite", open: openPglite }];
  const serverUrl = inject("testDatabaseUrl");
  if (serverUrl) drivers.push({ kind: "postgres", open: () => openOnServer(serverUrl) });
  return drivers;
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
