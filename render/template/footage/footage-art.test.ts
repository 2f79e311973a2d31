import { describe, expect, it } from "vitest";
import { BACKDROP, footageArt, snowTile } from "./footage-art.ts";

const KINDS = ["north-pole", "workshop", "reindeer", "sleigh", "finale"] as const;

function size(svg: string): [number, number] {
  const match = /^<svg [^>]*width="(\d+)" height="(\d+)"/.exec(svg);
  return [Number(match?.[1]), Number(match?.[2])];
}

describe("footageArt", () => {
  it.each(KINDS)("draws %s on a backdrop a tenth wider than the film, with no text", (kind) => {
    const art = footageArt(kind);
    expect(BACKDROP).toEqual({ width: 2112, height: 1080 });
    expect(size(art.backdrop)).toEqual([2112, 1080]);
    for (const svg of [art.backdrop, ...art.lights.map((l) => l.svg), art.flyer?.svg ?? ""]) {
      expect(svg).not.toMatch(/<text|<image|href=/);
      expect(svg).not.toMatch(/NaN|undefined/);
    }
  });

  it.each(KINDS)("keeps %s's lights inside the backdrop, each drawn at its own size", (kind) => {
    const { lights } = footageArt(kind);
    expect(lights.length).toBeGreaterThan(0);
    for (const light of lights) {
      expect(size(light.svg)).toEqual([light.width, light.height]);
      expect(light.x).toBeGreaterThanOrEqual(0);
      expect(light.y).toBeGreaterThanOrEqual(0);
      expect(light.x + light.width).toBeLessThanOrEqual(BACKDROP.width);
      expect(light.y + light.height).toBeLessThanOrEqual(BACKDROP.height);
      expect(light.low).toBeGreaterThanOrEqual(0);
      expect(light.low).toBeLessThan(1);
      expect(light.cycle).toBeGreaterThan(0);
    }
  });

  it("snows through a window indoors and everywhere outdoors; only the sleigh scene has a flyer", () => {
    for (const kind of KINDS) {
      const art = footageArt(kind);
      const indoors = kind === "workshop" || kind === "finale";
      expect(art.snow === "everywhere").toBe(!indoors);
      if (art.snow !== "everywhere") {
        expect(art.snow.x + art.snow.width).toBeLessThanOrEqual(BACKDROP.width);
        expect(art.snow.height).toBeLessThanOrEqual(1080);
      }
      expect(art.flyer !== undefined).toBe(kind === "sleigh");
    }
    const flyer = footageArt("sleigh").flyer;
    expect(size(flyer?.svg ?? "")).toEqual([flyer?.width, flyer?.height]);
  });

  it("draws the same art every time, so every machine prepares the same clips", () => {
    expect(footageArt("reindeer")).toEqual(footageArt("reindeer"));
  });
});

describe("snowTile", () => {
  it.each(["far", "near"] as const)("repeats the %s layer exactly every film height", (depth) => {
    const svg = snowTile(depth);
    expect(size(svg)).toEqual([1968, 2160]);
    const flakes = [...svg.matchAll(/<circle cx="([\d.]+)" cy="(-?[\d.]+)" r="([\d.]+)"/g)].map((m) => ({
      x: m[1],
      y: Number(m[2]),
      r: Number(m[3]),
    }));
    const at = new Set(flakes.map((f) => `${f.x},${f.y.toFixed(1)}`));
    // Whatever shows in rows 0 to 1080 shows again in rows 1080 to 2160, and the other way round.
    for (const flake of flakes) {
      const below = flake.y + 1080;
      const above = flake.y - 1080;
      if (below - flake.r < 2160) expect(at.has(`${flake.x},${below.toFixed(1)}`)).toBe(true);
      if (above + flake.r > 0) expect(at.has(`${flake.x},${above.toFixed(1)}`)).toBe(true);
    }
  });
});
