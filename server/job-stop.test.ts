// A process stopping with jobs in hand (a worker's SIGTERM), on a real pg-boss: a job that finishes
// within the grace completes; one cut short past it goes back to the queue with its retry count as
// it was, even when the process is killed right after giving up on it, unlike a job that failed by
// itself. And pg-boss's timings come from the configuration.
import type { PgBoss } from "pg-boss";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { startPgBoss } from "./db/pg-boss-adapter.ts";
import { testDatabaseDrivers, useTestDatabase } from "./db/databases.test-support.ts";
import { defineQueue, startJobQueues, withTimings } from "./job-queues.ts";
import { drainWithin } from "./shutdown.ts";

const SILENT = pino({ level: "silent" });

/** A render stand-in: takes `ms` unless the process abandons it, and then fails as ffmpeg killed would. */
function slowWork(ms: number, abandoned: AbortSignal, started: () => void) {
  return new Promise<void>((resolve, reject) => {
    started();
    const timer = setTimeout(resolve, ms);
    abandoned.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(new Error("ffmpeg was killed"));
    });
  });
}

async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(testDatabaseDrivers())("stopping with a job in hand ($kind)", (driver) => {
  const database = useTestDatabase(driver);
  let boss: PgBoss;
  beforeAll(async () => {
    boss = await startPgBoss(database());
  }, 60_000);
  afterAll(async () => {
    await boss?.stop({ graceful: false });
  });

  /** One queue whose job takes `workMs` (or fails at once); each run's try number is recorded. */
  function startQueue(queue: string, workMs: number, fails: boolean, tries: number[]) {
    const abandoned = new AbortController();
    let inHand = false;
    const started = startJobQueues({
      boss,
      table: {
        [queue]: defineQueue({
          schema: z.object({ film: z.number() }),
          jobSettings: { retryLimit: 3, retryDelay: 1 },
          work: { pollingIntervalSeconds: 0.5 },
          handler: async (_data, _deps, attempt) => {
            tries.push(attempt.retryCount);
            if (fails && tries.length === 1) throw new Error("the film's own fault");
            await slowWork(workMs, abandoned.signal, () => (inHand = true));
          },
        }),
      },
      deps: {},
      logger: SILENT,
      abandon: { signal: abandoned.signal, db: database().db },
    });
    return { started, abandoned, inHand: () => inHand };
  }

  /** Sends a job, stops the process once it is in hand, then lets another process finish it. */
  async function stopDuringJob(queue: string, workMs: number, graceMs: number, fails = false) {
    const tries: number[] = [];
    const first = startQueue(queue, workMs, fails, tries);
    const jobs = await first.started;
    const id = (await jobs.send(queue, { film: 1 }))!;
    await until(async () => first.inHand() || (await boss.getJobById(queue, id))?.state === "retry");
    const outcome = await drainWithin(graceMs, jobs.stop(), () => first.abandoned.abort());
    const afterStop = (await boss.getJobById(queue, id))!;
    // The next process takes the film's job and finishes it quickly.
    const next = await startQueue(queue, 0, false, tries).started;
    await until(async () => tries.length === (fails || outcome === "abandoned" ? 2 : 1));
    await next.stop();
    return { outcome, afterStop, tries };
  }

  it("lets a job that ends within the grace complete", async () => {
    const { outcome, afterStop, tries } = await stopDuringJob("test.stop-finishes", 800, 10_000);
    expect(outcome).toBe("drained");
    expect(afterStop.state).toBe("completed");
    expect(tries).toEqual([0]);
  }, 60_000);

  it("puts a job cut short past the grace back in the queue without counting the try", async () => {
    const { outcome, afterStop, tries } = await stopDuringJob("test.stop-abandons", 60_000, 300);
    expect(outcome).toBe("abandoned");
    expect(afterStop.state).toBe("cancelled");
    // Taken again as its first try, not its second.
    expect(tries).toEqual([0, 0]);
  }, 60_000);

  it("leaves a job it gave up on queued though the process is killed before its stop returns", async () => {
    const queue = "test.stop-killed";
    const tries: number[] = [];
    const first = startQueue(queue, 60_000, false, tries);
    await (await first.started).send(queue, { film: 1 });
    await until(async () => first.inHand());
    // The stop's first step, then its grace runs out; a SIGKILL then ends the process before the
    // stop returns, so nothing it would do after giving up on the job ever happens.
    await boss.offWork(queue, { wait: false });
    first.abandoned.abort();

    const next = await startQueue(queue, 0, false, tries).started;
    await until(async () => tries.length === 2);
    await next.stop();
    expect(tries).toEqual([0, 0]);
  }, 60_000);

  it("counts a try that failed by itself", async () => {
    const { afterStop, tries } = await stopDuringJob("test.stop-fails", 0, 10_000, true);
    expect(afterStop.state).toBe("retry");
    expect(tries).toEqual([0, 1]);
  }, 60_000);

  it("gives jobs the configured heartbeat and retry delay in place of their queue's own", async () => {
    const queue = "test.timings";
    const jobs = await startJobQueues({
      boss,
      table: {
        [queue]: defineQueue({
          schema: z.null(),
          jobSettings: { retryLimit: 3, retryDelay: 30, heartbeatSeconds: 120 },
          handler: async () => {},
        }),
      },
      concurrency: { [queue]: 0 },
      deps: {},
      logger: SILENT,
      timings: { heartbeatSeconds: 10, retryDelaySeconds: 1 },
    });
    const job = await boss.getJobById(queue, (await jobs.send(queue, null))!);
    expect(job).toMatchObject({ heartbeatSeconds: 10, retryDelay: 1, retryLimit: 3 });
    await jobs.stop();
  }, 60_000);
});

describe("pg-boss timings", () => {
  it("replace only what a queue has: a queue without a heartbeat gets none", () => {
    const timings = { heartbeatSeconds: 10, retryDelaySeconds: 2 };
    expect(withTimings({ retryLimit: 1 }, timings)).toEqual({ retryLimit: 1 });
    expect(withTimings({ retryDelay: 30, heartbeatSeconds: 120 }, timings)).toEqual({
      retryDelay: 2,
      heartbeatSeconds: 10,
    });
    expect(withTimings({ retryDelay: 30 }, {})).toEqual({ retryDelay: 30 });
    expect(withTimings(undefined, timings)).toBeUndefined();
  });
});
