// An order's photos as one zip file, streamed: each photo is read from storage only when the zip
// reaches it and passed through as it is (a JPEG does not deflate), so neither memory nor disk ever
// holds the whole archive, and its exact length is known before the first byte.
import type { Readable } from "node:stream";
import yazl from "yazl";
import { asciiFileStem } from "#domain/film-render.ts";
import { logger } from "../logger.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import type { OrderPhotoFile } from "./order-view.ts";

export interface PhotosZip {
  stream: Readable;
  bytes: number;
  files: number;
}

/** "1-jose-o-connor-photo-2.jpg": the film's and the photo's positions around the child's ASCII name. */
export function photoFileName(photo: Pick<OrderPhotoFile, "filmPosition" | "childName" | "photoPosition">) {
  const child = asciiFileStem(photo.childName) || "child";
  return `${photo.filmPosition}-${child}-photo-${photo.photoPosition}.jpg`;
}

/** The zip of `photos` whose files storage still holds, or undefined when it holds none of them. */
export async function photosZip(
  storage: FileStorage,
  photos: readonly OrderPhotoFile[],
): Promise<PhotosZip | undefined> {
  const stored = [];
  for (const photo of photos) {
    const size = await storage.size(photo.storageKey);
    if (size === undefined) logger.warn({ key: photo.storageKey }, "photo file missing from the zip");
    else stored.push({ photo, size });
  }
  if (stored.length === 0) return undefined;

  const zip = new yazl.ZipFile();
  const output = zip.outputStream as Readable;
  let reading: Readable | undefined;
  // A download given up half way closes the output: the photo being read is let go with it.
  output.on("close", () => reading?.destroy());
  zip.on("error", (error: Error) => output.destroy(error));
  for (const { photo, size } of stored) {
    zip.addReadStreamLazy(photoFileName(photo), { compress: false, size }, (give) => {
      storage.read(photo.storageKey).then(
        (stream) => {
          reading = stream;
          give(stream ? null : new Error(`photo file gone: ${photo.storageKey}`), stream as Readable);
        },
        (error: unknown) => give(error, undefined as unknown as Readable),
      );
    });
  }
  // Every entry is stored with its size given, so yazl knows the archive's length at once.
  // (@types/yazl leaves out the callback's argument.)
  const ending = zip as unknown as { end(options: undefined, finalSize: (bytes: number) => void): void };
  const bytes = await new Promise<number>((resolve) => ending.end(undefined, resolve));
  return { stream: output, bytes, files: stored.length };
}
