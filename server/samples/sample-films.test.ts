// The landing page's sample films: each card's film is as long as the card says, made once by the
// real renderer (the short template here, to keep the suite quick) and stored under the library's
// version (from the template's contents, never its files' times); asking for one not made yet queues
// it, once per ask, and finds it once it is made.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cp, mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { EXAMPLE_DURATIONS } from "#domain/shop.ts";
import { TEST_CACHE_DIR } from "#render/render-film.test-support.ts";
import { loadManifest } from "#render/manifest/manifest-schema.ts";
import { storylineSeconds } from "#render/template/prepared-template.ts";
import { santaVoices } from "../films/santa-voices.ts";
import { ffmpegTools } from "#render/ffmpeg/locate-ffmpeg.ts";
import { createFilmRenderer } from "../films/film-renderer.ts";
import { templateFolder } from "../templates/template-folders.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { createFilmLines } from "../lines/film-lines.ts";
import { createFilmNames } from "../names/film-names.ts";
import { createDiskStorage } from "../storage/disk-storage.ts";
import { SAMPLE_CHILDREN } from "./sample-children.ts";
import { renderSampleJob } from "./sample-job.ts";
import { createSampleLibrary, sampleVersion, type SampleRef } from "./sample-library.ts";
import { sampleTemplate } from "./sample-template.ts";

const root = await mkdtemp(path.join(tmpdir(), "sample-films-"));
afterAll(() => rm(root, { recursive: true, force: true }));
const storage = createDiskStorage(path.join(root, "files"));

describe("the sample films", () => {
  const database = useTestDatabase(testDatabaseDrivers()[0]!);
  it("follow the cards: one child per card, each as long as its card says", () => {
    const manifest = loadManifest(templateFolder("samples"));
    expect(SAMPLE_CHILDREN).toHaveLength(EXAMPLE_DURATIONS.length);
    SAMPLE_CHILDREN.forEach((child, index) => {
      const [minutes, seconds] = EXAMPLE_DURATIONS[index]!.split(":").map(Number);
      expect(storylineSeconds(manifest, child.storyline)).toBe(minutes! * 60 + seconds!);
    });
  });

  it("are made again when Santa's lines change, not when nothing does", async () => {
    const copy = path.join(root, "template-copy");
    await cp(templateFolder("samples"), copy, { recursive: true });
    const before = await sampleVersion(copy);
    expect(await sampleVersion(copy)).toBe(before);
    const manifest = path.join(copy, "manifest.json");
    await writeFile(manifest, (await readFile(manifest, "utf8")).replace("Ho, ho, ho!", "Ho, ho!"));
    expect(await sampleVersion(copy)).not.toBe(before);
  });

  it("are kept when a clip is only touched, and made again when it changes at the same size", async () => {
    const copy = path.join(root, "template-with-clip");
    await cp(templateFolder("samples"), copy, { recursive: true });
    const clip = path.join(copy, "clips", "intro.mp4");
    await mkdir(path.dirname(clip));
    await writeFile(clip, randomBytes(3 * 1024 * 1024));
    const written = new Date("2026-11-01T10:00:00Z");
    await utimes(clip, written, written);
    const before = await sampleVersion(copy);

    // A checkout on another machine: the same bytes, another time.
    const touched = new Date("2026-11-20T10:00:00Z");
    await utimes(clip, touched, touched);
    expect(await sampleVersion(copy)).toBe(before);

    // Another clip of the very same size and time as the first.
    await writeFile(clip, randomBytes(3 * 1024 * 1024));
    await utimes(clip, written, written);
    expect((await stat(clip)).size).toBe(3 * 1024 * 1024);
    expect(await sampleVersion(copy)).not.toBe(before);
  });

  it("are asked for when missing, made once by the renderer, then found with their captions", async () => {
    const asked: SampleRef[] = [];
    const library = createSampleLibrary({
      storage,
      version: "v1",
      queue: async (ref) => void asked.push(ref),
    });
    const noah = { index: 5, language: "es" } as const;
    expect(await library.find(noah)).toBeUndefined();
    expect(asked).toEqual([noah]);
    expect(await library.queueMissing()).toBe(EXAMPLE_DURATIONS.length * 2);

    // The short template stands in for both: the shop's (prepared first) and the samples'.
    const { ffmpeg } = ffmpegTools({ ffmpegPathEnv: "/usr/bin/ffmpeg", pathEnv: "" });
    const rendererOptions = {
      ffmpeg,
      templateDir: templateFolder("short"),
      dataDir: TEST_CACHE_DIR,
      names: createFilmNames({ db: database().db, storage }),
      lines: createFilmLines({ db: database().db, storage }),
      voices: santaVoices({ ffmpeg, storage }),
    };
    const renderer = createFilmRenderer(rendererOptions);
    const sampleRenderer = createFilmRenderer(rendererOptions);
    const deps = {
      storage,
      sampleRenderer,
      sampleTemplate: sampleTemplate({
        renderer,
        sampleRenderer,
        ask: (sample) => library.find(sample),
        logger: { warn: () => {} },
      }),
      sampleVersion: "v1",
      renderTmpDir: path.join(root, "tmp"),
      logger: { info: () => {} },
    };
    // Its template not prepared yet, the job gives its render slot back at once, rendering nothing;
    // the template is prepared in the background, the customers' first, then the sample is asked for
    // again.
    asked.length = 0;
    expect(await renderSampleJob(noah, deps)).toEqual({ outcome: "template_preparing" });
    expect(await storage.size("samples/v1/6-es.mp4")).toBeUndefined();
    await expect.poll(() => asked, { timeout: 240_000, interval: 200 }).toEqual([noah]);
    expect(renderer.prepared()).toBe(true);

    expect(await renderSampleJob(noah, deps)).toEqual({ outcome: "made" });
    expect(await renderSampleJob(noah, deps)).toEqual({ outcome: "already_made" });

    const found = await library.find(noah);
    expect(found?.video).toBe("samples/v1/6-es.mp4");
    const file = path.join(root, "files", found!.video);
    const streams = execFileSync(
      "/usr/bin/ffprobe",
      ["-v", "error", "-show_entries", "stream=codec_type,width,height", "-of", "csv=p=0", file],
      { encoding: "utf8" },
    );
    expect(streams).toContain("video,1920,1080");
    expect(streams).toContain("audio");
    const captions = await storage.read(found!.captions);
    let vtt = "";
    for await (const chunk of captions!) vtt += String(chunk);
    // Santa's line to the child, in Spanish.
    expect(vtt).toContain("¡Hola, Noah!");
    // Nothing is left in the scratch folder.
    expect(execFileSync("ls", ["-A", path.join(root, "tmp")], { encoding: "utf8" })).toBe("");
  }, 300_000);
});
