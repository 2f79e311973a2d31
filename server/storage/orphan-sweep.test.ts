// The orphan sweep on real files and a real database: files a row names stay (a staged photo, an
// ordered photo, a film with its captions in every language), files nothing names go once they are
// past the grace period (a photo whose delete failed, a crash's half-written temp file), a file
// younger than that stays (its row may be on its way), and the landing page's samples and the
// prepared templates are not its. Santa's personal phrases are its too: a phrase no film names goes,
// the templates' fixed lines stay (decision 063).
import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FIXED_PHRASE_PREFIX, PHRASE_PREFIX } from "#render/voice/phrase-cache.ts";
import { films } from "../db/schema.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { replaceFilmPhrases } from "../films/film-phrases.repository.ts";
import { anOrder, priceOf } from "../orders/order-factory.test-support.ts";
import { upsertRecording } from "../names/name-recordings.repository.ts";
import { createOrder } from "../orders/create-order.ts";
import { stagePhoto } from "../photos/photo-uploads.ts";
import { createDiskStorage } from "./disk-storage.ts";
import { newStorageKey } from "./storage-keys.ts";
import { TEMPLATES_PREFIX } from "../templates/stored-templates.ts";
import type { FileStorage } from "./file-storage.ts";
import { ORPHAN_GRACE_MS, owningKey, sweepOrphanFiles } from "./orphan-sweep.ts";

let root: string;
let storage: FileStorage;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "orphan-sweep-"));
  storage = createDiskStorage(path.join(root, "files"));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const quiet = { info: () => {}, warn: () => {} };
const now = Date.now();
const old = new Date(now - ORPHAN_GRACE_MS - 60_000);

async function storedKeys(): Promise<string[]> {
  const folder = path.join(root, "files");
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Makes every stored file look as old as a file left over from before the grace period. */
async function ageEverything() {
  for (const key of await storedKeys()) await utimes(path.join(root, "files", key), old, old);
}

async function stagedPhoto(db: Parameters<typeof stagePhoto>[0]["db"], draftKey: string) {
  const file = path.join(root, `${randomUUID()}.jpg`);
  await writeFile(
    file,
    await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c0392b" } })
      .jpeg()
      .toBuffer(),
  );
  return stagePhoto({ db, storage }, draftKey, { path: file });
}

describe("owningKey", () => {
  it("gives a film's captions in another language the key of its own captions", () => {
    expect(owningKey("captions/ab/abcd.es.vtt")).toBe("captions/ab/abcd.vtt");
    expect(owningKey("captions/ab/abcd.vtt")).toBe("captions/ab/abcd.vtt");
    expect(owningKey("photos/ab/abcd.jpg")).toBe("photos/ab/abcd.jpg");
  });

  it("gives a phrase's speech and timings the phrase's key, and a broken-off write its own", () => {
    expect(owningKey("voice-phrases/festival/ab12.wav")).toBe("voice-phrases/festival/ab12");
    expect(owningKey("voice-phrases/festival/ab12.json")).toBe("voice-phrases/festival/ab12");
    expect(owningKey("voice-phrases/festival/ab12.wav.0a1b2c3d4e5f.tmp")).toBe(
      "voice-phrases/festival/ab12.wav.0a1b2c3d4e5f.tmp",
    );
  });
});

describe.each(testDatabaseDrivers())("the orphan sweep on $kind", (driver) => {
  const database = useTestDatabase(driver);

  it("deletes only files that no row names and that are past the grace period, and counts them", async () => {
    const { db } = database();
    // A staged photo, and an order whose film has a photo, a video and captions in both languages.
    await stagedPhoto(db, randomUUID());
    const draftKey = randomUUID();
    const order = anOrder(1);
    order.films[0]!.photoIds.push((await stagedPhoto(db, draftKey)).token);
    const { order: row } = await createOrder(db, {
      idempotencyKey: draftKey,
      order,
      price: priceOf(order),
      language: "en",
    });
    const videoKey = newStorageKey("films", ".mp4");
    const captionsKey = newStorageKey("captions", ".vtt");
    await db.update(films).set({ videoKey, captionsKey }).where(eq(films.orderId, row.id));
    for (const key of [videoKey, captionsKey, captionsKey.replace(/\.vtt$/, ".es.vtt")])
      await storage.put(key, Buffer.from("film"));
    // Not the sweep's: a landing page's sample, and a prepared template with one of Santa's shots,
    // which belong to its content key (decision 055), not to a row.
    const template = `${TEMPLATES_PREFIX}/short/0123456789abcdef0123456789abcdef`;
    const notSwept = [
      "samples/v1/1-en.mp4",
      `${template}.json`,
      `${template}/clips/intro.mp4`,
      `${template}/santa-shots/f00d.mp4`,
    ];
    for (const key of notSwept) await storage.put(key, Buffer.from("kept"));
    const named = await storedKeys();

    // What nothing names: a photo and its thumbnail whose delete failed, a film replaced by a
    // re-render, a write a crash interrupted before its rename.
    const orphans = [
      newStorageKey("photos", ".jpg"),
      newStorageKey("thumbnails", ".jpg"),
      newStorageKey("films", ".mp4"),
      `${newStorageKey("photos", ".jpg")}.0a1b2c3d4e5f.tmp`,
    ];
    for (const key of orphans) await storage.put(key, Buffer.from("child's photo"));
    await ageEverything();
    // Written a moment ago, its row not yet: the photo of an upload in progress.
    const young = newStorageKey("photos", ".jpg");
    await storage.put(young, Buffer.from("arriving"));

    const counts = await sweepOrphanFiles({ db, storage, logger: quiet }, now);

    expect(counts).toEqual({
      files: named.length - notSwept.length + orphans.length,
      deleted: orphans.length,
      failed: 0,
      abortedUploads: 0,
    });
    expect(await storedKeys()).toEqual([...named, young].sort());
  });

  it("keeps the name recording a row names, and deletes a replaced take and a broken-off write", async () => {
    const { db } = database();
    const kept = newStorageKey("names", ".wav");
    await upsertRecording(db, {
      language: "es",
      nameKey: "jose",
      spellings: ["José"],
      storageKey: kept,
      durationMs: 800,
      recordedBy: "elf@console.example",
    });
    const replaced = newStorageKey("names", ".wav");
    for (const key of [kept, replaced, `${newStorageKey("names", ".wav")}.0a1b2c3d4e5f.tmp`])
      await storage.put(key, Buffer.from("Santa says José"));
    await ageEverything();

    await sweepOrphanFiles({ db, storage, logger: quiet }, now);

    expect(await storedKeys()).toEqual([kept]);
  });

  it("keeps the phrases a film names and the fixed lines, and deletes a personal phrase no film names", async () => {
    const { db } = database();
    const order = anOrder(1);
    const { order: row } = await createOrder(db, {
      idempotencyKey: randomUUID(),
      order,
      price: priceOf(order),
      language: "en",
    });
    const [film] = await db.select().from(films).where(eq(films.orderId, row.id));
    const phrase = (name: string) => `${PHRASE_PREFIX}/festival/${name.repeat(64)}`;
    const named = phrase("a");
    await db.transaction((tx) => replaceFilmPhrases(tx, film!.id, [named]));
    // The wishes of a film since deleted, whose files storage did not delete, and the templates' lines.
    const unnamed = phrase("b");
    const fixedLine = `${FIXED_PHRASE_PREFIX}/festival/${"c".repeat(64)}`;
    for (const key of [named, unnamed, fixedLine]) {
      await storage.put(`${key}.wav`, Buffer.from("RIFF"));
      await storage.put(`${key}.json`, Buffer.from("{}"));
    }
    await ageEverything();
    // Said a moment ago for a film still being made: its row comes when the film is recorded.
    const young = phrase("d");
    await storage.put(`${young}.wav`, Buffer.from("RIFF"));

    expect(await sweepOrphanFiles({ db, storage, logger: quiet }, now)).toMatchObject({
      files: 4,
      deleted: 2,
    });
    expect(await storedKeys()).toEqual(
      [`${named}.json`, `${named}.wav`, `${young}.wav`, `${fixedLine}.json`, `${fixedLine}.wav`].sort(),
    );
  });

  it("counts an orphan storage cannot delete, and deletes it at the next sweep", async () => {
    const { db } = database();
    const orphan = newStorageKey("photos", ".jpg");
    await storage.put(orphan, Buffer.from("x"));
    await ageEverything();
    let refuse = true;
    const flaky: Pick<FileStorage, "list" | "delete"> = {
      list: (prefix) => storage.list(prefix),
      delete: async (key) => {
        if (refuse) throw new Error("EBUSY");
        await storage.delete(key);
      },
    };
    expect(await sweepOrphanFiles({ db, storage: flaky, logger: quiet }, now)).toEqual({
      files: 1,
      deleted: 0,
      failed: 1,
      abortedUploads: 0,
    });
    refuse = false;
    expect(await sweepOrphanFiles({ db, storage: flaky, logger: quiet }, now)).toMatchObject({ deleted: 1 });
    expect(await storedKeys()).toEqual([]);
  });
});
