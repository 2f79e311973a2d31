// The temp folder after a kill: uploads and render folders nobody touches any more are deleted,
// what a live request or render is still writing stays.
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearStaleTemp, clearTempEvery, RENDER_TEMP_STALE_MS, UPLOAD_TEMP_STALE_MS } from "./temp-clear.ts";

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "temp-clear-"));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

const now = Date.now();
const quiet = { info: () => {}, warn: () => {} };

/** Writes `file` (folders included) last modified `ageMs` ago. */
async function leftover(file: string, ageMs: number) {
  const full = path.join(folder, file);
  await mkdir(path.dirname(full), { recursive: true });
  await writeFile(full, "original with EXIF and GPS");
  const when = new Date(now - ageMs);
  await utimes(full, when, when);
  return full;
}

async function age(entry: string, ageMs: number) {
  const when = new Date(now - ageMs);
  await utimes(path.join(folder, entry), when, when);
}

describe("clearing the temp folder", () => {
  it("deletes the uploads a killed request left, keeps the one still arriving", async () => {
    await leftover("upload-killed", UPLOAD_TEMP_STALE_MS + 60_000);
    await leftover("upload-arriving", 5_000);
    await leftover("name-take/take.wav", UPLOAD_TEMP_STALE_MS * 2);
    await age("name-take", UPLOAD_TEMP_STALE_MS * 2);

    const counts = await clearStaleTemp({ uploadsTmpDir: folder, logger: quiet }, now);

    expect(counts).toEqual({ uploads: 2, renders: 0 });
    expect(await readdir(folder)).toEqual(["upload-arriving"]);
  });

  it("deletes a dead render's folder, keeps a live one whose folder is old but whose output is fresh", async () => {
    await leftover("renders/film-dead/photos/1.jpg", RENDER_TEMP_STALE_MS + 60_000);
    await age("renders/film-dead/photos", RENDER_TEMP_STALE_MS + 60_000);
    await age("renders/film-dead", RENDER_TEMP_STALE_MS + 60_000);
    await leftover("renders/film-live/photos/1.jpg", RENDER_TEMP_STALE_MS + 60_000);
    await leftover("renders/film-live/film.mp4", 1_000);
    await age("renders/film-live/photos", RENDER_TEMP_STALE_MS + 60_000);
    await age("renders/film-live", RENDER_TEMP_STALE_MS + 60_000);
    // The renders folder itself is older than any upload may be: it is never an upload.
    await age("renders", UPLOAD_TEMP_STALE_MS * 10);

    const counts = await clearStaleTemp({ uploadsTmpDir: folder, logger: quiet }, now);

    expect(counts).toEqual({ uploads: 0, renders: 1 });
    expect(await readdir(path.join(folder, "renders"))).toEqual(["film-live"]);
  });

  it("does nothing, and fails on nothing, when the folder is not there yet", async () => {
    const missing = path.join(folder, "none");
    expect(await clearStaleTemp({ uploadsTmpDir: missing, logger: quiet }, now)).toEqual({
      uploads: 0,
      renders: 0,
    });
  });
});

describe("each process's own timer", () => {
  it("clears this process's temp folder on every tick until stopped", async () => {
    const timer = clearTempEvery({ uploadsTmpDir: folder, logger: { ...quiet, error: () => {} } }, 50);
    try {
      const first = await leftover("upload-killed", UPLOAD_TEMP_STALE_MS + 60_000);
      await expect.poll(() => existsSync(first), { timeout: 5_000 }).toBe(false);
      // Another tick, another leftover.
      const second = await leftover("upload-killed-later", UPLOAD_TEMP_STALE_MS + 60_000);
      await expect.poll(() => existsSync(second), { timeout: 5_000 }).toBe(false);
    } finally {
      timer.stop();
    }
    const afterStop = await leftover("upload-after-stop", UPLOAD_TEMP_STALE_MS + 60_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(existsSync(afterStop)).toBe(true);
  });
});
