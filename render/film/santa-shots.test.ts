import { describe, expect, it } from "vitest";
import { MAX_SANTA_GOPS, SHOT_MARGIN_FRAMES, santaShots } from "./santa-shots.ts";

const GOP = 60;

/** Frames of a scene with Santa speaking in the given [from, to) ranges. */
function speaking(frames: number, ...ranges: [number, number][]): boolean[] {
  return Array.from({ length: frames }, (_, i) => ranges.some(([from, to]) => i >= from && i < to));
}

describe("santaShots", () => {
  it("shows the footage alone when Santa says nothing", () => {
    expect(santaShots(speaking(300), 300, GOP)).toEqual([{ kind: "footage", from: 0, frames: 300 }]);
  });

  it("cuts to Santa for the GOPs he speaks in, at keyframes, and back to the footage", () => {
    expect(santaShots(speaking(600, [130, 250]), 600, GOP)).toEqual([
      { kind: "footage", from: 0, frames: 120 },
      { kind: "santa", from: 120, frames: 180 },
      { kind: "footage", from: 300, frames: 300 },
    ]);
  });

  it("brings Santa on a little before his first word and keeps him a little after his last", () => {
    const shots = santaShots(speaking(600, [120 - SHOT_MARGIN_FRAMES + 1, 170], [300, 300 + 1]), 600, GOP);
    expect(shots).toEqual([
      { kind: "footage", from: 0, frames: 60 },
      { kind: "santa", from: 60, frames: 120 },
      { kind: "footage", from: 180, frames: 60 },
      { kind: "santa", from: 240, frames: 120 },
      { kind: "footage", from: 360, frames: 240 },
    ]);
  });

  it("ends with the scene's last, shorter GOP, and covers every frame once", () => {
    const shots = santaShots(speaking(2250, [2200, 2240]), 2250, GOP);
    expect(shots.at(-1)).toEqual({ kind: "santa", from: 2160, frames: 90 });
    expect(shots.reduce((sum, shot) => sum + shot.frames, 0)).toBe(2250);
    for (const shot of shots) expect(shot.from % GOP).toBe(0);
  });

  it("cuts to the footage in a long speech, in his pause, so no shot of him lasts over 16 s", () => {
    // Two lines of 14 s with half a second between them: 28.5 s of Santa without a cutaway.
    const pauseAt = 14 * 30 + 60;
    const shots = santaShots(speaking(1200, [60, pauseAt], [pauseAt + 15, pauseAt + 15 + 420]), 1200, GOP);
    for (const shot of shots)
      if (shot.kind === "santa") expect(shot.frames).toBeLessThanOrEqual(MAX_SANTA_GOPS * GOP);
    const cutaway = shots.find((shot, at) => shot.kind === "footage" && at > 0 && at < shots.length - 1)!;
    expect(cutaway.frames).toBe(2 * GOP);
    // The cutaway covers the pause between the two lines.
    expect(cutaway.from).toBeLessThanOrEqual(pauseAt);
    expect(cutaway.from + cutaway.frames).toBeGreaterThan(pauseAt);
    expect(shots.reduce((sum, shot) => sum + shot.frames, 0)).toBe(1200);
  });

  it("leaves a speech of 16 s whole", () => {
    // With his margins, the GOPs from 60 to 540: eight of them.
    const shots = santaShots(speaking(1200, [60 + SHOT_MARGIN_FRAMES, 540 - SHOT_MARGIN_FRAMES]), 1200, GOP);
    expect(shots.filter((shot) => shot.kind === "santa")).toEqual([{ kind: "santa", from: 60, frames: 480 }]);
  });
});
