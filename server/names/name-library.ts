// The name library's use-cases: the worklist (names said as written, and fixed names whose films were
// made before the fix) and what is recorded, saving a recording where the renderer finds it, and
// deleting one. Later films of the name use the recording; films already made are made again only
// when an operator asks (name-remakes.ts).
import type { Language } from "#domain/language.ts";
import { TEXT_LIMITS } from "#domain/order-fields.ts";
import { normaliseName } from "#render/normalise-name.ts";
import type { Db } from "../db/client.ts";
import { groupWorklist, type FixedName, type WaitingName } from "./name-groups.ts";
import { listPronunciations } from "./name-pronunciations.repository.ts";
import { worklistSpellings } from "./name-worklist.repository.ts";
import { fileTake, forgetTake, storedTake, type TakeDeps } from "../takes/recorded-takes.ts";
import {
  deleteRecording,
  findRecording,
  listRecordings,
  recordingOfName,
  upsertRecording,
  type NameRecordingRow,
} from "./name-recordings.repository.ts";

export type { FixedName, WaitingName } from "./name-groups.ts";

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

/**
 * The names said as written that the page shows, the newest payment first: a season's every name,
 * each with its recording and pronunciation forms, would be megabytes of page.
 */
export const WORKLIST_NAMES_SHOWN = 100;

export interface NameLibrary {
  /** Names of paid films, delivered ones too, that the voices say as written: the newest ones. */
  waiting: WaitingName[];
  /** How many more such names, paid earlier, the page leaves out. */
  waitingLeftOut: number;
  /** Names fixed since some of their films were made: those films, to make again. */
  toMakeAgain: FixedName[];
  recorded: RecordedName[];
}

export async function loadNameLibrary(db: Db): Promise<NameLibrary> {
  const [spellings, recordings, pronunciations] = await Promise.all([
    worklistSpellings(db),
    listRecordings(db),
    listPronunciations(db),
  ]);
  // When each name was fixed, as the worklist's query counts it (name-worklist.repository.ts).
  const fixes = new Map<string, Date>();
  const fixed = (language: Language, nameKey: string, at: Date) => {
    const key = `${language}:${nameKey}`;
    const earlier = fixes.get(key);
    if (!earlier || at < earlier) fixes.set(key, at);
  };
  for (const row of recordings) fixed(row.language, row.nameKey, row.createdAt);
  for (const row of pronunciations) fixed(row.language, row.nameKey, row.updatedAt);
  const { waiting, toMakeAgain } = groupWorklist(spellings, (language, key) =>
    fixes.get(`${language}:${key}`),
  );
  return {
    waiting: waiting.slice(0, WORKLIST_NAMES_SHOWN),
    waitingLeftOut: Math.max(0, waiting.length - WORKLIST_NAMES_SHOWN),
    toMakeAgain,
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

export type NameLibraryDeps = TakeDeps;

/** Normalises the upload and files it under the name, replacing any recording the name had. */
export async function saveNameRecording(
  deps: NameLibraryDeps,
  input: { language: Language; spellings: readonly string[]; upload: string; operator: string },
): Promise<RecordedName> {
  const { nameKey, spellings } = spellingsOfOneName(input.spellings);
  const saved = await fileTake(deps, { upload: input.upload, prefix: NAMES_PREFIX }, async (tx, stored) => {
    const previous = await recordingOfName(tx, input.language, nameKey, { forUpdate: true });
    const row = await upsertRecording(tx, {
      language: input.language,
      nameKey,
      spellings,
      ...stored,
      recordedBy: input.operator,
    });
    return { result: row, replaced: previous?.storageKey };
  });
  return recordedName(saved);
}

/** Deletes the recording and its file: the name's next films are said by the voices. Undefined if it was gone. */
export async function deleteNameRecording(
  deps: Pick<NameLibraryDeps, "db" | "storage">,
  id: string,
): Promise<RecordedName | undefined> {
  const row = await deleteRecording(deps.db, id);
  await forgetTake(deps.storage, row?.storageKey);
  return row && recordedName(row);
}

/** Where the recording is in storage, for playing it; undefined if there is none. */
export async function recordingFile(
  deps: Pick<NameLibraryDeps, "db" | "storage">,
  id: string,
): Promise<{ key: string; size: number } | undefined> {
  return storedTake(deps.storage, (await findRecording(deps.db, id))?.storageKey);
}
