// What the browser tests hear, read by ffprobe and ffmpeg: a greeting's length and loudness, the
// cues of a film's captions, and how far apart two films sound over the lines that name the child.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loudnessArgs, parseIntegratedLoudness } from "#render/audio/measure-loudness.ts";

/** Audio bytes kept in a file of their own, for ffmpeg to read. */
export function audioFile(bytes: Buffer, name: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "heard-")), name);
  writeFileSync(file, bytes);
  return file;
}

/** Seconds and integrated loudness of the audio, as ffprobe and ffmpeg's ebur128 read it. */
export function heard(bytes: Buffer): { seconds: number; lufs: number } {
  const file = audioFile(bytes, "greeting.m4a");
  const seconds = Number(
    execFileSync("ffprobe", ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", file], {
      encoding: "utf8",
    }),
  );
  const { stderr } = spawnSync("ffmpeg", loudnessArgs(file), { encoding: "utf8" });
  return { seconds, lufs: parseIntegratedLoudness(stderr) ?? Number.NaN };
}

export interface Cue {
  start: number;
  end: number;
  text: string;
}

const seconds = (time: string) =>
  time
    .split(":")
    .map(Number)
    .reduce((total, part) => total * 60 + part, 0);

/** The cues of a WebVTT file, with their times in seconds. */
export function vttCues(vtt: string): Cue[] {
  return vtt
    .split(/\r?\n\r?\n/)
    .map((block) => block.split(/\r?\n/))
    .flatMap((lines) => {
      const at = lines.findIndex((line) => line.includes("-->"));
      if (at < 0) return [];
      const [start, end] = lines[at]!.split("-->").map((part) => part.trim().split(/\s/)[0]!);
      return [{ start: seconds(start!), end: seconds(end!), text: lines.slice(at + 1).join(" ") }];
    });
}

const RATE = 16_000;

/** The film's sound between the cue's times: mono, 16 kHz, as numbers. */
export function soundAt(file: string, cue: Cue): Float64Array {
  const pcm = execFileSync(
    "ffmpeg",
    ["-v", "error", "-ss", String(cue.start), "-to", String(cue.end), "-i", file, "-vn"].concat([
      "-ac",
      "1",
      "-ar",
      String(RATE),
      "-f",
      "s16le",
      "-",
    ]),
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const samples = new Int16Array(pcm.buffer, pcm.byteOffset, Math.floor(pcm.length / 2));
  return Float64Array.from(samples, (sample) => sample / 32_768);
}

/**
 * How unlike two sounds are: the energy of their difference over the energy of both, at the best
 * alignment within 50 ms, over the span they share. 0 is the same sound (the same audio encoded
 * twice stays near it), about 1 two unrelated sounds: other words said over the same music.
 */
export function soundGap(a: Float64Array, b: Float64Array, maxLag = RATE / 20): number {
  const length = Math.min(a.length, b.length) - maxLag;
  if (length <= 0) return Number.NaN;
  let best = Number.POSITIVE_INFINITY;
  for (let lag = -maxLag; lag <= maxLag; lag += 1) {
    let difference = 0;
    let energy = 0;
    for (let index = maxLag; index < length; index += 1) {
      const x = a[index]!;
      const y = b[index + lag]!;
      difference += (x - y) ** 2;
      energy += x * x + y * y;
    }
    if (energy > 0) best = Math.min(best, difference / energy);
  }
  return best;
}
