// The hours after a crash, compressed: the shop's leftover clean-ups keep young files (one may be
// about to be recorded), so the crash test ages what the kills left behind, then has the shop's
// own scheduled jobs run now, as their cron would later, and waits for them to finish.
import { readdir, utimes } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { PgBoss } from "pg-boss";

const JOB_TIMEOUT_MS = 120_000;

/** Sets every file's and folder's times under `root` back by `ageMs`, as if that long had passed. */
export async function ageFiles(root: string, ageMs: number): Promise<number> {
  const then = new Date(Date.now() - ageMs);
  let aged = 0;
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch {
    return 0;
  }
  // Deepest first, so that ageing a file does not make its folder young again.
  const paths = entries.map((entry) => path.join(entry.parentPath, entry.name)).reverse();
  for (const entry of [...paths, root]) {
    await utimes(entry, then, then);
    aged += 1;
  }
  return aged;
}

export interface ScheduledRun {
  queue: string;
  outcome: "completed" | "failed" | "no such queue" | "timed out";
}

/** Queues one job of each scheduled queue for the running shop to work, and waits for each. */
export async function runScheduledJobsNow(databaseUrl: string, queues: string[]): Promise<ScheduledRun[]> {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    supervise: false,
    schedule: false,
    migrate: false,
  });
  boss.on("error", () => undefined);
  await boss.start();
  try {
    const runs: ScheduledRun[] = [];
    for (const queue of queues) {
      if (!(await boss.getQueue(queue))) {
        runs.push({ queue, outcome: "no such queue" });
        continue;
      }
      const id = await boss.send(queue, null);
      runs.push({ queue, outcome: id ? await finished(boss, queue, id) : "failed" });
    }
    return runs;
  } finally {
    await boss.stop({ graceful: false });
  }
}

async function finished(boss: PgBoss, queue: string, id: string): Promise<ScheduledRun["outcome"]> {
  const deadline = Date.now() + JOB_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const job = await boss.getJobById(queue, id);
    if (job?.state === "completed") return "completed";
    if (job?.state === "failed" || job?.state === "cancelled") return "failed";
    await sleep(250);
  }
  return "timed out";
}
