import { describe, expect, it } from "vitest";
import { DECORATION_GROUPS, FLAKE_LAYERS, snowLayout } from "./snow-layout.ts";

describe("the snow layout", () => {
  it("has 15 large decorations and 50 snowflakes, in a few layers", () => {
    const { groups, layers } = snowLayout();
    expect(groups).toHaveLength(DECORATION_GROUPS);
    expect(layers).toHaveLength(FLAKE_LAYERS);
    expect(groups.flatMap((group) => group.decorations)).toHaveLength(15);
    expect(layers.flatMap((layer) => layer.flakes)).toHaveLength(50);
    expect(layers.map((layer) => layer.flakes.length)).toEqual([10, 10, 10, 10, 10]);
  });

  it("is the same on every call, so server and browser render the same markup", () => {
    expect(snowLayout()).toEqual(snowLayout());
  });

  it("keeps everything on screen", () => {
    const { groups, layers } = snowLayout();
    for (const item of [
      ...groups.flatMap((group) => group.decorations),
      ...layers.flatMap((layer) => layer.flakes),
    ]) {
      expect(item.left).toBeGreaterThanOrEqual(0);
      expect(item.left).toBeLessThanOrEqual(100);
      expect(item.top).toBeGreaterThanOrEqual(0);
      expect(item.top).toBeLessThanOrEqual(100);
    }
  });

  it("gives nearer layers larger flakes that fall faster", () => {
    const { layers } = snowLayout();
    const largest = layers.map((layer) => Math.max(...layer.flakes.map((flake) => flake.size)));
    const smallest = layers.map((layer) => Math.min(...layer.flakes.map((flake) => flake.size)));
    for (let depth = 1; depth < layers.length; depth++) {
      expect(layers[depth]!.durationSeconds).toBeLessThan(layers[depth - 1]!.durationSeconds);
      expect(smallest[depth]!).toBeGreaterThanOrEqual(smallest[depth - 1]!);
      expect(largest[depth]!).toBeGreaterThanOrEqual(largest[depth - 1]!);
    }
  });
});
