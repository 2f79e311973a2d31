// The migrated databases a test run copies: migrated once per run from empty, on both drivers, by
// Vitest's global setup, so each test's fresh database is a copy rather than a migration (decision 066).
import { randomBytes } from "node:crypto";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { MEMORY, migrate, openDatabase } from "./client.ts";

/** Migrates an empty in-memory PGlite and writes its data folder (`dumpDataDir`) to `folder`. */
export async function writeMigratedPgliteSnapshot(folder: string): Promise<string> {
  const database = await openDatabase({ dataDir: MEMORY });
  try {
    if (database.kind !== "pglite") throw new Error("expected the embedded database");
    await migrate(database);
    // Uncompressed: each test file reads it again, and unpacking gzip costs more than the bytes.
    const snapshot = await database.client.dumpDataDir("none");
    const file = path.join(folder, "migrated-pglite.tar");
    await writeFile(file, new Uint8Array(await snapshot.arrayBuffer()));
    return file;
  } finally {
    await database.close();
  }
}

async function onServer(serverUrl: string, statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface MigratedTemplate {
  name: string;
  drop(): Promise<void>;
}

/**
 * Migrates a new database on the server once and makes it a template that takes no connections:
 * `CREATE DATABASE … TEMPLATE` refuses a template anyone is connected to, autovacuum included.
 * Named per run, as several runs may share the server.
 */
export async function createMigratedTemplate(serverUrl: string): Promise<MigratedTemplate> {
  const name = `test_base_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, [`create database ${name}`]);
  try {
    const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), dataDir: MEMORY });
    try {
      await migrate(database);
    } finally {
      await database.close();
    }
    await onServer(serverUrl, [`alter database ${name} with is_template true allow_connections false`]);
  } catch (error) {
    await onServer(serverUrl, [`drop database if exists ${name} with (force)`]);
    throw error;
  }
  return {
    name,
    drop: () =>
      onServer(serverUrl, [
        `alter database ${name} with is_template false`,
        `drop database if exists ${name} with (force)`,
      ]),
  };
}
