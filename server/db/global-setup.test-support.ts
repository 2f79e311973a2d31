// Vitest's global setup: finds or starts a PostgreSQL server, so database tests run on it and on PGlite.
import type { TestProject } from "vitest/node";
import { ensurePostgres } from "../../scripts/ensure-postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A server on which tests may create and drop databases; undefined runs them on PGlite alone. */
    testDatabaseUrl: string | undefined;
  }
}

export default function setup(project: TestProject): void {
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
}
