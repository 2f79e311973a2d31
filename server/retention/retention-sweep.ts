// The privacy policy's deadlines, kept by a daily job ("retention.sweep" in server/jobs.ts): photos
// and the child's details (with Santa's voice saying them) RETENTION_PHOTOS_DAYS after delivery, the
// film RETENTION_FILM_DAYS after.
// Each run is a row of `retention_runs`, its counts saved after every batch, and a log line.
// Running it again deletes nothing more: each film's steps are marked done in `film_erasures`.
import type { Logger } from "pino";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { deleteFilmFiles } from "../films/film-storage.ts";
import { deletePhraseFiles } from "../films/phrase-files.ts";
import { deletePhotoFiles } from "../photos/photo-files.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import {
  deleteDueDetails,
  deleteDueFilms,
  saveRun,
  startRun,
  type RunCounts,
} from "./retention.repository.ts";

export const RETENTION_QUEUE = "retention.sweep";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Orders a transaction: small enough to hold few locks for long, large enough for a peak season. */
const BATCH_ORDERS = 50;

export type RetentionDays = Pick<Config, "RETENTION_PHOTOS_DAYS" | "RETENTION_FILM_DAYS">;

export interface RetentionDeps {
  db: Db;
  storage: Pick<FileStorage, "delete">;
  logger: Pick<Logger, "info" | "warn">;
  retention: RetentionDays;
}

/** When each deadline falls for a delivery before it. A film is never kept past its details' end. */
export function retentionCutoffs(days: RetentionDays, now: Date) {
  const detailsDays = Math.min(days.RETENTION_PHOTOS_DAYS, days.RETENTION_FILM_DAYS);
  return {
    details: new Date(now.getTime() - detailsDays * DAY_MS),
    film: new Date(now.getTime() - days.RETENTION_FILM_DAYS * DAY_MS),
  };
}

export async function sweepRetention(deps: RetentionDeps, now = new Date()): Promise<RunCounts> {
  const { db, storage, logger } = deps;
  const cutoffs = retentionCutoffs(deps.retention, now);
  const runId = await startRun(db, now);
  const counts: RunCounts = { photosDeleted: 0, detailsDeleted: 0, filmsDeleted: 0, filesLeft: 0 };

  for (;;) {
    const batch = await db.transaction((tx) => deleteDueDetails(tx, cutoffs.details, now, BATCH_ORDERS));
    if (batch.films === 0) break;
    const left = [
      ...(await deletePhotoFiles(storage, batch.photos)),
      ...(await deletePhraseFiles(storage, batch.phrases)),
    ];
    counts.detailsDeleted += batch.films;
    counts.photosDeleted += batch.photos.length;
    counts.filesLeft += left.length;
    await saveRun(db, runId, counts);
  }
  for (;;) {
    const batch = await db.transaction((tx) => deleteDueFilms(tx, cutoffs.film, now, BATCH_ORDERS));
    if (batch.length === 0) break;
    const left = await deleteFilmFiles(storage, batch);
    if (left.length > 0) logger.warn({ files: left.length }, "film files left behind after their rows");
    counts.filmsDeleted += batch.length;
    counts.filesLeft += left.length;
    await saveRun(db, runId, counts);
  }

  await saveRun(db, runId, counts, new Date());
  logger.info({ ...counts, cutoffs }, "retention sweep done");
  return counts;
}
