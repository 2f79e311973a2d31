import { describe, expect, it } from "vitest";
import { turnStages, turnStill } from "./page-turn.ts";

describe("turnStages", () => {
  it("starts with the page lying flat and ends with it edge-on at the spine, narrowing all the way", () => {
    const stages = turnStages(7, 990);
    expect(stages[0]).toEqual({ width: 990, shade: 0, shadow: 0 });
    expect(stages.at(-1)!.width).toBe(0);
    for (let at = 1; at < stages.length; at += 1)
      expect(stages[at]!.width).toBeLessThan(stages[at - 1]!.width);
    // The shadow is deepest half-way, and gone once the page stands edge-on.
    expect(Math.max(...stages.map((stage) => stage.shadow))).toBe(stages[3]!.shadow);
    expect(stages.at(-1)!.shadow).toBe(0);
  });
});

describe("turnStill", () => {
  /** A 40×20 page, its left half red and right half blue. */
  const page = {
    width: 40,
    height: 20,
    data: Buffer.from(
      Array.from({ length: 40 * 20 }, (_, at) => (at % 40 < 20 ? [200, 0, 0] : [0, 0, 200])).flat(),
    ),
  };
  const LIFT = (still: Buffer) => (still.length / 4 / page.width - page.height) / 2;
  const pixel = (still: Buffer, x: number, y: number) => [
    ...still.subarray((y * page.width + x) * 4, (y * page.width + x) * 4 + 4),
  ];

  it("shows the page exactly as it lay at the turn's start, so the cut from the last photo does not jump", () => {
    const still = turnStill(page, { width: 40, shade: 0, shadow: 0 });
    const lift = LIFT(still);
    expect(pixel(still, 5, lift + 10)).toEqual([200, 0, 0, 255]);
    expect(pixel(still, 35, lift + 10)).toEqual([0, 0, 200, 255]);
    // Nothing above or below the page.
    expect(pixel(still, 35, lift - 1)[3]).toBe(0);
  });

  it("half-way, squeezes the page towards the spine, makes its far edge taller, darkens it and shadows the page beneath", () => {
    const still = turnStill(page, { width: 20, shade: 0.3, shadow: 0.5 });
    const lift = LIFT(still);
    // Both halves of the page are still there, narrowed into the first 20 columns, and darker.
    expect(pixel(still, 2, lift + 10)[0]).toBeGreaterThan(100);
    expect(pixel(still, 2, lift + 10)[0]).toBeLessThan(200);
    expect(pixel(still, 18, lift + 10)[2]).toBeGreaterThan(100);
    // The far edge reaches above the page's top; the spine does not.
    expect(pixel(still, 19, lift - 1)[3]).toBe(255);
    expect(pixel(still, 0, lift - 1)[3]).toBe(0);
    // Beyond it, the page beneath shows through a shadow that fades away from the edge.
    const shadow = [20, 30].map((x) => pixel(still, x, lift + 10));
    expect(shadow[0]![3]).toBeGreaterThan(shadow[1]![3]!);
    expect(shadow[0]!.slice(0, 3)).toEqual([0, 0, 0]);
  });

  it("draws a still into a buffer that held another one exactly as into a fresh one", () => {
    const stages = turnStages(7, page.width);
    const shared = turnStill(page, stages[1]!);
    for (const stage of [stages[5]!, stages[0]!, stages[6]!])
      expect(turnStill(page, stage, shared).equals(turnStill(page, stage))).toBe(true);
  });
});
