import { describe, expect, it } from "vitest";
import { blinks, faceRuns, mouthShapes, voiceFrames, type Mouth } from "./mouth-shapes.ts";

const RATE = 48_000;
const PER_FRAME = RATE / 30;

/** `frames` video frames of a sine at `hz` and `level` (0–1 of full scale); 0 Hz is silence. */
function tone(frames: number, hz: number, level: number): Int16Array {
  return Int16Array.from({ length: frames * PER_FRAME }, (_, i) =>
    Math.round(32767 * level * Math.sin((2 * Math.PI * hz * i) / RATE)),
  );
}

function joined(...parts: Int16Array[]): Int16Array {
  const out = new Int16Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

describe("voiceFrames", () => {
  it("measures each video frame's loudness and how often the voice crosses zero", () => {
    const frames = voiceFrames(joined(tone(2, 0, 0), tone(2, 240, 0.5), tone(2, 6000, 0.5)), PER_FRAME);
    expect(frames).toHaveLength(6);
    expect(frames[0]).toEqual({ rms: 0, crossings: 0 });
    expect(frames[2]?.rms).toBeCloseTo(0.5 / Math.SQRT2, 2);
    // 240 Hz crosses zero 480 times a second, 6 kHz 12,000 times: 1 % and 25 % of samples.
    expect(frames[2]?.crossings).toBeCloseTo(0.01, 2);
    expect(frames[4]?.crossings).toBeCloseTo(0.25, 2);
  });
});

describe("mouthShapes", () => {
  const shapesOf = (...parts: Int16Array[]) => mouthShapes(voiceFrames(joined(...parts), PER_FRAME));

  it("keeps the mouth closed in silence, and in a sound too quiet to be speech", () => {
    expect(new Set(shapesOf(tone(10, 0, 0), tone(10, 200, 0.003)))).toEqual(new Set(["closed"]));
  });

  it("opens wide on a loud vowel, round on a softer one, a little on a murmur, wide and flat on a hiss", () => {
    const shapes = shapesOf(
      tone(6, 180, 0.8),
      tone(6, 180, 0.25),
      tone(6, 180, 0.08),
      tone(6, 5000, 0.6),
      tone(6, 0, 0),
    );
    const each = (from: number) => shapes.slice(from + 2, from + 6);
    expect(new Set(each(0))).toEqual(new Set(["ah"]));
    expect(new Set(each(6))).toEqual(new Set(["oh"]));
    expect(new Set(each(12))).toEqual(new Set(["mm"]));
    expect(new Set(each(18))).toEqual(new Set(["ee"]));
    expect(shapes.slice(-3)).toEqual(["closed", "closed", "closed"]);
  });

  it("uses at least five different open shapes in speech-like sound, and holds each for two frames or more", () => {
    const levels = [0.8, 0.3, 0.1, 0.6, 0.2, 0.9, 0.05, 0.4];
    const sound = joined(
      ...levels.flatMap((level, i) => [tone(3, i % 3 === 0 ? 5200 : i % 3 === 1 ? 160 : 2600, level)]),
      tone(4, 0, 0),
    );
    const shapes = mouthShapes(voiceFrames(sound, PER_FRAME));
    expect(new Set(shapes.filter((s) => s !== "closed")).size).toBeGreaterThanOrEqual(4);
    const runs: { shape: Mouth; length: number }[] = [];
    for (const shape of shapes) {
      const last = runs.at(-1);
      if (last?.shape === shape) last.length += 1;
      else runs.push({ shape, length: 1 });
    }
    for (const run of runs.slice(0, -1))
      if (run.shape !== "closed") expect(run.length).toBeGreaterThanOrEqual(2);
  });
});

describe("blinks", () => {
  it("blinks every 2.5 to 5.5 seconds, the same way for the same seed", () => {
    const eyes = blinks(30 * 60, 30, 7);
    expect(blinks(30 * 60, 30, 7)).toEqual(eyes);
    expect(blinks(30 * 60, 30, 8)).not.toEqual(eyes);
    const starts = eyes.flatMap((state, i) => (state === "half" && eyes[i + 1] === "closed" ? [i] : []));
    expect(starts.length).toBeGreaterThanOrEqual(10);
    for (let i = 1; i < starts.length; i += 1) {
      const gap = ((starts[i] as number) - (starts[i - 1] as number)) / 30;
      expect(gap).toBeGreaterThanOrEqual(2.5);
      expect(gap).toBeLessThanOrEqual(5.5);
    }
  });
});

describe("faceRuns", () => {
  it("joins equal faces and keeps every frame", () => {
    const runs = faceRuns(["open", "open", "half", "open"], ["closed", "closed", "closed", "ah"]);
    expect(runs).toEqual([
      { eyes: "open", mouth: "closed", frames: 2 },
      { eyes: "half", mouth: "closed", frames: 1 },
      { eyes: "open", mouth: "ah", frames: 1 },
    ]);
  });
});
