import { describe, expect, it } from "vitest";
import { SHOT_MARGIN_FRAMES, santaShots } from "./santa-shots.ts";

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
});
