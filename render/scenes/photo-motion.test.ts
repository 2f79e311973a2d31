import { describe, expect, it } from "vitest";
import { PHOTO_BOX, photoMotion } from "./photo-motion.ts";

describe("photoMotion", () => {
  it("zooms into a 4:3 photo scaled just large enough for the zoom", () => {
    expect(photoMotion(0, { width: 4000, height: 3000 })).toEqual({
      kind: "zoom",
      // The box (920×694) × 1.12, to even numbers.
      scaled: { width: 1030, height: 778 },
      fromZoom: 1,
      toZoom: 1.12,
    });
  });

  it("pans a tall photo from top to bottom, limited in length", () => {
    const motion = photoMotion(0, { width: 3000, height: 4000 });
    expect(motion).toEqual({
      kind: "pan",
      // As wide as the box; 4:3 upright would be 1,227 tall, more than 1.6 boxes (1,110).
      scaled: { width: 920, height: 1110 },
      from: { x: 0, y: 0 },
      to: { x: 0, y: 1110 - PHOTO_BOX.height },
    });
  });

  it("pans a panorama across and keeps every window inside the picture", () => {
    const motion = photoMotion(3, { width: 3840, height: 1200 });
    if (motion.kind !== "pan") throw new Error("expected a pan");
    expect(motion.to.x + PHOTO_BOX.width).toBeLessThanOrEqual(motion.scaled.width);
    expect(motion.scaled.height).toBe(PHOTO_BOX.height);
  });
});
