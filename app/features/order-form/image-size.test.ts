import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { imageSize } from "./image-size.ts";

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#c81e2c" } });

describe("imageSize", () => {
  it("reads a JPEG's size past its EXIF block, without decoding it", async () => {
    const jpeg = await canvas(4032, 3024)
      .withExif({ IFD0: { Make: "Phone", ImageDescription: "x".repeat(30_000) } })
      .jpeg()
      .toBuffer();
    expect(await imageSize(new Blob([jpeg]))).toEqual({ width: 4032, height: 3024 });
  });

  it("reads a PNG's size from its header", async () => {
    const png = await canvas(5000, 40).png().toBuffer();
    expect(await imageSize(new Blob([png]))).toEqual({ width: 5000, height: 40 });
  });

  it("knows nothing of other formats", async () => {
    const webp = await canvas(10, 10).webp().toBuffer();
    expect(await imageSize(new Blob([webp]))).toBeUndefined();
    expect(await imageSize(new Blob(["MZ not a photo"]))).toBeUndefined();
  });
});
