// Shared by the render tests: both ffmpeg builds, one prepared short template, photos made by sharp, probes,
// the child of the film tests and their render input.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { copyFile, link, mkdir, readdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll } from "vitest";
import { packagedFfmpeg } from "./ffmpeg/locate-ffmpeg.ts";
import { prepareTemplate } from "./template/prepare-template.ts";
import type { RenderFilmInput } from "./render-film.ts";
import type { PreparedTemplate } from "./template/prepared-template.ts";
import { offlineVoices } from "./voice/offline-voices.ts";

export const SHORT_TEMPLATE_DIR = path.join(import.meta.dirname, "templates", "short");
/** Kept between runs: preparing the short template is the slowest step of the suite. */
export const TEST_CACHE_DIR = path.join(os.tmpdir(), "santa-render-test-cache");

const DEBIAN_FFMPEG = { label: "Debian ffmpeg 5.1", path: "/usr/bin/ffmpeg" } as const;
const PACKAGED_FFMPEG = { label: "npm static ffmpeg 4.1", path: packagedFfmpeg() ?? "missing" } as const;
/**
 * The ffmpeg builds the render tests run with: Debian's in `npm run test:unit`, the npm package's in
 * the slower lane (`TEST_FFMPEG=packaged`, `npm run test:unit:pglite`), both with `TEST_FFMPEG=both`
 * (decision 070).
 */
export const FFMPEG_BUILDS: readonly (typeof DEBIAN_FFMPEG | typeof PACKAGED_FFMPEG)[] =
  process.env.TEST_FFMPEG === "packaged"
    ? [PACKAGED_FFMPEG]
    : process.env.TEST_FFMPEG === "both"
      ? [DEBIAN_FFMPEG, PACKAGED_FFMPEG]
      : [DEBIAN_FFMPEG];

const prepared = new Map<string, Promise<PreparedTemplate>>();
export function shortTemplate(ffmpeg = "/usr/bin/ffmpeg"): Promise<PreparedTemplate> {
  if (!prepared.has(ffmpeg))
    prepared.set(
      ffmpeg,
      prepareTemplate({ ffmpeg, templateDir: SHORT_TEMPLATE_DIR, dataDir: TEST_CACHE_DIR }),
    );
  return prepared.get(ffmpeg) as Promise<PreparedTemplate>;
}

/** Every file of `from` linked under `to`: a file a shop later adds or replaces stays its own. */
async function linkTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) await linkTree(source, target);
    else if (entry.isFile())
      await link(source, target).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "EXDEV") return copyFile(source, target);
        if (error.code !== "EEXIST") throw error;
      });
  }
}

/**
 * Puts the short template, prepared once in the shared cache, where a shop with this DATA_DIR looks
 * for it (`templates/<id>-<content key>`), as hard links: the shop does not prepare it again
 * (decision 070). Santa's shots the run's films made so far come with it.
 */
export async function seedShortTemplate(dataDir: string): Promise<void> {
  const prepared = (await shortTemplate()).dir;
  await linkTree(prepared, path.join(dataDir, "templates", path.basename(prepared)));
}

/** A JPEG of the given size: a gradient with a shape and grain, different per seed. */
export async function testPhoto(file: string, width: number, height: number, seed: number): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="hsl(${seed * 67},70%,45%)"/><stop offset="1" stop-color="hsl(${seed * 67 + 120},70%,65%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#ffe066"/></svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toFile(file);
  return file;
}

export function ffprobe(file: string): {
  streams: {
    codec_type: string;
    codec_name: string;
    profile?: string;
    pix_fmt?: string;
    width?: number;
    height?: number;
    r_frame_rate?: string;
    sample_rate?: string;
    duration?: string;
  }[];
  format: { duration: string };
} {
  return JSON.parse(
    execFileSync("/usr/bin/ffprobe", ["-v", "error", "-show_streams", "-show_format", "-of", "json", file], {
      encoding: "utf8",
    }),
  );
}

/** The MD5 of every decoded video frame, in order. */
export function frameHashes(file: string): string[] {
  const out = execFileSync(
    "/usr/bin/ffmpeg",
    ["-v", "error", "-i", file, "-map", "0:v:0", "-f", "framemd5", "-"],
    {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return out
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => line.split(",").at(-1)?.trim() ?? "");
}

/** Top-level boxes of an MP4, in file order. */
export function topLevelBoxes(file: string): string[] {
  const bytes = readFileSync(file);
  const boxes: string[] = [];
  for (let at = 0; at + 8 <= bytes.length;) {
    let size = bytes.readUInt32BE(at);
    if (size === 1) size = Number(bytes.readBigUInt64BE(at + 8));
    boxes.push(bytes.toString("latin1", at + 4, at + 8));
    if (size < 8) break;
    at += size;
  }
  return boxes;
}

/** Kills (SIGKILL) the ffmpeg processes this test process started, as the machine's OOM killer would. */
export function killOurFfmpeg(): number {
  let killed = 0;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const [, comm = "", rest = ""] = /^\d+ \((.*)\) (.*)$/s.exec(stat) ?? [];
      const parent = Number(rest.split(" ")[1]);
      if (comm === "ffmpeg" && parent === process.pid) {
        process.kill(Number(pid), "SIGKILL");
        killed += 1;
      }
    } catch {
      // The process ended while we looked.
    }
  }
  return killed;
}

/** The child of the film tests: every field with what a film must carry whole (quotes, emoji, braces). */
export const TEST_CHILD = {
  name: "José O'Connor",
  age: 7,
  achievements: "Learned to ride a bike\nHelped Grandma bake cookies",
  wishes: "A red bicycle\nA puppy 🐶",
  message: 'Zoë: 100% {} \\ "quotes" — you are amazing!',
};

/** A render of the sleigh storyline in English for TEST_CHILD, into its own folder under `scratch`. */
export function filmInput(
  film: { template: PreparedTemplate; ffmpeg: string; scratch: string; photos: readonly string[] },
  name: string,
  extra: Partial<RenderFilmInput> = {},
): RenderFilmInput {
  const { template, ffmpeg, scratch, photos } = film;
  const dir = path.join(scratch, name);
  return {
    ffmpeg,
    template,
    storyline: "sleigh",
    language: "en",
    child: TEST_CHILD,
    looks: { eyes: "#3a6ea5", hair: "#6b4423", eyeChoice: "blue" },
    photos,
    voice: { engines: offlineVoices() },
    workDir: path.join(dir, "work"),
    outputPath: path.join(dir, "out", "film.mp4"),
    ...extra,
  };
}

/** The cues of a WebVTT file: start and end in seconds, and the text. */
export function cuesOf(vtt: string): { start: number; end: number; text: string }[] {
  const seconds = (stamp: string) => {
    const [h, m, s] = stamp.split(":").map(Number) as [number, number, number];
    return h * 3600 + m * 60 + s;
  };
  return vtt
    .split("\n\n")
    .filter((block) => block.includes("-->"))
    .map((block) => {
      const [timing = "", ...text] = block.trim().split("\n");
      const [start = "", end = ""] = timing.split(" --> ");
      return { start: seconds(start), end: seconds(end), text: text.join("\n") };
    });
}

/**
 * A work dir whose path holds the characters ffmpeg's filter syntax treats specially, with three
 * photos (landscape, portrait, wide) made before the file's tests and the dir removed after them;
 * `input` is a film of them, rendered into `name` there (filmInput).
 */
export function scratchWithPhotos(): {
  scratch: string;
  photos: string[];
  input: (
    template: PreparedTemplate,
    ffmpeg: string,
    name: string,
    extra?: Partial<RenderFilmInput>,
  ) => RenderFilmInput;
} {
  const scratch = mkdtempSync(path.join(os.tmpdir(), "render it's:a,b "));
  const photos: string[] = [];
  beforeAll(async () => {
    photos.push(
      ...(await Promise.all([
        testPhoto(path.join(scratch, "landscape.jpg"), 4000, 3000, 1),
        testPhoto(path.join(scratch, "portrait.jpg"), 1500, 2000, 2),
        testPhoto(path.join(scratch, "wide.jpg"), 3840, 1200, 3),
      ])),
    );
  }, 60_000);
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  return {
    scratch,
    photos,
    input: (template, ffmpeg, name, extra = {}) =>
      filmInput({ template, ffmpeg, scratch, photos }, name, extra),
  };
}
