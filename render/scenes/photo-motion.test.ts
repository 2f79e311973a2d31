import { describe, expect, it } from "vitest";
import { PHOTO_BOX, photoMotion } from "./photo-motion.ts";

describe("photoMotion", () => {
  it("zooms into a 4:3 photo drawn whole on a matte just large enough for the zoom", () => {
    expect(photoMotion(0, { width: 4000, height: 3000 })).toEqual({
      // The box (920×694) × 1.12, to even numbers.
      scaled: { width: 1030, height: 778 },
      // As large as fits in the box less 12 pixels a side, centred.
      whole: { x: 69, y: 54, width: 893, height: 670 },
      fromZoom: 1,
      toZoom: 1.12,
    });
  });

  it("zooms out of the next photo, so the book does not repeat one motion", () => {
    expect(photoMotion(1, { width: 4000, height: 3000 })).toMatchObject({ fromZoom: 1.12, toZoom: 1 });
  });

  for (const [shape, photo] of [
    ["a phone's 9:16 portrait", { width: 1080, height: 1920 }],
    ["a square", { width: 2000, height: 2000 }],
    ["a phone's 16:9 landscape", { width: 1920, height: 1080 }],
    ["a 4:1 panorama", { width: 8000, height: 2000 }],
  ] as const)
    it(`draws ${shape} whole, inside the part of the matte the closest zoom shows`, () => {
      const { scaled, whole, toZoom } = photoMotion(0, photo);
      // zoompan's view at 1.12 is the matte's central (scaled / 1.12), i.e. the box.
      const view = { width: scaled.width / toZoom, height: scaled.height / toZoom };
      expect(whole.x).toBeGreaterThanOrEqual((scaled.width - view.width) / 2);
      expect(whole.y).toBeGreaterThanOrEqual((scaled.height - view.height) / 2);
      expect(whole.x + whole.width).toBeLessThanOrEqual((scaled.width + view.width) / 2);
      expect(whole.y + whole.height).toBeLessThanOrEqual((scaled.height + view.height) / 2);
      // Its shape kept, and touching the margin on its long side.
      expect(whole.width / whole.height).toBeCloseTo(photo.width / photo.height, 1);
      expect(Math.max(whole.width - PHOTO_BOX.width, whole.height - PHOTO_BOX.height)).toBe(-24);
    });
});
