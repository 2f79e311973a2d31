// Real recordings made with ffmpeg (a voice-like tone in silence, an image, a speech too long, only
// silence), normalised with both ffmpeg builds and measured with ffmpeg's own meters.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FFMPEG_BUILDS } from "#render/render-film.test-support.ts";
import { parseProbe } from "#render/film/probe-film.ts";
import { NAME_LOUDNESS } from "./name-audio-args.ts";
import { normaliseRecording, RecordingRejected } from "./normalise-recording.ts";

const DEBIAN_FFMPEG = "/usr/bin/ffmpeg";
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "name-recording-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function ffmpeg(args: string[]): string {
  return execFileSync(DEBIAN_FFMPEG, ["-hide_banner", "-nostdin", ...args], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** A quiet 44.1 kHz stereo "voice" (a warbling tone with noise) with `before` and `after` seconds of silence. */
function sayName(file: string, { before = 1, sound = 1.2, after = 1.5, format = "wav" } = {}): string {
  const voice = `sine=f=220:r=44100:d=${sound},volume=0.08,vibrato=f=5:d=0.5`;
  const graph = [
    `anoisesrc=r=44100:a=0.02:d=${sound}[noise]`,
    `${voice}[tone]`,
    "[tone][noise]amix=inputs=2,aformat=channel_layouts=stereo[said]",
    `aevalsrc=0|0:s=44100:d=${before}[lead]`,
    `aevalsrc=0|0:s=44100:d=${after}[tail]`,
    "[lead][said][tail]concat=n=3:v=0:a=1[out]",
  ].join(";");
  ffmpeg(["-v", "error", "-filter_complex", graph, "-map", "[out]", "-f", format, "-y", file]);
  return file;
}

/** What ffmpeg's own meters say of a file: length, sample rate, channels and integrated loudness. */
function measure(file: string) {
  // ffmpeg writes its meters to stderr; spawnSync keeps it where execFileSync would drop it.
  const { stderr } = spawnSync(
    DEBIAN_FFMPEG,
    ["-hide_banner", "-nostats", "-i", file, "-af", "ebur128", "-f", "null", "-"],
    { encoding: "utf8" },
  );
  const probe = parseProbe(stderr);
  const summary = stderr.slice(stderr.lastIndexOf("Summary:"));
  return {
    seconds: probe.durationSeconds,
    sampleRate: probe.audio?.sampleRate,
    stereo: /Audio: pcm_s16le.*stereo/.test(stderr),
    integrated: Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1]),
  };
}

describe.each(FFMPEG_BUILDS)("normaliseRecording with $label", ({ path: binary }) => {
  it("trims the silence around the name and brings it to 48 kHz stereo at the film's loudness", async () => {
    const input = sayName(path.join(dir, `quiet-${path.basename(binary)}.wav`));
    const { file, seconds } = await normaliseRecording({ ffmpeg: binary, input, workDir: dir });
    const result = measure(file);
    expect(seconds).toBeGreaterThan(1.1);
    expect(seconds).toBeLessThan(1.3);
    expect(result.seconds).toBeCloseTo(seconds, 1);
    expect(result.sampleRate).toBe(48_000);
    expect(result.stereo).toBe(true);
    expect(Math.abs(result.integrated - NAME_LOUDNESS.integrated)).toBeLessThan(1);
    // The intermediate file is gone: only the input and the result are left.
    expect((await readdir(dir)).filter((name) => name.includes(".trimmed."))).toEqual([]);
  });

  it("keeps a short name, shorter than one of the loudness meter's 400 ms blocks", async () => {
    const input = sayName(path.join(dir, `short-${path.basename(binary)}.wav`), { sound: 0.25 });
    const { file, seconds } = await normaliseRecording({ ffmpeg: binary, input, workDir: dir });
    expect(seconds).toBeGreaterThan(0.2);
    expect(seconds).toBeLessThan(0.35);
    expect(measure(file).sampleRate).toBe(48_000);
  });

  it("refuses an image, however it is named", async () => {
    const png = path.join(dir, `name-${path.basename(binary)}.png`);
    ffmpeg(["-v", "error", "-f", "lavfi", "-i", "color=c=red:s=64x64", "-frames:v", "1", "-y", png]);
    await expect(normaliseRecording({ ffmpeg: binary, input: png, workDir: dir })).rejects.toMatchObject({
      key: "console.names.error.notAudio",
    });
  });

  it("refuses a recording that is too long to be a name, and one with nothing said", async () => {
    const long = sayName(path.join(dir, `long-${path.basename(binary)}.ogg`), { sound: 6.5, format: "ogg" });
    await expect(normaliseRecording({ ffmpeg: binary, input: long, workDir: dir })).rejects.toMatchObject({
      key: "console.names.error.tooLong",
    });
    const silent = path.join(dir, `silent-${path.basename(binary)}.wav`);
    ffmpeg([
      "-v",
      "error",
      "-filter_complex",
      "aevalsrc=0|0:s=44100:d=3[out]",
      "-map",
      "[out]",
      "-y",
      silent,
    ]);
    const refusal = await normaliseRecording({ ffmpeg: binary, input: silent, workDir: dir }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(RecordingRejected);
    expect(refusal).toMatchObject({ key: "console.names.error.silent" });
  });
});
