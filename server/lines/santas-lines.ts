// Santa's lines recorded by the shop's own Santa: the lines every child hears in each storyline of
// the shop's templates, each with its take where one is recorded; saving a take (normalised as a
// name's is), replacing it, deleting it. A film says a recorded line in place of every voice.
import type { Language } from "#domain/language.ts";
import { estimateSpeechSeconds } from "#render/script/speaking-time.ts";
import { fixedLinesOf, type FixedLine } from "#render/manifest/fixed-lines.ts";
import { loadManifest } from "#render/manifest/manifest-schema.ts";
import type { Db } from "../db/client.ts";
import { fileTake, forgetTake, storedTake, type TakeDeps } from "../takes/recorded-takes.ts";
import {
  deleteLineRecording,
  findLineRecording,
  lineRecordingOf,
  listLineRecordings,
  upsertLineRecording,
  type LineRecordingRow,
} from "./line-recordings.repository.ts";

/** The folder of file storage the takes are kept in. */
export const LINES_PREFIX = "lines";
/** Santa's longest fixed line takes about fifteen seconds; a take is trimmed of its silence first. */
export const MAX_LINE_SECONDS = 25;
/**
 * A take this much shorter than the line's estimated speaking time is not the line (a click, a
 * cough, a take stopped too soon): it would stand for the whole line in every film.
 */
export const MIN_TAKE_SHARE = 0.35;

/** The take is far shorter than its words: refused before it replaces anything. */
export class TakeTooShort extends Error {
  readonly key = "console.lines.error.tooShort";
  constructor(seconds: number, expected: number) {
    super(`A take of ${seconds.toFixed(1)} s for a line of about ${expected.toFixed(1)} s`);
    this.name = "TakeTooShort";
  }
}

/** A template the shop films with: its name in the configuration and its folder. */
export interface ShopTemplate {
  name: string;
  folder: string;
}

export interface RecordedTake {
  id: string;
  durationMs: number;
  recordedBy: string;
  updatedAt: Date;
}

export interface SantasLine extends FixedLine {
  take?: RecordedTake;
}

export interface StorylineLines {
  template: string;
  storyline: string;
  lines: SantasLine[];
}

function takeOf(row: LineRecordingRow): RecordedTake {
  const { id, durationMs, recordedBy, updatedAt } = row;
  return { id, durationMs, recordedBy, updatedAt };
}

function storylineLines(templates: readonly ShopTemplate[], language: Language) {
  return templates.flatMap((template) =>
    loadManifest(template.folder).storylines.map((storyline) => ({
      template: template.name,
      storyline: storyline.id,
      lines: fixedLinesOf(storyline.languages[language].script, storyline.scenes),
    })),
  );
}

/** Every storyline's fixed lines in one language, each with its take when Santa recorded it. */
export async function loadSantasLines(
  db: Db,
  templates: readonly ShopTemplate[],
  language: Language,
): Promise<StorylineLines[]> {
  const takes = new Map((await listLineRecordings(db, language)).map((row) => [row.words, takeOf(row)]));
  return storylineLines(templates, language).map((storyline) => ({
    ...storyline,
    lines: storyline.lines.map((line) => {
      const take = takes.get(line.words);
      return take ? { ...line, take } : line;
    }),
  }));
}

/** The words sent are no line of the shop's templates in that language (a changed template, a forged form). */
export class NotSantasLine extends Error {
  readonly key = "console.lines.error.notALine";
  constructor(words: string) {
    super(`Not a line of Santa's: ${JSON.stringify(words.slice(0, 80))}`);
    this.name = "NotSantasLine";
  }
}

export interface SantasLinesDeps extends TakeDeps {
  templates: readonly ShopTemplate[];
}

/** Normalises the take and files it for these words, replacing the take they had. */
export async function saveLineRecording(
  deps: SantasLinesDeps,
  input: { language: Language; words: string; upload: string; operator: string },
): Promise<RecordedTake> {
  const words = input.words.trim();
  const known = storylineLines(deps.templates, input.language).some((storyline) =>
    storyline.lines.some((line) => line.words === words),
  );
  if (!known) throw new NotSantasLine(words);
  const check = (seconds: number) => {
    const expected = estimateSpeechSeconds(words, input.language);
    if (seconds < expected * MIN_TAKE_SHARE) throw new TakeTooShort(seconds, expected);
  };
  const row = await fileTake(
    deps,
    { upload: input.upload, prefix: LINES_PREFIX, maxSeconds: MAX_LINE_SECONDS, check },
    async (tx, stored) => {
      const previous = await lineRecordingOf(tx, input.language, words, { forUpdate: true });
      const saved = await upsertLineRecording(tx, {
        language: input.language,
        words,
        ...stored,
        recordedBy: input.operator,
      });
      return { result: saved, replaced: previous?.storageKey };
    },
  );
  return takeOf(row);
}

/** Deletes the take: the voices say the line again. Undefined if it was gone. */
export async function deleteLineTake(
  deps: Pick<SantasLinesDeps, "db" | "storage">,
  id: string,
): Promise<{ words: string } | undefined> {
  const row = await deleteLineRecording(deps.db, id);
  await forgetTake(deps.storage, row?.storageKey);
  return row && { words: row.words };
}

/** Where the take is in storage, for playing it; undefined if there is none. */
export async function lineTakeFile(
  deps: Pick<SantasLinesDeps, "db" | "storage">,
  id: string,
): Promise<{ key: string; size: number } | undefined> {
  return storedTake(deps.storage, (await findLineRecording(deps.db, id))?.storageKey);
}
