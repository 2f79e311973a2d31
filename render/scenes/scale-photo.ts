// Photos checked and scaled by sharp before any filter runs: ffmpeg then decodes a small JPEG once.
import sharp from "sharp";
import { PhotoUnreadable } from "../runs/errors.ts";
import { pastePixels } from "./paste-pixels.ts";
import type { PhotoMotion, Size } from "./photo-motion.ts";

export interface CheckedPhoto extends Size {
  file: string;
}

/**
 * Every photo must exist and be a picture; the error names the first one that is not. Only its header
 * is read here: the whole image is decoded once, by `scalePhoto`, which names a truncated file the same way.
 */
export async function checkPhotos(files: readonly string[]): Promise<CheckedPhoto[]> {
  return Promise.all(
    files.map(async (file) =>
      namingPhoto(file, async () => {
        const { width, height } = await sharp(file).metadata();
        if (!width || !height) throw new Error("no picture");
        return { file, width, height };
      }),
    ),
  );
}

/** `read`'s failure as the photo's: PhotoUnreadable, naming the file. */
async function namingPhoto<T>(file: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const detail =
      (error as NodeJS.ErrnoException).code === "ENOENT"
        ? "file not found"
        : error instanceof Error
          ? error.message
          : String(error);
    throw new PhotoUnreadable(file, detail.includes("Input file is missing") ? "file not found" : detail);
  }
}

/** How much smaller the matte is drawn before it is blurred and enlarged: a cheap, soft blur. */
const MATTE_SHRINK = 8;

/**
 * The photo drawn whole at `motion.whole` on a matte of itself the size of `motion.scaled`, as a
 * baseline JPEG: the matte blurred and dimmed, so the photo stands out from it and the page shows no
 * bare band around a photo of another shape.
 */
export async function scalePhoto(file: string, motion: PhotoMotion, output: string): Promise<void> {
  const { scaled, whole } = motion;
  // The photo is decoded once; the matte is made from it drawn whole, a twentieth of its pixels.
  // Raw pixels between the steps: no JPEG generation is lost before the one written.
  // Decoding the whole image catches a truncated file, which the header alone did not.
  const photo = await namingPhoto(file, () =>
    sharp(file, { failOn: "warning" })
      .removeAlpha()
      .resize(whole.width, whole.height, { fit: "fill", kernel: "lanczos3" })
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  const small = await sharp(photo.data, { raw: photo.info })
    .resize(Math.ceil(scaled.width / MATTE_SHRINK), Math.ceil(scaled.height / MATTE_SHRINK), { fit: "cover" })
    .blur(3)
    .modulate({ brightness: 0.7, saturation: 0.6 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const matte = await sharp(small.data, { raw: small.info })
    .resize(scaled.width, scaled.height, { fit: "fill" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  pastePixels({ data: matte.data, ...matte.info }, { data: photo.data, ...photo.info }, whole.x, whole.y);
  await sharp(matte.data, { raw: matte.info })
    .jpeg({ quality: 92, chromaSubsampling: "4:2:0" })
    .toFile(output);
}
