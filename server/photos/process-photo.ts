// Turns an uploaded file into the photo we keep: checked by its bytes, decoded, upright, resized,
// re-encoded as JPEG without any metadata (GPS above all), plus a thumbnail.
import { availableParallelism } from "node:os";
import { open } from "node:fs/promises";
import sharp, { type Metadata } from "sharp";
import { IMAGE_SNIFF_BYTES, sniffImageType, type ImageType } from "#domain/image-type.ts";
import { PHOTO_LIMITS } from "#domain/photo-rules.ts";
import { MAX_FILMS_PER_ORDER } from "#domain/order-fields.ts";
import { MAX_PHOTOS_PER_FILM } from "#domain/shop.ts";
import { createConcurrencyLimit, QueueFull, type ConcurrencyLimit } from "./concurrency-limit.ts";
import { PhotoRejected } from "./photo-rejected.ts";

export interface ProcessedPhoto {
  /** JPEG, sRGB, at most PHOTO_LIMITS.maxLongSide on its long side, no metadata. */
  full: Buffer;
  /** JPEG, at most PHOTO_LIMITS.thumbnailLongSide on its long side, no metadata. */
  thumbnail: Buffer;
  /** Of `full`, upright. */
  width: number;
  height: number;
  /** Of both `full` and `thumbnail`. */
  mime: string;
}

const OUTPUT_MIME = "image/jpeg";
const DECODABLE: ReadonlySet<ImageType> = new Set(["jpeg", "png", "webp", "heic", "avif"]);
// A photo takes well under a second; a minute means a hostile or broken file holding a slot.
const TIMEOUT_SECONDS = 60;

// libvips caches operations for reuse, which only grows memory here: every photo is new. One
// thread per image, with as many images at once as cores (two at most), keeps the CPU busy and the memory flat
// (glibc's allocator fragments badly under many libvips threads).
sharp.cache(false);
sharp.concurrency(1);

/**
 * Photos that may wait for a decoder: the largest order's photos, so one form sent without
 * JavaScript always fits in an idle queue; past it, a photo is refused as "busy" (503 with
 * Retry-After from /order/photos) instead of holding its request for minutes (decision 024).
 */
export const MAX_WAITING_PHOTOS = MAX_FILMS_PER_ORDER * MAX_PHOTOS_PER_FILM;

let limit: ConcurrencyLimit = createConcurrencyLimit(Math.min(availableParallelism(), 2), MAX_WAITING_PHOTOS);

/** How many photos the process decodes at once (a 12-megapixel photo holds ~60 MB), and may queue. */
export function setPhotoJobs(jobs: number, maxWaiting = MAX_WAITING_PHOTOS): void {
  limit = createConcurrencyLimit(jobs, maxWaiting);
}

/** The process's photo queue: for the tests that fill it. */
export function photoJobs(): ConcurrencyLimit {
  return limit;
}

async function readHead(inputPath: string): Promise<Uint8Array> {
  const handle = await open(inputPath, "r");
  try {
    const { buffer, bytesRead } = await handle.read(
      new Uint8Array(IMAGE_SNIFF_BYTES),
      0,
      IMAGE_SNIFF_BYTES,
      0,
    );
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** `pixelLimit: false` for reading the header only: sharp would refuse a bomb there before we can name it. */
function loader(inputPath: string, pixelLimit: number | false = PHOTO_LIMITS.maxPixels) {
  // `error` refuses truncated and corrupt data; `warning` would also refuse sound phone photos
  // whose maker notes libjpeg frowns upon.
  return sharp(inputPath, { failOn: "error", limitInputPixels: pixelLimit }).timeout({
    seconds: TIMEOUT_SECONDS,
  });
}

async function decode(inputPath: string, type: ImageType): Promise<ProcessedPhoto> {
  // A HEIC the decoder here cannot read (HEVC needs a patent-encumbered codec) gets the message
  // that asks for a JPEG, not "damaged".
  const undecodable = type === "heic" ? "photo.error.heic" : "photo.error.damaged";
  let metadata: Metadata;
  try {
    // Reads the header only: the pixel count is known before a single pixel is decoded.
    metadata = await loader(inputPath, false).metadata();
  } catch (error) {
    throw new PhotoRejected(undecodable, { cause: error });
  }
  if (metadata.width * metadata.height > PHOTO_LIMITS.maxPixels)
    throw new PhotoRejected("photo.error.pixels");

  try {
    const { data: full, info } = await loader(inputPath)
      .rotate()
      .resize({
        width: PHOTO_LIMITS.maxLongSide,
        height: PHOTO_LIMITS.maxLongSide,
        fit: "inside",
        withoutEnlargement: true,
      })
      .flatten({ background: "#ffffff" })
      .toColourspace("srgb")
      // Optimised Huffman tables would hold every coefficient of the image until the end: +40% time,
      // +40 MB per photo, for files a few percent smaller.
      .jpeg({ quality: 85, optimiseCoding: false })
      .toBuffer({ resolveWithObject: true });
    // From the small JPEG just made, the decoder shrinks while it loads: far cheaper than the original.
    const thumbnail = await sharp(full)
      .resize({
        width: PHOTO_LIMITS.thumbnailLongSide,
        height: PHOTO_LIMITS.thumbnailLongSide,
        fit: "inside",
        withoutEnlargement: true,
      })
      .jpeg({ quality: 80 })
      .toBuffer();
    return { full, thumbnail, width: info.width, height: info.height, mime: OUTPUT_MIME };
  } catch (error) {
    throw new PhotoRejected(undecodable, { cause: error });
  }
}

/**
 * Checks and re-encodes the uploaded file at `inputPath`, or throws PhotoRejected with the reason.
 * At most a few run at once in the whole process; the others wait their turn.
 */
export async function processPhoto(inputPath: string): Promise<ProcessedPhoto> {
  const type = sniffImageType(await readHead(inputPath));
  if (!type || !DECODABLE.has(type)) throw new PhotoRejected("photo.error.type");
  try {
    return await limit.run(() => decode(inputPath, type));
  } catch (error) {
    if (error instanceof QueueFull) throw new PhotoRejected("photo.error.busy", { cause: error });
    throw error;
  }
}
