import { describe, expect, it } from "vitest";
import { startPgBoss } from "./pg-boss-adapter.ts";
import { testDatabaseDrivers, useTestDatabase } from "./databases.test-support.ts";

describe.each(testDatabaseDrivers())("pg-boss on $kind", (driver) => {
  const database = useTestDatabase(driver);

  it("delivers a job sent to a queue to its worker", { timeout: 60_000 }, async () => {
    const boss = await startPgBoss(database(), { supervise: false, schedule: false });
    try {
      await boss.createQueue("greeting");
      const received = new Promise<unknown>((resolve) => {
        void boss.work<{ words: string }>("greeting", { pollingIntervalSeconds: 0.5 }, async ([job]) => {
          resolve(job?.data);
        });
      });
      const id = await boss.send("greeting", { words: "Ho ho ho" });

      expect(id).toEqual(expect.any(String));
      expect(await received).toEqual({ words: "Ho ho ho" });
    } finally {
      await boss.stop({ graceful: true, timeout: 5_000 });
    }
  });
});
