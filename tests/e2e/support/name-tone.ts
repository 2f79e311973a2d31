// The "name" the name-library tests record: a bright tone, easy to find under Santa's voice and the
// music, and how to find it in a rendered film (its captions say when the name is said).
import { execFileSync } from "node:child_process";

export const TONE_HZ = 1200;

/** The tone for 1.2 s, then a little silence, as a WAV: what the operator's microphone "hears". */
export function writeToneWav(file: string): void {
  execFileSync("ffmpeg", [
    ...["-v", "error", "-f", "lavfi", "-i", `sine=f=${TONE_HZ}:d=1.2:sample_rate=48000`],
    ...["-af", "apad=pad_dur=0.6", "-ac", "1", "-y", file],
  ]);
}

/** Each caption's start in seconds, and its text. */
export function captionCues(vtt: string): { start: number; text: string }[] {
  return [...vtt.matchAll(/(\d\d):(\d\d):(\d\d\.\d{3}) --> .*\n(.+)/g)].map((match) => ({
    start: Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]),
    text: match[4] ?? "",
  }));
}

/**
 * How loud a second of the film's sound is from `at`, in a narrow band around the recording's
 * pitch: two encodes of one track are not sample-aligned, their loudness there is the same.
 */
export function toneLevelAt(film: string, at: number): number {
  const raw = execFileSync("ffmpeg", [
    ...["-v", "error", "-ss", String(at), "-t", "1", "-i", film, "-vn", "-ac", "1", "-ar", "48000"],
    ...["-af", `bandpass=f=${TONE_HZ}:width_type=q:width=8`, "-f", "f32le", "-"],
  ]);
  const samples = new Float32Array(raw.buffer, raw.byteOffset, Math.floor(raw.byteLength / 4));
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / samples.length);
}
