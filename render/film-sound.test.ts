// The film's sound as a family hears it, now that it is joined from pieces (decision 075): films of the
// short template in both languages, their loudness and true peak, and every join listened to for a
// click or a gap; a second film reuses the fixed sound the first one made.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Language } from "#domain/language.ts";
import { deliveredLoudnessArgs, parseDeliveredLoudness } from "./audio/measure-loudness.ts";
import { renderFilm, type RenderedFilm } from "./render-film.ts";
import { shortTemplate, testPhoto } from "./render-film.test-support.ts";
import type { PreparedTemplate } from "./template/prepared-template.ts";
import { offlineVoices } from "./voice/offline-voices.ts";

const FFMPEG = "/usr/bin/ffmpeg";
const scratch = mkdtempSync(path.join(os.tmpdir(), "film-sound-"));
let template: PreparedTemplate;
let photos: string[] = [];
const films = new Map<string, { film: RenderedFilm; work: string }>();

function render(name: string, language: Language, childName: string) {
  const dir = path.join(scratch, name);
  return renderFilm({
    ffmpeg: FFMPEG,
    template,
    storyline: "sleigh",
    language,
    child: {
      name: childName,
      age: 7,
      achievements: "Learned to ride a bike\nHelped Grandma bake cookies",
      wishes: "A red bicycle\nA puppy",
      message: "You are amazing!",
    },
    looks: { eyes: "#3a6ea5", hair: "#6b4423", eyeChoice: "blue" },
    photos,
    voice: { engines: offlineVoices() },
    workDir: path.join(dir, "work"),
    outputPath: path.join(dir, "out", "film.mp4"),
  }).then((film) => films.set(name, { film, work: path.join(dir, "work", "film-render") }));
}

beforeAll(async () => {
  template = await shortTemplate();
  photos = [await testPhoto(path.join(scratch, "photo.jpg"), 1600, 1200, 4)];
  await render("en", "en", "Mia");
  await render("es", "es", "Lucía");
}, 240_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The film's sound decoded as a player would: 48 kHz stereo floats, interleaved. */
function decoded(film: string): Float32Array {
  const raw = execFileSync(FFMPEG, ["-v", "error", "-i", film, "-map", "0:a", "-f", "f32le", "-"], {
    maxBuffer: 1 << 28,
  });
  return new Float32Array(raw.buffer, raw.byteOffset, raw.byteLength / 4);
}

/** ffmpeg's EBU R 128 reading of a film's sound: integrated loudness and true peak. */
function loudnessOf(film: string): { integrated: number; truePeak: number } {
  const { stderr } = spawnSync(FFMPEG, ["-hide_banner", "-nostats", ...deliveredLoudnessArgs(film)], {
    encoding: "utf8",
  });
  return parseDeliveredLoudness(stderr) ?? { integrated: Number.NaN, truePeak: Number.NaN };
}

/** The largest second difference of either channel over samples [from, to): what a click is made of. */
function roughness(sound: Float32Array, from: number, to: number): number {
  let most = 0;
  for (let i = Math.max(1, from); i < Math.min(to, sound.length / 2 - 1); i += 1)
    for (let c = 0; c < 2; c += 1) {
      const at = 2 * i + c;
      most = Math.max(
        most,
        Math.abs((sound[at + 2] as number) - 2 * (sound[at] as number) + (sound[at - 2] as number)),
      );
    }
  return most;
}

function rms(sound: Float32Array, from: number, to: number): number {
  let sum = 0;
  for (let i = 2 * from; i < 2 * to; i += 1) sum += (sound[i] as number) ** 2;
  return Math.sqrt(sum / (2 * (to - from)));
}

describe.each(["en", "es"])("a short film's sound in %s", (name) => {
  it("is at −16 LUFS (±1) with the true peak at most −1 dBTP", { timeout: 60_000 }, () => {
    const { integrated, truePeak } = loudnessOf(films.get(name)!.film.videoPath);
    expect(Math.abs(integrated + 16)).toBeLessThanOrEqual(1);
    expect(truePeak).toBeLessThanOrEqual(-1);
  });

  it("has no click and no gap at any join of its pieces", { timeout: 60_000 }, () => {
    const { film, work } = films.get(name)!;
    const sound = decoded(film.videoPath);
    // The sound lasts as long as the picture, to within one AAC packet short of its end (21 ms).
    expect(sound.length / 2 - film.durationSeconds * 48000).toBeLessThanOrEqual(0);
    expect(sound.length / 2 - film.durationSeconds * 48000).toBeGreaterThan(-1024);
    const { joins, edges } = JSON.parse(readFileSync(path.join(work, "sound-joins.json"), "utf8")) as {
      joins: number[];
      edges: { from: number; file: string; offset: number; samples: number }[];
    };
    expect(joins.length).toBeGreaterThanOrEqual(8);
    for (const join of joins) {
      // A click is a jump the sound around the join does not make: its sharpest step within 10 ms of
      // the join, against the sharpest in the half second either side of that.
      const near = roughness(sound, join - 480, join + 480);
      const around = Math.max(
        roughness(sound, join - 24_000, join - 480),
        roughness(sound, join + 480, join + 24_000),
      );
      expect(near, `a click at ${(join / 48000).toFixed(3)} s`).toBeLessThanOrEqual(
        Math.max(around * 1.5, 1e-3),
      );
    }
    // A gap or a slip: where the film's pieces meet a fixed one, the film's sound is the fixed mix
    // itself, sample for sample, but for the encoder's own noise (a slip of one sample is far more).
    expect(edges.length).toBeGreaterThanOrEqual(4);
    for (const edge of edges) {
      const raw = readFileSync(edge.file).subarray(edge.offset * 8, (edge.offset + edge.samples) * 8);
      const mix = new Float32Array(raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.byteLength));
      const level = rms(mix, 0, edge.samples);
      expect(level).toBeGreaterThan(0);
      const errorAt = (slip: number) => {
        const heard = sound.subarray(2 * (edge.from + slip), 2 * (edge.from + slip + edge.samples));
        return rms(
          mix.map((sample, i) => (heard[i] as number) - sample),
          0,
          edge.samples,
        );
      };
      const at = `at ${(edge.from / 48000).toFixed(3)} s`;
      expect(errorAt(0), `a gap ${at}`).toBeLessThan(level / 4);
      // Not one sample early or late: the mix matches best exactly where it was made to be.
      for (const slip of [-2, -1, 1, 2])
        expect(errorAt(0), `a slip of ${slip} ${at}`).toBeLessThan(errorAt(slip));
    }
  });
});

describe("the fixed sound", () => {
  it("is made once per storyline and language, then reused by every film", { timeout: 120_000 }, async () => {
    // The fixed sound a film joined, read from where its edges lie: other test files render the same
    // short template meanwhile and may make sound of their own beside it.
    const soundOf = (name: string) => {
      const { edges } = JSON.parse(
        readFileSync(path.join(films.get(name)!.work, "sound-joins.json"), "utf8"),
      ) as { edges: { file: string }[] };
      return [...new Set(edges.map((edge) => path.dirname(edge.file)))];
    };
    const [made] = soundOf("en");
    expect(soundOf("en")).toHaveLength(1);
    const writtenAt = statSync(path.join(made!, "sound.json")).mtimeMs;
    await render("en-again", "en", "Noah");
    expect(soundOf("en-again")).toEqual([made]);
    expect(statSync(path.join(made!, "sound.json")).mtimeMs).toBe(writtenAt);
    const first = decoded(films.get("en")!.film.videoPath);
    const again = decoded(films.get("en-again")!.film.videoPath);
    // The opening fixed span (the intro's 3 s) is the very same sound in both films.
    const intro = 3 * 48000 - 4096;
    expect(rms(first.subarray(0, 2 * intro), 0, intro)).toBeGreaterThan(0.001);
    let most = 0;
    for (let i = 0; i < 2 * intro; i += 1)
      most = Math.max(most, Math.abs((first[i] as number) - (again[i] as number)));
    expect(most).toBe(0);
  });
});
