// The name library's recordings on both databases: filed in file storage where a film finds it,
// replaced whole and deleted with its row; the old names folder moved into storage. The worklist is
// name-worklist.test.ts's.
import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { createDiskStorage } from "../storage/disk-storage.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { createFilmNames } from "./film-names.ts";
import { moveNamesFolder } from "./names-folder.ts";
import { orderFor } from "./worklist-orders.test-support.ts";
import {
  deleteNameRecording,
  loadNameLibrary,
  NameNotFileable,
  recordingFile,
  saveNameRecording,
} from "./name-library.ts";
import { RecordingRejected } from "../takes/normalise-recording.ts";

const FFMPEG = "/usr/bin/ffmpeg";
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "name-library-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function storedKeys(storage: FileStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of storage.list("names")) keys.push(entry.key);
  return keys;
}

function durationOf(file: string): number {
  const out = execFileSync(FFMPEG.replace("ffmpeg", "ffprobe"), [
    ...["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", file],
  ]);
  return Number(out.toString());
}

function tone(file: string, seconds = 0.8): string {
  execFileSync(FFMPEG, ["-v", "error", "-f", "lavfi", "-i", `sine=f=330:d=${seconds}`, "-y", file]);
  return file;
}

describe.each(testDatabaseDrivers())("the name library on $kind", (driver) => {
  const database = useTestDatabase(driver);

  it("files a recording in storage where a film finds it for every spelling, replaces it whole, and deletes it", async () => {
    const { db } = database();
    const root = path.join(dir, driver.kind);
    const storage = createDiskStorage(root);
    const deps = { db, storage, ffmpeg: FFMPEG, workDir: path.join(dir, `work-${driver.kind}`) };
    const names = createFilmNames({ db, storage });
    await orderFor(db, "José", { paidAt: "2026-12-02T09:00:00Z" });
    await orderFor(db, "José", { language: "en", paidAt: "2026-12-04T09:00:00Z" });
    const saved = await saveNameRecording(deps, {
      language: "es",
      spellings: ["José", "jose"],
      upload: tone(path.join(dir, "jose.wav")),
      operator: "elf@console.example",
    });
    expect(saved).toMatchObject({
      language: "es",
      spellings: ["José", "jose"],
      recordedBy: "elf@console.example",
    });
    expect(saved.durationMs).toBeGreaterThan(700);
    const filmDir = path.join(dir, `film-${driver.kind}`);
    const found = await names.recording("es", "JOSÉ", filmDir);
    expect(found).toBe(path.join(filmDir, "name-recording.wav"));
    expect(durationOf(found!)).toBeCloseTo(saved.durationMs / 1000, 1);
    expect(await names.recording("en", "José", filmDir)).toBeUndefined();
    expect(await storedKeys(storage)).toHaveLength(1);

    // The name is no longer missing in Spanish; it still is in English.
    const library = await loadNameLibrary(db);
    expect(library.waiting.filter((name) => name.nameKey === "jose").map((name) => name.language)).toEqual([
      "en",
    ]);
    expect(library.recorded.map((name) => name.id)).toContain(saved.id);

    // A second recording replaces the first: one row, one file, the new length, both spellings kept.
    const again = await saveNameRecording(deps, {
      language: "es",
      spellings: ["Jose"],
      upload: tone(path.join(dir, "jose-2.wav"), 1.6),
      operator: "santa@console.example",
    });
    expect(again.id).toBe(saved.id);
    expect(again.spellings).toEqual(["Jose", "José", "jose"]);
    expect(again.durationMs).toBeGreaterThan(1500);
    const keys = await storedKeys(storage);
    expect(keys).toHaveLength(1);
    expect(await recordingFile(deps, saved.id)).toEqual({ key: keys[0], size: expect.any(Number) });
    expect(durationOf((await names.recording("es", "jose", filmDir))!)).toBeGreaterThan(1.5);

    expect(await deleteNameRecording(deps, saved.id)).toMatchObject({ id: saved.id });
    expect(await names.recording("es", "José", filmDir)).toBeUndefined();
    expect(await recordingFile(deps, saved.id)).toBeUndefined();
    expect(await storedKeys(storage)).toEqual([]);
    expect(await deleteNameRecording(deps, "not-a-uuid")).toBeUndefined();
  });

  it("moves the old names folder into storage once: the console's files and those placed by hand", async () => {
    const { db } = database();
    const namesDir = path.join(dir, `folder-${driver.kind}`);
    await mkdir(path.join(namesDir, "es"), { recursive: true });
    await mkdir(path.join(namesDir, "en"), { recursive: true });
    tone(path.join(namesDir, "es", "mari_20_carmen_2f_o_27_neil.wav"));
    tone(path.join(namesDir, "en", "zoë.mp3"));
    await writeFile(path.join(namesDir, "en", "broken.wav"), "not a sound");
    await writeFile(path.join(namesDir, "es", "ana.wav.0a1b2c3d4e5f.tmp"), "half");
    const storage = createDiskStorage(path.join(dir, `folder-files-${driver.kind}`));
    const deps = { db, storage, ffmpeg: FFMPEG, workDir: path.join(dir, `work-${driver.kind}`) };
    const logger = { info: () => {}, warn: () => {} };

    expect(await moveNamesFolder({ ...deps, namesDir, logger })).toEqual({ moved: 2, left: 1 });
    const names = createFilmNames({ db, storage });
    const filmDir = path.join(dir, `folder-film-${driver.kind}`);
    expect(await names.recording("es", "Mari Carmen/O'Neil", filmDir)).toBeDefined();
    expect(await names.recording("en", "Zoe", filmDir)).toBeDefined();
    const { recorded } = await loadNameLibrary(db);
    expect(recorded.map((name) => name.spellings)).toEqual([["zoë"], ["mari carmen/o'neil"]]);
    // What could not be filed stays for a person to look at; the rest left the folder.
    expect(await readdir(path.join(namesDir, "en"))).toEqual(["broken.wav"]);
    expect(await readdir(path.join(namesDir, "es"))).toEqual([]);
    expect(await moveNamesFolder({ ...deps, namesDir, logger })).toEqual({ moved: 0, left: 1 });
    expect(await storedKeys(storage)).toHaveLength(2);
  });

  it("refuses what is not one name, or not a recording, and files nothing", async () => {
    const { db } = database();
    const storage = createDiskStorage(path.join(dir, `refused-${driver.kind}`));
    const deps = { db, storage, ffmpeg: FFMPEG, workDir: path.join(dir, `work-${driver.kind}`) };
    const upload = tone(path.join(dir, "any.wav"));
    const operator = "elf@console.example";
    for (const spellings of [[" "], ["Ana", "Eva"], ["A".repeat(61)]]) {
      await expect(
        saveNameRecording(deps, { language: "en", spellings, upload, operator }),
      ).rejects.toBeInstanceOf(NameNotFileable);
    }
    const text = path.join(dir, "notes.txt");
    execFileSync("sh", ["-c", `echo 'not a sound' > ${text}`]);
    await expect(
      saveNameRecording(deps, { language: "en", spellings: ["Eva"], upload: text, operator }),
    ).rejects.toBeInstanceOf(RecordingRejected);
    expect(await storedKeys(storage)).toEqual([]);
  });
});
