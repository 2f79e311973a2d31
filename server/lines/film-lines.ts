// What Santa's recorded lines give a film: the take of a set of words, copied out of file storage
// for the render, when the shop's Santa recorded them in the film's language.
import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Language } from "#domain/language.ts";
import type { Db } from "../db/client.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { lineRecordingOf } from "./line-recordings.repository.ts";

export interface FilmLines {
  /** The take of these words as a file in `workDir`; undefined when Santa has not recorded them. */
  recording(language: Language, words: string, workDir: string): Promise<string | undefined>;
}

export function createFilmLines(deps: { db: Db; storage: Pick<FileStorage, "read"> }): FilmLines {
  return {
    async recording(language, words, workDir) {
      const row = await lineRecordingOf(deps.db, language, words.trim());
      const stored = row && (await deps.storage.read(row.storageKey));
      if (!stored) return undefined;
      await mkdir(workDir, { recursive: true });
      const file = path.join(
        workDir,
        `line-${createHash("sha256").update(words).digest("hex").slice(0, 16)}.wav`,
      );
      await pipeline(stored, createWriteStream(file));
      return file;
    },
  };
}
