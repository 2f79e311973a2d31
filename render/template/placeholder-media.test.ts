import { describe, expect, it } from "vitest";
import { placeholderFootage } from "./placeholder-media.ts";

describe("placeholderFootage", () => {
  it("names every still it needs under the folder given, each read once by the graph, the backdrop twice", () => {
    for (const kind of ["north-pole", "workshop", "reindeer", "sleigh", "finale"] as const) {
      const { stills, lavfi } = placeholderFootage(kind, 3, "/w/footage-intro");
      const files = stills.map((still) => still.file);
      expect(new Set(files).size).toBe(files.length);
      for (const still of stills) {
        expect(still.file).toMatch(/^\/w\/footage-intro\/[a-z0-9-]+\.png$/);
        expect(still.svg).toMatch(/^<svg /);
        // The camera converts the backdrop twice, a pixel apart (footage-args.ts).
        expect(lavfi.split(`movie=${still.file}:`).length - 1).toBe(
          still.file.endsWith("/backdrop.png") ? 2 : 1,
        );
      }
      expect(lavfi.match(/movie=/g)).toHaveLength(stills.length + 1);
      expect(files.includes("/w/footage-intro/snow-near.png")).toBe(kind !== "workshop" && kind !== "finale");
      expect(files.includes("/w/footage-intro/flyer.png")).toBe(kind === "sleigh");
      expect(lavfi).toMatch(/trim=end_frame=90,format=yuv420p$/);
    }
  });
});
