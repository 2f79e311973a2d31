// Santa's voice goes with the child's data (decision 063): films made by the real render job (short
// template, Debian's voices), then "Delete my account" leaves none of the phrases said from its
// children's details in storage, keeps a phrase another family's film says too, and keeps the
// template's fixed lines, which say nothing of anyone.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { FIXED_PHRASE_PREFIX, PHRASE_PREFIX } from "#render/voice/phrase-cache.ts";
import type { Db } from "../db/client.ts";
import { films } from "../db/schema.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { queueFilmRenders } from "../films/film-renders.repository.ts";
import { renderFilmJob } from "../films/render-job.ts";
import { shortTemplateRenderer } from "../films/short-renderer.test-support.ts";
import { createDiskStorage } from "../storage/disk-storage.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { advanceOrder, anAccount, anOrderFor } from "./account-data.test-support.ts";
import { deleteAccount } from "./account-deletion.ts";

const root = await mkdtemp(path.join(tmpdir(), "account-deletion-voice-"));
afterAll(() => rm(root, { recursive: true, force: true }));
const quiet = { info: () => {}, warn: () => {} };
// Real renders of the short template (and its preparation on a first run) on a busy 2-core machine.
const RENDERS = 300_000;

async function storedUnder(storage: FileStorage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of storage.list(prefix)) keys.push(entry.key);
  return keys.sort();
}

/** A delivered film for a child called Mia, made by the render job, with these details. */
async function deliveredFilm(
  db: Db,
  storage: FileStorage,
  email: string,
  details: { achievements: string; wishes: string },
) {
  const order = await anOrderFor(db, email, ["Mia"]);
  await db.update(films).set(details).where(eq(films.orderId, order.id));
  const [filmId] = await db.transaction((tx) => queueFilmRenders(tx, order.id));
  const deps = {
    db,
    storage,
    renderer: shortTemplateRenderer({ db, storage }),
    publicUrl: "http://shop.test",
    renderTmpDir: path.join(root, "tmp"),
    wakeMailer: () => {},
    logger: quiet,
  };
  expect(await renderFilmJob({ filmId: filmId! }, deps, { retryCount: 0, retryLimit: 3 })).toEqual({
    outcome: "order_ready",
  });
  await advanceOrder(db, order.id, "delivered");
}

describe.each(testDatabaseDrivers())("Santa's voice when an account is deleted, on $kind", (driver) => {
  const database = useTestDatabase(driver);

  it(
    "deletes every phrase said from the account's children's details, and keeps another family's and the fixed lines",
    async () => {
      const { db } = database();
      const storage = createDiskStorage(path.join(root, driver.kind));
      const other = await anAccount(db);
      const leaving = await anAccount(db);

      // Another family's Mia first: her name and age are said the same way in both films.
      await deliveredFilm(db, storage, other.email, {
        achievements: "Tidied the toy box every evening",
        wishes: "A red bicycle",
      });
      const othersPhrases = await storedUnder(storage, PHRASE_PREFIX);
      await deliveredFilm(db, storage, leaving.email, {
        achievements: "Learned to swim across the lake",
        wishes: "A telescope for the stars",
      });
      const leavingOwn = (await storedUnder(storage, PHRASE_PREFIX)).filter(
        (key) => !othersPhrases.includes(key),
      );
      // Each phrase is a WAV and its timings; the achievements and the wishes at least are this child's.
      expect(leavingOwn.length).toBeGreaterThanOrEqual(4);
      const fixedLines = await storedUnder(storage, FIXED_PHRASE_PREFIX);
      expect(fixedLines.length).toBeGreaterThan(0);

      expect(await deleteAccount({ db, storage }, leaving)).toMatchObject({
        outcome: "deleted",
        filesLeft: [],
      });

      // None of the leaving family's phrases is stored; the other Mia's film keeps all of its own.
      expect(await storedUnder(storage, PHRASE_PREFIX)).toEqual(othersPhrases);
      expect(await storedUnder(storage, FIXED_PHRASE_PREFIX)).toEqual(fixedLines);

      await deleteAccount({ db, storage }, other);
      expect(await storedUnder(storage, PHRASE_PREFIX)).toEqual([]);
      expect(await storedUnder(storage, FIXED_PHRASE_PREFIX)).toEqual(fixedLines);
    },
    RENDERS,
  );
});
