// The name library's use-cases: what is missing and what is recorded, saving a recording where the
// renderer finds it, and deleting one. Later films of the name use the recording; films already
// made are not made again.
import { createReadStream } from "node:fs";
import { rm } from "node:fs/promises";
import type { Language } from "../../domain/language.ts";
import { TEXT_LIMITS } from "../../domain/order-fields.ts";
import { normaliseName } from "../../render/normalise-name.ts";
import type { Db } from "../db/client.ts";
import { groupWaitingNames, type WaitingName } from "./name-groups.ts";
import { nameRecordingFiles, recordingKey, removeFilesOfName } from "./name-files.ts";
import {
  deleteRecording,
  findRecording,
  listRecordings,
  upsertRecording,
  waitingSpellings,
  type NameRecordingRow,
} from "./name-recordings.repository.ts";
import { normaliseRecording } from "./normalise-recording.ts";

export type { WaitingName } from "./name-groups.ts";

export interface RecordedName {
  id: string;
  language: Language;
  spellings: string[];
  durationMs: number;
  recordedBy: string;
  updatedAt: Date;
}

export interface NameLibrary {
  waiting: WaitingName[];
  recorded: RecordedName[];
}

export async function loadNameLibrary(db: Db): Promise<NameLibrary> {
  const [spellings, recordings] = await Promise.all([waitingSpellings(db), listRecordings(db)]);
  const recordedKeys = new Set(recordings.map((row) => `${row.language}:${row.nameKey}`));
  return {
    waiting: groupWaitingNames(spellings, (language, key) => recordedKeys.has(`${language}:${key}`)),
    recorded: recordings.map(recordedName),
  };
}

function recordedName(row: NameRecordingRow): RecordedName {
  const { id, language, spellings, durationMs, recordedBy, updatedAt } = row;
  return { id, language, spellings, durationMs, recordedBy, updatedAt };
}

/** The spellings an operator sent are not one name the shop can file (blank, too long, different names). */
export class NameNotFileable extends Error {
  readonly key = "console.names.error.name";
  constructor(spellings: readonly string[]) {
    super(`Not one name: ${JSON.stringify(spellings)}`);
    this.name = "NameNotFileable";
  }
}

/** The spellings as written, trimmed, each once; all of them must be the same name. */
export function spellingsOfOneName(written: readonly string[]): { nameKey: string; spellings: string[] } {
  const spellings = [...new Set(written.map((spelling) => spelling.trim().replace(/\s+/gu, " ")))];
  const keys = new Set(spellings.map(normaliseName));
  const [nameKey] = keys;
  if (keys.size !== 1 || !nameKey || spellings.some((spelling) => spelling.length > TEXT_LIMITS.childName)) {
    throw new NameNotFileable(written);
  }
  return { nameKey, spellings };
}

export interface NameLibraryDeps {
  db: Db;
  /** Where the renderer finds recordings. */
  namesDir: string;
  ffmpeg: string;
  /** Scratch space for the normalisation, on any disk. */
  workDir: string;
}

/**
 * Normalises the upload and files it under the name, replacing any recording the name had; the
 * row and the file change together (a file that cannot be written rolls the row back).
 */
export async function saveNameRecording(
  deps: NameLibraryDeps,
  input: { language: Language; spellings: readonly string[]; upload: string; operator: string },
): Promise<RecordedName> {
  const { nameKey, spellings } = spellingsOfOneName(input.spellings);
  const normalised = await normaliseRecording({
    ffmpeg: deps.ffmpeg,
    input: input.upload,
    workDir: deps.workDir,
  });
  try {
    const key = recordingKey(input.language, nameKey);
    const row = await deps.db.transaction(async (tx) => {
      const saved = await upsertRecording(tx, {
        language: input.language,
        nameKey,
        spellings,
        durationMs: Math.round(normalised.seconds * 1000),
        recordedBy: input.operator,
      });
      await nameRecordingFiles(deps.namesDir).put(key, createReadStream(normalised.file));
      return saved;
    });
    await removeFilesOfName(deps.namesDir, input.language, nameKey, key);
    return recordedName(row);
  } finally {
    await rm(normalised.file, { force: true });
  }
}

/** Deletes the recording and its file: the name's next films show it on screen only. Undefined if it was gone. */
export async function deleteNameRecording(
  deps: Pick<NameLibraryDeps, "db" | "namesDir">,
  id: string,
): Promise<RecordedName | undefined> {
  return deps.db.transaction(async (tx) => {
    const row = await deleteRecording(tx, id);
    if (row) await removeFilesOfName(deps.namesDir, row.language, row.nameKey);
    return row && recordedName(row);
  });
}

/** Where the recording's file is in the names folder, for playing it; undefined if there is none. */
export async function recordingFile(
  deps: Pick<NameLibraryDeps, "db" | "namesDir">,
  id: string,
): Promise<{ key: string; size: number } | undefined> {
  const row = await findRecording(deps.db, id);
  if (!row) return undefined;
  const key = recordingKey(row.language, row.nameKey);
  const size = await nameRecordingFiles(deps.namesDir).size(key);
  return size === undefined ? undefined : { key, size };
}
