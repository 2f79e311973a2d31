// A film's stored files: where its captions in other languages are kept, and deleting them all once
// no row points to them (a film made again, retention, an account deleted).
import type { Logger } from "pino";
import { LANGUAGES, type Language } from "#domain/language.ts";
import type { FileStorage } from "../storage/file-storage.ts";

/**
 * Where a film's captions in another language than its own are stored: beside its own captions,
 * so a film needs no column per language (and a film made before they existed simply has none).
 */
export function otherCaptionsKey(captionsKey: string, language: Language): string {
  return captionsKey.replace(/\.vtt$/, `.${language}.vtt`);
}

/** A film's stored files, as its row names them: the video, and the captions of its own language. */
export interface FilmFiles {
  videoKey: string | null;
  captionsKey: string | null;
}

/**
 * Deletes a film's video and its captions in every language (a key never stored is no error), once
 * no row points to them any more. Returns the keys storage could not delete: they belong to
 * nothing now, and are left to the orphan sweep.
 */
export async function deleteFilmFiles(
  storage: Pick<FileStorage, "delete">,
  files: readonly FilmFiles[],
): Promise<string[]> {
  const keys = files.flatMap(({ videoKey, captionsKey }) => [
    ...(videoKey ? [videoKey] : []),
    ...(captionsKey
      ? [captionsKey, ...LANGUAGES.map((language) => otherCaptionsKey(captionsKey, language))]
      : []),
  ]);
  const outcomes = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  return keys.filter((_, index) => outcomes[index]?.status === "rejected");
}

/** The files of a film made again (re-rendered or uploaded), once the new one is recorded in their place. */
export async function deleteReplaced(
  deps: { storage: Pick<FileStorage, "delete">; logger: Pick<Logger, "warn"> },
  replaced: FilmFiles,
): Promise<void> {
  const left = await deleteFilmFiles(deps.storage, [replaced]);
  if (left.length > 0)
    deps.logger.warn({ keys: left }, "replaced film files not deleted; left to the orphan sweep");
}
