// The cluster's figures while it runs: each process's peak memory (the kernel's high-water mark of
// its resident set, VmHWM, read every second and once more before a kill or stop) and the most
// connections the shop's processes held open to PostgreSQL at once (decision 053 counts them).
import { readFileSync } from "node:fs";
import pg from "pg";

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
  stop(): Promise<void>;
}

export async function watchCluster(databaseUrl: string, watched: () => Watched[]): Promise<ClusterMonitor> {
  const peaks = new Map<string, number>();
  let connections = 0;
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
      const { rows } = await client.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name <> $1",
        [TEST_APPLICATION_NAME],
      );
      connections = Math.max(connections, rows[0]?.n ?? 0);
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
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      sample();
      await client.end();
    },
  };
}
