// The name library's use-cases: what is missing and what is recorded, saving a recording where the
// renderer finds it, and deleting one. Later films of the name use the recording; films already
// made are not made again.
import { rm } from "node:fs/promises";
import type { Language } from "#domain/language.ts";
import { TEXT_LIMITS } from "#domain/order-fields.ts";
import { normaliseName } from "#render/normalise-name.ts";
import type { Db } from "../db/client.ts";
import { groupWaitingNames, type WaitingName } from "./name-groups.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { storeAndRecord } from "../storage/store-and-record.ts";
import {
  deleteRecording,
  findRecording,
  listRecordings,
  recordingOfName,
  upsertRecording,
  waitingSpellings,
  type NameRecordingRow,
} from "./name-recordings.repository.ts";
import { normaliseRecording } from "./normalise-recording.ts";

export type { WaitingName } from "./name-groups.ts";

/** The folder of file storage the recordings are kept in. */
export const NAMES_PREFIX = "names";

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
  /** The shop's file storage: recordings are kept under `names/`, where every machine finds them. */
  storage: FileStorage;
  ffmpeg: string;
  /** Scratch space for the normalisation, on any disk. */
  workDir: string;
}

/** Normalises the upload and files it under the name, replacing any recording the name had. */
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
    const saved = await storeAndRecord(
      deps.storage,
      { path: normalised.file, prefix: NAMES_PREFIX, extension: ".wav" },
      (storageKey) =>
        deps.db.transaction(async (tx) => {
          const previous = await recordingOfName(tx, input.language, nameKey, { forUpdate: true });
          const row = await upsertRecording(tx, {
            language: input.language,
            nameKey,
            spellings,
            storageKey,
            durationMs: Math.round(normalised.seconds * 1000),
            recordedBy: input.operator,
          });
          return { result: row, replaced: previous?.storageKey };
        }),
    );
    return recordedName(saved);
  } finally {
    await rm(normalised.file, { force: true });
  }
}

/** Deletes the recording and its file: the name's next films are said by the voices. Undefined if it was gone. */
export async function deleteNameRecording(
  deps: Pick<NameLibraryDeps, "db" | "storage">,
  id: string,
): Promise<RecordedName | undefined> {
  const row = await deleteRecording(deps.db, id);
  if (row?.storageKey) await deps.storage.delete(row.storageKey);
  return row && recordedName(row);
}

/** Where the recording is in storage, for playing it; undefined if there is none. */
export async function recordingFile(
  deps: Pick<NameLibraryDeps, "db" | "storage">,
  id: string,
): Promise<{ key: string; size: number } | undefined> {
  const row = await findRecording(deps.db, id);
  if (!row?.storageKey) return undefined;
  const size = await deps.storage.size(row.storageKey);
  return size === undefined ? undefined : { key: row.storageKey, size };
}
