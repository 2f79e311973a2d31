// The cluster's figures while it runs: each process's peak memory (the kernel's high-water mark of
// its resident set, VmHWM, read every second and once more before a kill or stop) and the most
// connections the shop's processes held open to PostgreSQL at once, in all and per pool (each
// process's own and its pg-boss's, told apart by their application_name), which decision 053 counts.
import { readFileSync } from "node:fs";
import pg from "pg";
import { JOBS_POOL_SIZE } from "#server/db/pg-boss-adapter.ts";
import { CLUSTER_POOL_SIZE } from "./cluster-settings.ts";

/** The test's own connections say so, and are not counted. */
export const TEST_APPLICATION_NAME = "cluster-test";

export interface Watched {
  name: string;
  readonly pid: number | undefined;
}

/** The process's peak resident set in MB, or undefined when it is gone. */
function peakRssMb(pid: number): number | undefined {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

export interface ClusterMonitor {
  /** Reads every process's peak now: called before a kill, which ends what /proc knows of it. */
  sample(): void;
  peakMemoryMb(): Record<string, number>;
  peakConnections(): number;
  /** The most connections each pool held at once, by application_name (server/db/client.ts). */
  peakConnectionsPerPool(): Record<string, number>;
  stop(): Promise<void>;
}

export async function watchCluster(databaseUrl: string, watched: () => Watched[]): Promise<ClusterMonitor> {
  const peaks = new Map<string, number>();
  let connections = 0;
  const perPool = new Map<string, number>();
  const client = new pg.Client({ connectionString: databaseUrl, application_name: TEST_APPLICATION_NAME });
  await client.connect();
  const sample = () => {
    for (const { name, pid } of watched()) {
      const peak = pid === undefined ? undefined : peakRssMb(pid);
      if (peak !== undefined) peaks.set(name, Math.max(peaks.get(name) ?? 0, peak));
    }
  };
  let counting = false;
  let stopped = false;
  const countConnections = async () => {
    if (counting) return;
    counting = true;
    try {
      // A connection still starting (state null) carries no name yet: PostgreSQL lists it before
      // it applies the startup packet's application_name. It counts in the total, in no pool.
      // Only client backends: the server's own workers of this database (autovacuum) have no name
      // and are nobody's connection (an unnamed one failed a run, issue 43).
      const { rows } = await client.query<{ pool: string; starting: boolean; n: number }>(
        `select application_name as pool, state is null as starting, count(*)::int as n
         from pg_stat_activity
         where datname = current_database() and backend_type = 'client backend' and application_name <> $1
         group by application_name, state is null`,
        [TEST_APPLICATION_NAME],
      );
      connections = Math.max(
        connections,
        rows.reduce((sum, row) => sum + row.n, 0),
      );
      const pools = new Map<string, number>();
      for (const { pool, n } of rows.filter((row) => !row.starting))
        pools.set(pool, (pools.get(pool) ?? 0) + n);
      for (const [pool, n] of pools) perPool.set(pool, Math.max(perPool.get(pool) ?? 0, n));
    } catch {
      // a failed count is a missing sample, not a failed test
    } finally {
      counting = false;
    }
  };
  const timer = setInterval(() => {
    sample();
    void countConnections();
  }, 1000);
  return {
    sample,
    peakMemoryMb: () => Object.fromEntries([...peaks].sort(([a], [b]) => a.localeCompare(b))),
    peakConnections: () => connections,
    peakConnectionsPerPool: () => Object.fromEntries([...perPool].sort(([a], [b]) => a.localeCompare(b))),
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      sample();
      await client.end();
    },
  };
}

/**
 * Each pool past its limit, and connections no process named: every one the shop opens carries its
 * process's name (`databaseConnectionName`), so ARCHITECTURE.md's sum holds process by process.
 */
export function poolProblems(peaks: Record<string, number>): string[] {
  return Object.entries(peaks).flatMap(([pool, peak]) => {
    if (!pool.startsWith("santa-"))
      return [`${peak} connections to PostgreSQL named "${pool}", not by a process`];
    const limit = pool.endsWith("-jobs") ? JOBS_POOL_SIZE : CLUSTER_POOL_SIZE;
    return peak > limit ? [`${pool} held ${peak} connections at once, over its pool's ${limit}`] : [];
  });
}
