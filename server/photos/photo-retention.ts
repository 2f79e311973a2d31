// Photos uploaded with a form that never became an order are deleted after a day: they are
// children's pictures, kept no longer than the form could still be sent. The hourly job that runs
// this is "photos.purge-staged" in server/jobs.ts.
import type { Logger } from "pino";
import type { Db } from "../db/client.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { deleteStagedPhotosOlderThan } from "./photo-uploads.ts";

export const STAGED_PHOTO_LIFETIME_MS = 24 * 60 * 60 * 1000;

export async function purgeStagedPhotos(deps: { db: Db; storage: FileStorage }, now = new Date()) {
  return deleteStagedPhotosOlderThan(deps, new Date(now.getTime() - STAGED_PHOTO_LIFETIME_MS));
}

export interface PhotoPurgeDeps {
  db: Db;
  storage: FileStorage;
  logger: Pick<Logger, "info">;
}

export async function purgeStagedPhotosAndLog(deps: PhotoPurgeDeps): Promise<void> {
  const deleted = await purgeStagedPhotos(deps);
  if (deleted > 0) deps.logger.info({ deleted }, "staged photos past their lifetime deleted");
}
