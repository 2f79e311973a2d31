// Where a name recording lives on disk, as the renderer looks for it (server/films/film-renderer.ts):
// `<names folder>/<language>/<normalised name>.wav`, the name spelled so any name is a safe file name.
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { Language } from "../../domain/language.ts";
import { normaliseName } from "../../render/normalise-name.ts";
import { createDiskStorage } from "../storage/disk-storage.ts";
import type { FileStorage } from "../storage/file-storage.ts";

/**
 * The file name of a normalised name: letters and digits as they are, anything else (a space, an
 * apostrophe, a letter outside a–z, a slash) as `_<hex code point>_`, so "mari carmen" is
 * `mari_20_carmen`. Reversible, and free of anything a path could be made of.
 */
export function recordingFileStem(nameKey: string): string {
  return [...nameKey]
    .map((char) => (/^[a-z0-9-]$/.test(char) ? char : `_${char.codePointAt(0)!.toString(16)}_`))
    .join("");
}

/** The name a recording's file is for: its stem decoded, so files placed by hand ("josé.mp3") count too. */
export function nameOfRecordingFile(file: string): string {
  const stem = file.replace(/\.[^.]+$/, "");
  return stem.replace(/_([0-9a-f]{1,6})_/g, (escaped, hex: string) => {
    const code = Number.parseInt(hex, 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : escaped;
  });
}

export const RECORDING_EXTENSION = ".wav";

export function recordingKey(language: Language, nameKey: string): string {
  return `${language}/${recordingFileStem(nameKey)}${RECORDING_EXTENSION}`;
}

/**
 * The names folder as a file storage: a put goes to a temp file and is renamed into place, so a
 * render reads the old recording or the new one, never half of one.
 */
export function nameRecordingFiles(namesDir: string): FileStorage {
  return createDiskStorage(namesDir);
}

/**
 * Removes the other files a render could take for this name (another extension or spelling placed
 * by hand), keeping the one under `keep`; with no `keep`, every file of the name goes.
 */
export async function removeFilesOfName(
  namesDir: string,
  language: Language,
  nameKey: string,
  keep?: string,
): Promise<void> {
  const folder = path.join(namesDir, language);
  const files = await readdir(folder).catch(() => [] as string[]);
  const doomed = files.filter(
    (file) => normaliseName(nameOfRecordingFile(file)) === nameKey && `${language}/${file}` !== keep,
  );
  await Promise.all(doomed.map((file) => rm(path.join(folder, file), { force: true })));
}
