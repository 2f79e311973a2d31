// What the name library gives a film: the recording of the child's name, copied out of file storage
// for the render, and how the voices are to say the name when no recording is there: the parent's
// spelling of the name as it sounds, else the library's pronunciation (decision 071).
import { createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Language } from "#domain/language.ts";
import { normaliseName } from "#render/normalise-name.ts";
import type { Pronunciation } from "#render/voice/voice-engine.ts";
import type { Db } from "../db/client.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { pronunciationOfName } from "./name-pronunciations.repository.ts";
import { recordingOfName } from "./name-recordings.repository.ts";

export interface FilmNames {
  /** The library's recording of the name, as a file in `workDir`; undefined when it has none. */
  recording(language: Language, name: string, workDir: string): Promise<string | undefined>;
  /**
   * How the voices say the name as written here: as the parent spelt it when they did (it wins over
   * the library's entry), else as the library says; undefined when neither says anything.
   */
  pronunciation(
    language: Language,
    name: string,
    parentRespelling?: string | null,
  ): Promise<Pronunciation | undefined>;
}

export function createFilmNames(deps: { db: Db; storage: Pick<FileStorage, "read"> }): FilmNames {
  return {
    async recording(language, name, workDir) {
      const row = await recordingOfName(deps.db, language, normaliseName(name));
      const stored = row?.storageKey && (await deps.storage.read(row.storageKey));
      if (!stored) return undefined;
      await mkdir(workDir, { recursive: true });
      const file = path.join(workDir, "name-recording.wav");
      await pipeline(stored, createWriteStream(file));
      return file;
    },
    async pronunciation(language, name, parentRespelling) {
      if (parentRespelling) return { word: name.trim(), respelling: parentRespelling };
      const row = await pronunciationOfName(deps.db, language, normaliseName(name));
      if (!row) return undefined;
      return {
        word: name.trim(),
        ...(row.respelling && { respelling: row.respelling }),
        ...(row.ipa && { ipa: row.ipa }),
      };
    },
  };
}
