// Santa's personal phrases deleted from file storage once no film names them (decision 063): after
// the commit that released them, as a film's own files are, so a crash in between leaves files the
// orphan sweep finds, never a row naming a phrase that is gone.
import { PHRASE_EXTENSIONS } from "#render/voice/phrase-cache.ts";
import type { FileStorage } from "../storage/file-storage.ts";

/** Deletes each phrase's files (a file never stored is no error); answers those storage could not delete. */
export async function deletePhraseFiles(
  storage: Pick<FileStorage, "delete">,
  phraseKeys: readonly string[],
): Promise<string[]> {
  const files = phraseKeys.flatMap((key) => PHRASE_EXTENSIONS.map((extension) => key + extension));
  const outcomes = await Promise.allSettled(files.map((file) => storage.delete(file)));
  return files.filter((_, index) => outcomes[index]?.status === "rejected");
}
