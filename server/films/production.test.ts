// A paid order's render jobs are written in the payment's own transaction: rolled back with it,
// committed with it, one per film however often production is asked to start.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PgBoss } from "pg-boss";
import { anOrderFor, uniqueEmail } from "../accounts/account-data.test-support.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { startPgBoss } from "../db/pg-boss-adapter.ts";
import { findOrder } from "../orders/order-loaders.repository.ts";
import { queueProduction } from "./production.ts";
import { RENDER_QUEUE } from "./render-job.ts";

describe.each(testDatabaseDrivers())("queueing production on $kind", (driver) => {
  const database = useTestDatabase(driver);
  let boss: PgBoss;
  beforeAll(async () => {
    boss = await startPgBoss(database(), { supervise: false, schedule: false });
    await boss.createQueue(RENDER_QUEUE, { policy: "exclusive" });
  });
  afterAll(() => boss.stop({ graceful: false }));

  const queuedFor = async (filmIds: string[]) => {
    const jobs = await boss.findJobs(RENDER_QUEUE, {});
    return jobs.filter((job) => filmIds.includes((job.data as { filmId: string }).filmId));
  };

  it("writes one job per film with the transaction, and none when it rolls back", async () => {
    const { db } = database();
    const order = await anOrderFor(db, uniqueEmail("prod"), ["Mia", "Leo"]);
    const filmIds = (await findOrder(db, { id: order.id }))!.films.map((film) => film.id);

    await expect(
      db.transaction(async (tx) => {
        expect(await queueProduction(tx, boss, order.id)).toBe(2);
        throw new Error("the payment's transaction fails after queueing");
      }),
    ).rejects.toThrow("fails after queueing");
    expect(await queuedFor(filmIds)).toEqual([]);
    expect((await findOrder(db, { id: order.id }))!.films.map((film) => film.renderState)).toEqual([
      null,
      null,
    ]);

    await db.transaction((tx) => queueProduction(tx, boss, order.id));
    expect((await queuedFor(filmIds)).map((job) => job.singletonKey).sort()).toEqual([...filmIds].sort());
    expect((await findOrder(db, { id: order.id }))!.films.map((film) => film.renderState)).toEqual([
      "queued",
      "queued",
    ]);

    // Asked again (a replayed payment notice): nothing more is queued.
    expect(await db.transaction((tx) => queueProduction(tx, boss, order.id))).toBe(0);
    expect(await queuedFor(filmIds)).toHaveLength(2);
  });
});
