import { copyFile, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHOTO_LIMITS } from "#domain/photo-rules.ts";
import { PhotoRejected } from "./photo-rejected.ts";
import { processPhoto } from "./process-photo.ts";

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "process-photo-"));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function saved(name: string, bytes: Uint8Array): Promise<string> {
  const file = path.join(folder, name);
  await writeFile(file, bytes);
  return file;
}

function picture(width: number, height: number, background = "#3a7bd5") {
  return sharp({ create: { width, height, channels: 3, background } });
}

/** A phone photo held sideways: stored landscape, EXIF says "turn 90° clockwise", with a GPS position. */
function sidewaysPhoneJpeg(width = 400, height = 300) {
  return picture(width, height)
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "Phone", Model: "Test" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "51/1 30/1 2600/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "0/1 7/1 3900/100",
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="51,30.4N"/></rdf:RDF></x:xmpmeta>',
    )
    .toBuffer();
}

/** A valid PNG whose header promises `size`×`size` pixels: 1-bit black, a few kilobytes compressed. */
function hugePng(size: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const frame = Buffer.alloc(4 + body.length + 4);
    frame.writeUInt32BE(data.length, 0);
    body.copy(frame, 4);
    frame.writeUInt32BE(crc32(body), 4 + body.length);
    return frame;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 1; // bit depth 1, colour type 0: grey
  const rows = Buffer.alloc((1 + Math.ceil(size / 8)) * size); // each row: filter byte 0, then black
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function rejection(input: Promise<unknown>): Promise<string> {
  const error = await input.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PhotoRejected);
  return (error as PhotoRejected).key;
}

describe("processPhoto", () => {
  it("turns a sideways phone photo upright and keeps no metadata at all, GPS above all", async () => {
    const input = await sidewaysPhoneJpeg();
    const before = await sharp(input).metadata();
    expect([before.width, before.height, before.orientation]).toEqual([400, 300, 6]);
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS directory's tag
    expect(before.xmp).toBeDefined();

    const photo = await processPhoto(await saved("sideways.jpg", input));

    expect([photo.width, photo.height, photo.mime]).toEqual([300, 400, "image/jpeg"]);
    for (const output of [photo.full, photo.thumbnail]) {
      const after = await sharp(output).metadata();
      expect(after.format).toBe("jpeg");
      expect(after.orientation).toBeUndefined();
      expect([after.exif, after.xmp, after.iptc, after.icc]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(output.includes("Exif")).toBe(false);
      expect(output.includes("GPS")).toBe(false);
      expect(output.includes("xmpmeta")).toBe(false);
      // No APP1 (EXIF, XMP) nor APP13 (IPTC) segment in the file.
      expect(output.includes(Buffer.from([0xff, 0xe1]))).toBe(false);
      expect(output.includes(Buffer.from([0xff, 0xed]))).toBe(false);
    }
    const thumbnail = await sharp(photo.thumbnail).metadata();
    expect([thumbnail.width, thumbnail.height]).toEqual([240, 320]);
  });

  it("shrinks a large photo to the long-side limit and makes a thumbnail of the thumbnail size", async () => {
    const input = await picture(5000, 2000).jpeg().toBuffer();
    const photo = await processPhoto(await saved("wide.jpg", input));

    expect([photo.width, photo.height]).toEqual([PHOTO_LIMITS.maxLongSide, 1536]);
    const full = await sharp(photo.full).metadata();
    expect([full.width, full.height]).toEqual([photo.width, photo.height]);
    const thumbnail = await sharp(photo.thumbnail).metadata();
    expect([thumbnail.width, thumbnail.height]).toEqual([PHOTO_LIMITS.thumbnailLongSide, 128]);
  });

  it("accepts PNG with transparency, WebP and AVIF by their bytes, whatever their name says", async () => {
    const transparent = await sharp({
      create: { width: 60, height: 40, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const png = await processPhoto(await saved("transparent.jpg", transparent));
    const { data } = await sharp(png.full).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)].every((channel) => channel > 245)).toBe(true); // on white, not black

    const webp = await processPhoto(await saved("photo.png", await picture(50, 70).webp().toBuffer()));
    expect([webp.width, webp.height]).toEqual([50, 70]);
    const smallThumbnail = await sharp(webp.thumbnail).metadata();
    expect([smallThumbnail.width, smallThumbnail.height]).toEqual([50, 70]); // never enlarged
    const avif = await processPhoto(await saved("photo.heic", await picture(64, 48).avif().toBuffer()));
    expect([avif.width, avif.height]).toEqual([64, 48]);
  });

  it("converts a wide-gamut photo to sRGB and drops its colour profile", async () => {
    const input = await picture(80, 60, "#ff2020").jpeg().withIccProfile("p3").toBuffer();
    expect((await sharp(input).metadata()).icc).toBeDefined();
    const photo = await processPhoto(await saved("p3.jpg", input));
    const after = await sharp(photo.full).metadata();
    expect([after.space, after.icc]).toEqual(["srgb", undefined]);
  });

  it("refuses a picture of 20000×20000 pixels from its header, before decoding any pixel", async () => {
    const bomb = await saved("bomb.png", hugePng(20_000));
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(20_000);
    expect(await rejection(processPhoto(bomb))).toBe("photo.error.pixels");
  });

  it("takes a 12-megapixel phone photo and refuses a 64-megapixel picture (the cap is 50)", async () => {
    expect(PHOTO_LIMITS.maxPixels).toBe(50_000_000);
    const phone = await saved("IMG_12MP.jpg", await sidewaysPhoneJpeg(4000, 3000));
    const taken = await processPhoto(phone);
    expect([taken.width, taken.height]).toEqual([2880, 3840]);
    // Under the old cap of 100 megapixels this one was decoded whole (~190 MB for one photo).
    expect(await rejection(processPhoto(await saved("64mp.png", hugePng(8_000))))).toBe("photo.error.pixels");
  });

  it("refuses a truncated JPEG and a PNG with corrupt data as damaged", async () => {
    // Noise, so half the file really is half the picture rather than padding.
    const noisy = await sharp({
      create: {
        width: 600,
        height: 400,
        channels: 3,
        background: "#888",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    const truncated = await saved("truncated.jpg", noisy.subarray(0, Math.floor(noisy.length / 2)));
    expect(await rejection(processPhoto(truncated))).toBe("photo.error.damaged");

    const png = Buffer.from(await picture(200, 200).png().toBuffer());
    const idat = png.indexOf("IDAT");
    png.fill(0x55, idat + 8, idat + 40);
    expect(await rejection(processPhoto(await saved("corrupt.png", png)))).toBe("photo.error.damaged");
  });

  it("refuses a program renamed .jpg, a GIF and an SVG as not a photo", async () => {
    const program = path.join(folder, "holiday.jpg");
    await copyFile("/bin/ls", program);
    expect(await rejection(processPhoto(program))).toBe("photo.error.type");
    const gif = await saved("animation.jpg", await picture(10, 10).gif().toBuffer());
    expect(await rejection(processPhoto(gif))).toBe("photo.error.type");
    const svg = await saved(
      "drawing.png",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'),
    );
    expect(await rejection(processPhoto(svg))).toBe("photo.error.type");
    expect(await rejection(processPhoto(await saved("empty.jpg", new Uint8Array())))).toBe(
      "photo.error.type",
    );
  });

  it("asks for a JPEG when a HEIC photo cannot be decoded here", async () => {
    // What an iPhone writes first; the HEVC pictures behind it need a decoder the prebuilt sharp lacks.
    const ftyp = Buffer.from("\0\0\0\x18ftypheic\0\0\0\0mif1heic", "latin1");
    const heic = Buffer.concat([ftyp, Buffer.alloc(200)]);
    expect(await rejection(processPhoto(await saved("IMG_0001.HEIC", heic)))).toBe("photo.error.heic");
  });

  it("leaves a missing file as a plain error: that is our fault, not the photo's", async () => {
    await expect(processPhoto(path.join(folder, "missing.jpg"))).rejects.toMatchObject({ code: "ENOENT" });
  });
});
