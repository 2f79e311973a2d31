import type { PgBoss } from "pg-boss";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { startPgBoss } from "./db/pg-boss-adapter.ts";
import { testDatabaseDrivers, useTestDatabase } from "./db/databases.test-support.ts";
import {
  checkJobTable,
  defineQueue,
  JobPayloadRejected,
  startJobQueues,
  type JobTable,
} from "./job-queues.ts";
import { jobTable } from "./jobs.ts";

const SILENT = pino({ level: "silent" });
const TIMEOUT = { timeout: 60_000 };

/** A boss that must not be reached: start-up is refused before any queue is created. */
const untouchableBoss = new Proxy({} as PgBoss, {
  get(_target, method) {
    throw new Error(`pg-boss was called (${String(method)}) before the table was checked`);
  },
});

async function until<T>(read: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Nothing within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("the job table", () => {
  it("gives every one of the shop's queues a schema and a handler", () => {
    expect(() => checkJobTable(jobTable)).not.toThrow();
  });

  it("refuses to start when a queue lacks its handler or its schema, naming each", async () => {
    const incomplete = {
      "film.render": { schema: z.object({ filmId: z.uuid() }) },
      "console.sweep": { handler: async () => undefined },
    } as unknown as JobTable<object>;

    await expect(
      startJobQueues({ boss: untouchableBoss, table: incomplete, deps: {}, logger: SILENT }),
    ).rejects.toThrow(/"film\.render" has no handler[\s\S]*"console\.sweep" has no payload schema/);
  });

  it("refuses a schedule whose queue's schema does not take the null payload a schedule sends", () => {
    const table = {
      "photos.purge-staged": defineQueue({
        schema: z.object({ olderThanHours: z.number() }),
        schedule: "17 * * * *",
        handler: async () => undefined,
      }),
    };
    expect(() => checkJobTable(table)).toThrow(/"photos\.purge-staged" is scheduled/);
  });
});

const GREETING_TABLE = {
  "test.greeting": defineQueue({
    schema: z.object({ words: z.string().min(1) }),
    jobSettings: { retryLimit: 1, retryDelay: 1 },
    work: { pollingIntervalSeconds: 0.5 },
    handler: async ({ words }, deps: { greeted: string[] }) => {
      if (words === "fail") throw new Error("the chimney is blocked");
      deps.greeted.push(words);
      return { said: words };
    },
  }),
};

describe.each(testDatabaseDrivers())("job queues on $kind", (driver) => {
  const database = useTestDatabase(driver);
  let boss: PgBoss;
  beforeAll(async () => {
    boss = await startPgBoss(database(), { supervise: false, schedule: false });
  });
  afterAll(async () => {
    await boss?.stop({ graceful: true, timeout: 5_000 });
  });

  /** The queues started with a list that the handler adds each greeting to. */
  async function startGreetings() {
    const greeted: string[] = [];
    const jobs = await startJobQueues({ boss, table: GREETING_TABLE, deps: { greeted }, logger: SILENT });
    return { jobs, greeted };
  }

  async function settled(id: string | null) {
    if (!id) throw new Error("no job id");
    return until(async () => {
      const [job] = await boss.findJobs<object>("test.greeting", { id });
      return job && ["completed", "failed"].includes(job.state) ? job : undefined;
    });
  }

  it("runs a job whose payload matches and fails one whose payload does not, for good", TIMEOUT, async () => {
    const { jobs, greeted } = await startGreetings();
    try {
      const good = await settled(await jobs.send("test.greeting", { words: "Ho ho ho" }));
      expect(good).toMatchObject({ state: "completed", output: { said: "Ho ho ho" } });

      // As an older process, or a hand-written row, could queue it: past the typed send.
      const bad = await settled(await boss.send("test.greeting", { word: 42 }));
      expect(bad.state).toBe("failed");
      expect(bad.retryCount).toBe(0);
      expect(bad.output).toEqual({
        message: expect.stringMatching(/"test\.greeting" job's payload does not match[\s\S]*words/),
      });
      expect(greeted).toEqual(["Ho ho ho"]);
    } finally {
      await jobs.stop();
    }
  });

  it("refuses to send a payload its queue's schema refuses", TIMEOUT, async () => {
    const { jobs } = await startGreetings();
    try {
      await expect(jobs.send("test.greeting", { words: "" })).rejects.toThrow(JobPayloadRejected);
      expect(await boss.findJobs("test.greeting", { data: { words: "" } })).toEqual([]);
    } finally {
      await jobs.stop();
    }
  });

  it("retries a job whose handler throws as its settings allow, keeping the error", TIMEOUT, async () => {
    const { jobs, greeted } = await startGreetings();
    try {
      const failed = await settled(await jobs.send("test.greeting", { words: "fail" }));
      expect(failed).toMatchObject({
        state: "failed",
        retryCount: 1,
        output: { message: "the chimney is blocked" },
      });
      expect(greeted).toEqual([]);
    } finally {
      await jobs.stop();
    }
  });
});
