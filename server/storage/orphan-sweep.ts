// Finds files in storage that no row points to and deletes them: a delete that failed after its
// rows went (retention, a replaced film, an account deleted), a crash between writing a file and
// recording it, a write interrupted before its rename. Children's photos must not outlive their
// order because a disk said "busy" once. In a bucket, it also aborts the multipart uploads a killed
// process left unfinished, which the bucket keeps (and bills) otherwise. Hourly
// ("storage.sweep-orphans" in server/jobs.ts).
import type { Logger } from "pino";
import { LANGUAGES } from "#domain/language.ts";
import { PHRASE_EXTENSIONS, PHRASE_PREFIX } from "#render/voice/phrase-cache.ts";
import type { Db } from "../db/client.ts";
import type { FileStorage, StoredEntry } from "./file-storage.ts";
import { keysInUse } from "./stored-keys.repository.ts";
import { GREETING_PREFIX } from "../greetings/greeting-audio-args.ts";

/**
 * The folders whose every file a row should name, Santa's personal phrases among them: a film names
 * those it was said with, and one no film names says a child's details to nobody (decision 063).
 * `samples/` is left alone: the landing page's films are found by name, not by row (decision 013); so
 * are `templates/`, the prepared templates and Santa's shots found by content key (decision 055),
 * `fixed-phrases/` (the templates' own lines, the same for every child) and the storage's marker.
 */
export const SWEPT_PREFIXES = [
  "photos",
  "thumbnails",
  "films",
  "captions",
  "names",
  "lines",
  PHRASE_PREFIX,
  // The greetings parents heard before paying: no row names them, so each goes after the grace.
  GREETING_PREFIX,
] as const;

/**
 * Files are written before the row that names them (a photo before its row, a film before the
 * render is recorded): a file younger than this may still be about to be recorded, so it stays.
 */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

const BATCH = 500;

export interface OrphanSweepDeps {
  db: Db;
  storage: Pick<FileStorage, "list" | "delete" | "abortUnfinishedUploads">;
  logger: Pick<Logger, "info" | "warn">;
}

export interface OrphanSweepCounts {
  /** Files looked at. */
  files: number;
  /** Of those, named by no row and older than the grace period: deleted. */
  deleted: number;
  /** Orphans storage could not delete; the next sweep tries again. */
  failed: number;
  /** Multipart uploads begun before the grace period and never finished: aborted (a bucket only). */
  abortedUploads: number;
}

/**
 * The key of the row a stored file belongs to: a film's captions in its other languages are
 * stored beside its own (server/films/film-storage.ts) and named by the same column; a phrase's
 * speech and timings are named by the phrase's key, without extension.
 */
export function owningKey(key: string): string {
  if (key.startsWith(`${PHRASE_PREFIX}/`)) {
    const extension = PHRASE_EXTENSIONS.find((each) => key.endsWith(each));
    return extension ? key.slice(0, -extension.length) : key;
  }
  const other = LANGUAGES.find((language) => key.endsWith(`.${language}.vtt`));
  return other ? key.slice(0, -`.${other}.vtt`.length) + ".vtt" : key;
}

async function sweepBatch(deps: OrphanSweepDeps, batch: StoredEntry[], counts: OrphanSweepCounts) {
  const inUse = await keysInUse(deps.db, [...new Set(batch.map((entry) => owningKey(entry.key)))]);
  const orphans = batch.filter((entry) => !inUse.has(owningKey(entry.key))).map((entry) => entry.key);
  const outcomes = await Promise.allSettled(orphans.map((key) => deps.storage.delete(key)));
  counts.files += batch.length;
  counts.failed += outcomes.filter((outcome) => outcome.status === "rejected").length;
  counts.deleted += outcomes.filter((outcome) => outcome.status === "fulfilled").length;
}

/** Deletes every file under the swept folders that no row names and that is past the grace period. */
export async function sweepOrphanFiles(deps: OrphanSweepDeps, now = Date.now()): Promise<OrphanSweepCounts> {
  const counts: OrphanSweepCounts = { files: 0, deleted: 0, failed: 0, abortedUploads: 0 };
  const graceStart = now - ORPHAN_GRACE_MS;
  for (const prefix of SWEPT_PREFIXES) {
    let batch: StoredEntry[] = [];
    for await (const entry of deps.storage.list(prefix)) {
      // A young file is not even looked up: its row may be on its way.
      if (entry.modifiedAt.getTime() > graceStart) continue;
      batch.push(entry);
      if (batch.length >= BATCH) {
        await sweepBatch(deps, batch, counts);
        batch = [];
      }
    }
    await sweepBatch(deps, batch, counts);
  }
  // The same grace as files: an upload younger than it may be a film being stored right now. A
  // refusal (a server without ListMultipartUploads) is logged; the files' sweep has still been done.
  try {
    counts.abortedUploads = (await deps.storage.abortUnfinishedUploads?.(new Date(graceStart))) ?? 0;
  } catch (error) {
    deps.logger.warn({ err: error }, "unfinished uploads not aborted; tried again next hour");
  }
  if (counts.failed > 0) deps.logger.warn(counts, "orphan files left after the sweep; retried next hour");
  deps.logger.info(counts, "storage swept for files no row names");
  return counts;
}
