// Prepared templates shared through file storage, on the disk and on the tests' S3-API server: the
// short template kept by one renderer is fetched by a second on another empty DATA_DIR, whose
// ffmpeg never runs; a set whose listing was never written, or whose file differs from it, is prepared
// again; Santa's shots encoded by one machine's film are fetched by another machine's film.
import { createHash } from "node:crypto";
import { chmod, cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ffmpegTools } from "#render/ffmpeg/locate-ffmpeg.ts";
import { shortTemplate } from "#render/render-film.test-support.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { createFilmRenderer, type FilmOrder, type FilmRenderer } from "../films/film-renderer.ts";
import { santaVoices } from "../films/santa-voices.ts";
import { templateFolder } from "./template-folders.ts";
import { createFilmLines } from "../lines/film-lines.ts";
import { createFilmNames } from "../names/film-names.ts";
import { createDiskStorage } from "../storage/disk-storage.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { createS3Storage } from "../storage/s3-storage.ts";
import { withS3TestServer } from "../storage/s3-test-server.test-support.ts";
import { storedTemplates, TEMPLATES_PREFIX } from "./stored-templates.ts";

const root = await mkdtemp(path.join(tmpdir(), "stored-templates-"));
const s3 = withS3TestServer();
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const quiet = { warn: () => {} };
let made = 0;
async function newFolder(name: string): Promise<string> {
  const folder = path.join(root, `${name}-${(made += 1)}`);
  await mkdir(folder);
  return folder;
}

/** A stand-in ffmpeg that writes each call's arguments to a log: then runs Debian's, or fails. */
async function loggingFfmpeg(works: boolean): Promise<{ path: string; calls: () => Promise<string[]> }> {
  const folder = await newFolder("ffmpeg");
  const log = path.join(folder, "calls.log");
  const script = path.join(folder, "ffmpeg");
  await writeFile(log, "");
  await writeFile(
    script,
    `#!/bin/sh\nprintf '%s\\n' "$*" >> '${log}'\n${works ? 'exec /usr/bin/ffmpeg "$@"' : "exit 1"}\n`,
  );
  await chmod(script, 0o755);
  return {
    path: script,
    calls: async () => (await readFile(log, "utf8")).split("\n").filter(Boolean),
  };
}

/** Each file of a folder by its path, as its SHA-256. */
async function contentsOf(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  return Object.fromEntries(
    await Promise.all(
      files.map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const sha = createHash("sha256")
          .update(await readFile(file))
          .digest("hex");
        return [path.relative(dir, file), sha] as const;
      }),
    ),
  );
}

/** The prepared template's folder under a DATA_DIR, when there is one. */
async function preparedIn(dataDir: string): Promise<string | undefined> {
  const folders = await readdir(path.join(dataDir, "templates")).catch(() => []);
  const done = folders.filter((name) => name.startsWith("short-") && !name.includes(".building-"));
  return done[0] && path.join(dataDir, "templates", done[0]);
}

/** The name a prepared folder (`short-<content key>`) is shared under: `short/<content key>`. */
const sharedName = (prepared: string) => `short/${path.basename(prepared).slice("short-".length)}`;

async function storedKeys(storage: FileStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of storage.list(TEMPLATES_PREFIX)) keys.push(entry.key);
  return keys.sort();
}

/**
 * On the disk a renderer prepares the short template and keeps it there; in the bucket it is kept by
 * the same code from the run's shared preparation (render-film.test-support.ts), so the run prepares
 * it once more, not twice (about 30 s of both cores each; issue 43).
 */
const storages: { kind: string; open: () => Promise<FileStorage>; prepares: boolean }[] = [
  { kind: "the disk", open: async () => createDiskStorage(await newFolder("files")), prepares: true },
  { kind: "an S3-API bucket", open: async () => createS3Storage(await s3.newBucket()), prepares: false },
];

/** The run's prepared short template under `dataDir`, without the shots and sound other tests' films added. */
async function copyShortTemplate(dataDir: string): Promise<void> {
  const prepared = (await shortTemplate()).dir;
  await cp(prepared, path.join(dataDir, "templates", path.basename(prepared)), {
    recursive: true,
    filter: (source) => !["santa-shots", "sound"].includes(path.relative(prepared, source)),
  });
}

describe.each(storages)("prepared templates on $kind", { timeout: 300_000 }, ({ open, prepares }) => {
  const database = useTestDatabase(testDatabaseDrivers()[0]!);
  let storage: FileStorage;
  let first: { renderer: FilmRenderer; dataDir: string; steps: string[] };
  beforeAll(async () => {
    storage = await open();
  });

  async function renderer(ffmpegPath: string) {
    const { ffmpeg } = ffmpegTools({ ffmpegPathEnv: ffmpegPath, pathEnv: "" });
    const { db } = database();
    const dataDir = await newFolder("data");
    const steps: string[] = [];
    return {
      dataDir,
      steps,
      renderer: createFilmRenderer({
        ffmpeg,
        templateDir: templateFolder("short"),
        dataDir,
        storage,
        names: createFilmNames({ db, storage }),
        lines: createFilmLines({ db, storage }),
        voices: santaVoices({ ffmpeg, storage }),
        onStep: (step) => steps.push(step),
      }),
    };
  }

  it("are prepared once: a second renderer on an empty DATA_DIR fetches the same files, running no ffmpeg", async () => {
    first = await renderer("/usr/bin/ffmpeg");
    if (!prepares) await copyShortTemplate(first.dataDir);
    await first.renderer.ready();
    const prepared = (await preparedIn(first.dataDir))!;
    const name = sharedName(prepared);
    if (prepares) expect(first.steps).toContain("clip intro (3 s)");
    else await storedTemplates(storage, quiet).keep(name, prepared);
    const keys = await storedKeys(storage);
    expect(keys).toContain(`${TEMPLATES_PREFIX}/${name}.json`);
    expect(keys).toContain(`${TEMPLATES_PREFIX}/${name}/clips/intro/0000.mp4`);

    // No ffmpeg works here: only the stored template can make this renderer ready.
    const ffmpeg = await loggingFfmpeg(false);
    const second = await renderer(ffmpeg.path);
    await second.renderer.ready();
    expect(second.steps).toEqual([`fetched from file storage (${name})`]);
    expect(await ffmpeg.calls()).toEqual([]);
    const fetched = (await preparedIn(second.dataDir))!;
    expect(path.basename(fetched)).toBe(path.basename(prepared));
    expect(await contentsOf(fetched)).toEqual(await contentsOf(prepared));
  });

  it("share Santa's shots: another machine's film fetches the shot the first film encoded", async () => {
    const shots = storedTemplates(storage, quiet).shots("short/0123456789abcdef");
    const encoded = path.join(await newFolder("shot"), "encoded.mp4");
    await writeFile(encoded, "Santa in his study");
    await shots.keep("f00d", encoded);
    const fetched = path.join(await newFolder("shot"), "santa-shots", "f00d.mp4");
    expect(await shots.fetch("f00d", fetched)).toBe(true);
    expect(await readFile(fetched, "utf8")).toBe("Santa in his study");
    expect(await shots.fetch("beef", path.join(path.dirname(fetched), "beef.mp4"))).toBe(false);
    expect(await readdir(path.dirname(fetched))).toEqual(["f00d.mp4"]);
  });

  // Two films: about a minute here, on each storage.
  it("share Santa's shots and the fixed scenes' reels between films of two machines, so the second encodes none", async () => {
    const order = (dataDir: string): FilmOrder => ({
      child: {
        name: "Zoë",
        age: 6,
        achievements: "Tidied her room",
        wishes: "A kite",
        message: "Well done!",
      },
      looks: { eyes: "#3a6ea5", hair: "#6b4423", eyeChoice: "blue" },
      language: "en",
      siblingIndex: 0,
      photos: [],
      workDir: path.join(dataDir, "work"),
      outputPath: path.join(dataDir, "film.mp4"),
      onProgress: () => {},
    });
    await first.renderer.render(order(first.dataDir));
    const prepared = (await preparedIn(first.dataDir))!;
    const encoded = await contentsOf(path.join(prepared, "santa-shots"));
    expect(Object.keys(encoded).length).toBeGreaterThan(0);
    const name = sharedName(prepared);
    const stored = (await storedKeys(storage)).filter((key) =>
      key.startsWith(`${TEMPLATES_PREFIX}/${name}/santa-shots/`),
    );
    // Beside the shots, the fixed spans' sound the film made (render/film/fixed-sound.ts, decision 075).
    const sound = await contentsOf(path.join(prepared, "sound"));
    expect(Object.keys(sound).filter((file) => file.endsWith("sound.json"))).toHaveLength(1);
    expect(stored.filter((key) => !key.includes("/santa-shots/sound-"))).toHaveLength(
      Object.keys(encoded).length,
    );
    expect(stored.filter((key) => key.includes("/santa-shots/sound-"))).toHaveLength(
      Object.keys(sound).length,
    );

    const ffmpeg = await loggingFfmpeg(true);
    const other = await renderer(ffmpeg.path);
    await other.renderer.render(order(other.dataDir));
    const calls = await ffmpeg.calls();
    expect(calls.length).toBeGreaterThan(0);
    // Santa's study is the background of his shots only: no call drew it.
    expect(calls.filter((call) => call.includes("study.png"))).toEqual([]);
    // The fixed sound is fetched, the same files, not measured and mixed again: only the personal
    // spans are mixed, and no call measures a mix's loudness.
    expect(calls.filter((call) => call.includes("ebur128"))).toEqual([]);
    expect(await contentsOf(path.join((await preparedIn(other.dataDir))!, "sound"))).toEqual(sound);
    // It takes each fixed scene as the first film joined it (render/film/scene-reel.ts), so it needs
    // none of the shots the reels were joined from.
    const reels = Object.fromEntries(Object.entries(encoded).filter(([file]) => file.startsWith("reel-")));
    expect(Object.keys(reels).length).toBeGreaterThan(0);
    expect(Object.keys(reels).length).toBeLessThan(Object.keys(encoded).length);
    expect(await contentsOf(path.join((await preparedIn(other.dataDir))!, "santa-shots"))).toEqual(reels);
  });

  it("are prepared again when the stored set lacks its listing, or a file differs from it", async () => {
    const prepared = (await preparedIn(first.dataDir))!;
    const name = sharedName(prepared);
    const listingKey = `${TEMPLATES_PREFIX}/${name}.json`;
    const listed = Buffer.concat(await (await storage.read(listingKey))!.toArray());

    // An upload cut short before its listing: the files are there, the set is not taken.
    await storage.delete(listingKey);
    const cutShort = await loggingFfmpeg(false);
    const third = await renderer(cutShort.path);
    await expect(third.renderer.ready()).rejects.toThrow();
    expect((await cutShort.calls()).length).toBeGreaterThan(0);
    expect(await preparedIn(third.dataDir)).toBeUndefined();

    // Two machines' uploads crossed: a file is not the one its listing names.
    await storage.put(listingKey, listed);
    await storage.put(`${TEMPLATES_PREFIX}/${name}/clips/intro.mp4`, Buffer.from("another encoding"));
    const crossed = await loggingFfmpeg(false);
    const fourth = await renderer(crossed.path);
    await expect(fourth.renderer.ready()).rejects.toThrow();
    expect((await crossed.calls()).length).toBeGreaterThan(0);
    expect(await preparedIn(fourth.dataDir)).toBeUndefined();
  });
});
