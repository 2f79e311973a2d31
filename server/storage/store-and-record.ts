// A file that replaces another, as a recording's new take does: stored under a new key first, then
// named by its row (which says which key it replaced), then the replaced file deleted. A failed
// record deletes the new file; a crash between leaves a file no row names, which the orphan sweep takes.
import { createReadStream } from "node:fs";
import type { FileStorage } from "./file-storage.ts";

export async function storeAndRecord<T>(
  storage: Pick<FileStorage, "newKey" | "put" | "delete">,
  file: { path: string; prefix: string; extension: string },
  record: (key: string) => Promise<{ result: T; replaced: string | null | undefined }>,
): Promise<T> {
  const key = storage.newKey(file.prefix, file.extension);
  await storage.put(key, createReadStream(file.path));
  const { result, replaced } = await record(key).catch(async (error: unknown) => {
    await storage.delete(key);
    throw error;
  });
  if (replaced && replaced !== key) await storage.delete(replaced);
  return result;
}
