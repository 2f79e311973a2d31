// Photos checked and scaled by sharp before any filter runs: ffmpeg then decodes a small JPEG once.
import sharp from "sharp";
import { PhotoUnreadable } from "../errors.ts";
import type { Size } from "./photo-motion.ts";

export interface CheckedPhoto extends Size {
  file: string;
}

/** Every photo must exist and decode completely; the error names the first one that does not. */
export async function checkPhotos(files: readonly string[]): Promise<CheckedPhoto[]> {
  return Promise.all(
    files.map(async (file) => {
      try {
        // Decoding the whole image catches a truncated file, which the header alone would not.
        const { info } = await sharp(file, { failOn: "warning" })
          .resize(64, 64, { fit: "inside" })
          .toBuffer({ resolveWithObject: true });
        const { width, height } = await sharp(file).metadata();
        if (!width || !height || !info.width) throw new Error("no picture");
        return { file, width, height };
      } catch (error) {
        const detail =
          (error as NodeJS.ErrnoException).code === "ENOENT"
            ? "file not found"
            : error instanceof Error
              ? error.message
              : String(error);
        throw new PhotoUnreadable(file, detail.includes("Input file is missing") ? "file not found" : detail);
      }
    }),
  );
}

/** Resized and centre-cropped to exactly `size`, as a baseline JPEG. */
export async function scalePhoto(file: string, size: Size, output: string): Promise<void> {
  await sharp(file)
    .resize(size.width, size.height, { fit: "cover", kernel: "lanczos3" })
    .jpeg({ quality: 92, chromaSubsampling: "4:2:0" })
    .toFile(output);
}
