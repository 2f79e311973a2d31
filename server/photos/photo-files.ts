// Deleting photos' files once their rows are gone. Rows go first, in their transaction: a crash in
// between leaves files no row points to, never a row without its file. A file storage cannot delete
// is logged and named, never thrown: nothing points to it any more.
import { logger } from "../logger.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import type { StoredFiles } from "./photos.repository.ts";

/** Deletes every photo's file and thumbnail at once; returns the keys that could not be deleted. */
export async function deletePhotoFiles(
  storage: Pick<FileStorage, "delete">,
  files: readonly StoredFiles[],
): Promise<string[]> {
  const keys = files.flatMap((file) => [file.storageKey, file.thumbnailKey]);
  const outcomes = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  const left = keys.filter((_, index) => outcomes[index]?.status === "rejected");
  if (left.length > 0) logger.warn({ files: left.length }, "photo files left behind after their rows");
  return left;
}
