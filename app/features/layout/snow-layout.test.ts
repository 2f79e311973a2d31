import { describe, expect, it } from "vitest";
import { snowLayout } from "./snow-layout.ts";

describe("the snow layout", () => {
  it("has 15 large decorations and 50 snowflakes", () => {
    const { decorations, flakes } = snowLayout();
    expect(decorations).toHaveLength(15);
    expect(flakes).toHaveLength(50);
  });

  it("is the same on every call, so server and browser render the same markup", () => {
    expect(snowLayout()).toEqual(snowLayout());
  });

  it("keeps everything on screen", () => {
    const { decorations, flakes } = snowLayout();
    for (const item of [...decorations, ...flakes]) {
      expect(item.left).toBeGreaterThanOrEqual(0);
      expect(item.left).toBeLessThanOrEqual(100);
    }
  });
});
