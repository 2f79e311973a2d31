// The render queue on a test database, as the shop runs it (pg-boss, the exclusive policy), for the
// tests of what queues a film: started once per suite, stopped after it.
import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "../db/client.ts";
import { startPgBoss } from "../db/pg-boss-adapter.ts";
import { RENDER_QUEUE } from "./render-job.ts";

export function useRenderQueue(database: () => Database) {
  let boss: PgBoss | undefined;
  beforeAll(async () => {
    boss = await startPgBoss(database(), { supervise: false, schedule: false });
    await boss.createQueue(RENDER_QUEUE, { policy: "exclusive" });
  });
  afterAll(() => boss?.stop({ graceful: false }));
  const started = () => {
    if (!boss) throw new Error("The render queue starts in beforeAll");
    return boss;
  };
  return {
    jobs: started,
    /** The render jobs sent for one film, in any state. */
    jobsFor: async (filmId: string) =>
      (await started().findJobs(RENDER_QUEUE, {})).filter(
        (job) => (job.data as { filmId: string }).filmId === filmId,
      ),
  };
}
