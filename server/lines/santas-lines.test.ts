// Santa's recorded lines on both databases: the short template's fixed lines listed per storyline, a
// take of one filed in storage where a film finds it, replaced whole, deleted; words that are no
// line of the shop's templates, a take longer than a line and one far shorter than its words,
// refused with nothing stored.
import { execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { templateFolder } from "../templates/template-folders.ts";
import { RecordingRejected } from "../takes/normalise-recording.ts";
import { createDiskStorage } from "../storage/disk-storage.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { createFilmLines } from "./film-lines.ts";
import {
  deleteLineTake,
  lineTakeFile,
  loadSantasLines,
  NotSantasLine,
  saveLineRecording,
} from "./santas-lines.ts";

const FFMPEG = "/usr/bin/ffmpeg";
const templates = [{ name: "short", folder: templateFolder("short") }];
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "santas-lines-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function tone(file: string, seconds: number): string {
  execFileSync(FFMPEG, ["-v", "error", "-f", "lavfi", "-i", `sine=f=220:d=${seconds}`, "-y", file]);
  return file;
}

async function storedKeys(storage: FileStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of storage.list("lines")) keys.push(entry.key);
  return keys;
}

describe.each(testDatabaseDrivers())("Santa's lines on $kind", (driver) => {
  const database = useTestDatabase(driver);

  it("lists each storyline's fixed lines, and files a take of one where a film finds it, replaced whole and deleted", async () => {
    const { db } = database();
    const storage = createDiskStorage(path.join(dir, driver.kind));
    const deps = { db, storage, templates, ffmpeg: FFMPEG, workDir: path.join(dir, `work-${driver.kind}`) };
    const listed = await loadSantasLines(db, templates, "es");
    expect(listed.map((storyline) => storyline.storyline).length).toBeGreaterThanOrEqual(2);
    const first = listed[0]!.lines[0]!;
    expect(first.words).not.toMatch(/\{/);
    expect(first.take).toBeUndefined();

    const take = await saveLineRecording(deps, {
      language: "es",
      words: first.words,
      upload: tone(path.join(dir, "line.wav"), 6),
      operator: "santa@console.example",
    });
    expect(take.durationMs).toBeGreaterThan(5900);
    // Every storyline saying those words has the take; the other language does not.
    const after = await loadSantasLines(db, templates, "es");
    for (const line of after.flatMap((storyline) => storyline.lines).filter((l) => l.words === first.words))
      expect(line.take?.id).toBe(take.id);
    expect(
      (await loadSantasLines(db, templates, "en")).flatMap((s) => s.lines).some((line) => line.take),
    ).toBe(false);
    const lines = createFilmLines({ db, storage });
    const filmDir = path.join(dir, `film-${driver.kind}`);
    expect(await lines.recording("es", first.words, filmDir)).toMatch(/line-[0-9a-f]{16}\.wav$/);
    expect(await lines.recording("en", first.words, filmDir)).toBeUndefined();

    const again = await saveLineRecording(deps, {
      language: "es",
      words: ` ${first.words} `,
      upload: tone(path.join(dir, "line-2.wav"), 3),
      operator: "santa@console.example",
    });
    expect(again.id).toBe(take.id);
    expect(again.durationMs).toBeLessThan(3100);
    const keys = await storedKeys(storage);
    expect(keys).toHaveLength(1);
    expect(await lineTakeFile(deps, take.id)).toEqual({ key: keys[0], size: expect.any(Number) });

    expect(await deleteLineTake(deps, take.id)).toEqual({ words: first.words });
    expect(await lines.recording("es", first.words, filmDir)).toBeUndefined();
    expect(await storedKeys(storage)).toEqual([]);
    expect(await deleteLineTake(deps, take.id)).toBeUndefined();
  });

  it("refuses words that are no line of Santa's, and a take longer than a line, storing nothing", async () => {
    const { db } = database();
    const storage = createDiskStorage(path.join(dir, `refused-${driver.kind}`));
    const deps = { db, storage, templates, ffmpeg: FFMPEG, workDir: path.join(dir, `work-${driver.kind}`) };
    const [line] = (await loadSantasLines(db, templates, "en"))[0]!.lines;
    const operator = "santa@console.example";
    await expect(
      saveLineRecording(deps, {
        language: "en",
        words: "Give the elves a raise",
        upload: tone(path.join(dir, "any.wav"), 2),
        operator,
      }),
    ).rejects.toBeInstanceOf(NotSantasLine);
    await expect(
      saveLineRecording(deps, {
        language: "en",
        words: line!.words,
        upload: tone(path.join(dir, "long.wav"), 28),
        operator,
      }),
    ).rejects.toMatchObject({ key: "console.names.error.tooLong" });
    await expect(
      saveLineRecording(deps, {
        language: "en",
        words: line!.words,
        upload: path.join(dir, "nothing.wav"),
        operator,
      }),
    ).rejects.toBeInstanceOf(RecordingRejected);
    expect(await storedKeys(storage)).toEqual([]);
  });
});
