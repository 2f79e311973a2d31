// Recordings from before the name library kept them in file storage: `DATA_DIR/names/<language>/`
// held the console's recordings (`mari_20_carmen.wav`) and files placed by hand (`josé.mp3`). The
// start moves each into storage once, through the same normalisation as an upload, and removes it
// from the folder; what cannot be filed stays in the folder and is logged.
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "pino";
import { LANGUAGES } from "#domain/language.ts";
import { normaliseName } from "#render/normalise-name.ts";
import { NameNotFileable, saveNameRecording, type NameLibraryDeps } from "./name-library.ts";
import { deleteRecordingsWithoutFile, recordingOfName } from "./name-recordings.repository.ts";
import { RecordingRejected } from "../takes/normalise-recording.ts";

/** The name a file is for: its stem with `_<hex code point>_` decoded, as the console wrote any name. */
export function nameOfRecordingFile(file: string): string {
  const stem = file.replace(/\.[^.]+$/, "");
  return stem.replace(/_([0-9a-f]{1,6})_/g, (escaped, hex: string) => {
    const code = Number.parseInt(hex, 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : escaped;
  });
}

/** A write interrupted before its rename: never a recording. */
const BROKEN_WRITE = /\.tmp$/;

export async function moveNamesFolder(
  deps: NameLibraryDeps & { namesDir: string; logger: Pick<Logger, "info" | "warn"> },
): Promise<{ moved: number; left: number }> {
  const counts = { moved: 0, left: 0 };
  for (const language of LANGUAGES) {
    const folder = path.join(deps.namesDir, language);
    const files = await readdir(folder).catch(() => [] as string[]);
    for (const file of files) {
      const upload = path.join(folder, file);
      if (BROKEN_WRITE.test(file)) {
        await rm(upload, { force: true });
        continue;
      }
      const name = nameOfRecordingFile(file);
      const before = await recordingOfName(deps.db, language, normaliseName(name));
      try {
        await saveNameRecording(deps, {
          language,
          spellings: before?.spellings ?? [name],
          upload,
          operator: before?.recordedBy ?? "DATA_DIR/names",
        });
        await rm(upload, { force: true });
        counts.moved += 1;
      } catch (error) {
        if (!(error instanceof RecordingRejected || error instanceof NameNotFileable)) throw error;
        deps.logger.warn({ file: upload, err: error }, "a name recording in the old folder cannot be filed");
        counts.left += 1;
      }
    }
  }
  // A row whose file was never there plays nothing: the name goes back to the names to record.
  const forgotten = await deleteRecordingsWithoutFile(deps.db);
  if (counts.moved + counts.left + forgotten > 0) {
    deps.logger.info({ ...counts, forgotten }, "name recordings moved into file storage");
  }
  return counts;
}
