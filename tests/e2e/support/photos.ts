// Files a parent might pick, made in the test: real JPEGs with EXIF and GPS, and the bad ones the
// shop must refuse (a renamed program, a decompression bomb, a photo cut off half way).
import { readFileSync } from "node:fs";
import { crc32 } from "node:zlib";
import sharp from "sharp";

export interface PickedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A phone-like JPEG, small enough to keep the tests quick, turned on its side by EXIF. */
export async function jpegPhoto(name: string, hue = 0): Promise<PickedFile> {
  const buffer = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 200, g: (hue * 37) % 255, b: 90 } },
  })
    .jpeg({ quality: 80 })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "25/1 45/1 3000/100" } })
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

export async function jpegPhotos(count: number, prefix: string): Promise<PickedFile[]> {
  return Promise.all(
    Array.from({ length: count }, (_, index) => jpegPhoto(`${prefix}-${index + 1}.jpg`, index)),
  );
}

/** A program renamed to look like a photo. */
export function renamedProgram(): PickedFile {
  return {
    name: "cute-puppy.jpg",
    mimeType: "image/jpeg",
    buffer: readFileSync(process.execPath).subarray(0, 64 * 1024),
  };
}

/** A tiny PNG whose header claims 20000 × 20000 pixels: 400 megapixels once decoded. */
export async function decompressionBomb(): Promise<PickedFile> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#fff" } })
    .png()
    .toBuffer();
  const bomb = Buffer.from(png);
  bomb.writeUInt32BE(20_000, 16);
  bomb.writeUInt32BE(20_000, 20);
  // The IHDR chunk's CRC covers its type and data (bytes 12 to 28).
  bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
  return { name: "huge.png", mimeType: "image/png", buffer: bomb };
}

/** A real photo cut off half way, as a broken download leaves it. */
export async function truncatedJpeg(): Promise<PickedFile> {
  const whole = await jpegPhoto("broken.jpg", 3);
  return { ...whole, buffer: whole.buffer.subarray(0, Math.floor(whole.buffer.length / 2)) };
}
