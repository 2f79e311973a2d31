import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { pastePixels } from "./paste-pixels.ts";

/** A picture of `width` × `height` RGB pixels, each channel from `value(x, y, channel)`. */
function picture(width: number, height: number, value: (x: number, y: number, c: number) => number) {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1)
      for (let c = 0; c < 3; c += 1) data[(y * width + x) * 3 + c] = value(x, y, c);
  return { data, width, height, channels: 3 };
}

describe("pastePixels", () => {
  it("gives the bytes sharp's composite gives for an opaque picture", async () => {
    const base = picture(64, 48, (x, y, c) => (x * 3 + y * 5 + c * 70) % 256);
    const photo = picture(20, 10, (x, y, c) => (x * 11 + y * 7 + c * 40 + 1) % 256);
    const raw = (of: { width: number; height: number }) => ({
      width: of.width,
      height: of.height,
      channels: 3 as const,
    });
    const composed = await sharp(base.data, { raw: raw(base) })
      .composite([{ input: photo.data, raw: raw(photo), left: 30, top: 25 }])
      .removeAlpha()
      .raw()
      .toBuffer();
    pastePixels(base, photo, 30, 25);
    expect(base.data.equals(composed)).toBe(true);
  });

  it("refuses a picture that would spill over the edge, or of other channels", () => {
    const base = picture(10, 10, () => 0);
    expect(() =>
      pastePixels(
        base,
        picture(4, 4, () => 1),
        7,
        0,
      ),
    ).toThrow(RangeError);
    expect(() => pastePixels(base, { ...picture(2, 2, () => 1), channels: 4 }, 0, 0)).toThrow(RangeError);
  });
});
