// Photos uploaded with a form that never became an order are deleted after a day: they are
// children's pictures, kept no longer than the form could still be sent.
import type { PgBoss } from "pg-boss";
import type { Db } from "../db/client.ts";
import { logger } from "../logger.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { deleteStagedPhotosOlderThan } from "./photo-uploads.ts";

const QUEUE = "photos.purge-staged";
export const STAGED_PHOTO_LIFETIME_MS = 24 * 60 * 60 * 1000;

export async function purgeStagedPhotos(deps: { db: Db; storage: FileStorage }, now = new Date()) {
  return deleteStagedPhotosOlderThan(deps, new Date(now.getTime() - STAGED_PHOTO_LIFETIME_MS));
}

/** Runs the purge every hour on the shared queue, so one process does it however many run. */
export async function startPhotoRetention(deps: { db: Db; storage: FileStorage; boss: PgBoss }) {
  await deps.boss.createQueue(QUEUE);
  await deps.boss.schedule(QUEUE, "17 * * * *");
  await deps.boss.work(QUEUE, async () => {
    const deleted = await purgeStagedPhotos(deps);
    if (deleted > 0) logger.info({ deleted }, "staged photos past their lifetime deleted");
  });
  return { stop: () => deps.boss.offWork(QUEUE) };
}
