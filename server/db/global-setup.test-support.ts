// Vitest's global setup: finds or starts a PostgreSQL server, so database tests run on it and on PGlite,
// and migrates each driver's database once for the run, for every test to copy (decision 066).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { ensurePostgres } from "../../scripts/ensure-postgres.ts";
import { createMigratedTemplate, writeMigratedPgliteSnapshot } from "./migrated-base.test-support.ts";

export type TestDatabases = "postgres" | "pglite" | "both";

declare module "vitest" {
  export interface ProvidedContext {
    /** A server on which tests may create and drop databases; undefined runs them on PGlite alone. */
    testDatabaseUrl: string | undefined;
    /** The migrated template database on that server that each test's database is created from. */
    testDatabaseTemplate: string | undefined;
    /** A migrated PGlite's `dumpDataDir()` file, that each test's PGlite is opened from. */
    pgliteSnapshotFile: string;
    /** Which drivers `testDatabaseDrivers()` gives: the server's (PGlite without one), PGlite's, or both. */
    testDatabases: TestDatabases;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // A URL given by hand (another server, another port) wins over Debian's local cluster.
  let url = process.env.TEST_DATABASE_URL || undefined;
  if (!url) {
    try {
      url = ensurePostgres();
    } catch (error) {
      // CI must prove both drivers; a laptop without root still runs everything on PGlite.
      if (process.env.CI) throw error;
      console.warn(`Database tests run on PGlite only: ${(error as Error).message}`);
    }
  }
  if (url) process.env.TEST_DATABASE_URL = url;
  project.provide("testDatabaseUrl", url);

  // The migrations are applied to an empty database here, once per driver: a migration that fails
  // fails the run before any test starts.
  const folder = await mkdtemp(path.join(tmpdir(), "santa-test-databases-"));
  const template = url ? await createMigratedTemplate(url) : undefined;
  const teardown = async () => {
    await template?.drop();
    await rm(folder, { recursive: true, force: true });
  };
  try {
    project.provide("pgliteSnapshotFile", await writeMigratedPgliteSnapshot(folder));
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide("testDatabaseTemplate", template?.name);
  const databases = process.env.TEST_DATABASES ?? "postgres";
  if (databases !== "postgres" && databases !== "pglite" && databases !== "both")
    throw new Error(`TEST_DATABASES is postgres, pglite or both, not ${databases}`);
  project.provide("testDatabases", databases);
  return teardown;
}
