// Photos uploaded with an order form before it is sent ("staged"): checked, stored under random
// names, shown back as thumbnails by token, claimed by the form's order, or deleted when it never comes.
import type { Readable } from "node:stream";
import { isDraftKey } from "#domain/order-draft.ts";
import { MAX_FILMS_PER_ORDER } from "#domain/order-fields.ts";
import { MAX_PHOTOS_PER_FILM } from "#domain/shop.ts";
import type { Db } from "../db/client.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { deletePhotoFiles } from "./photo-files.ts";
import { PhotoRejected } from "./photo-rejected.ts";
import {
  countStagedPhotos,
  deleteStagedPhotosBefore,
  findStagedPhoto,
  insertPhoto,
  lockDraft,
  stagedTokens,
  type NewStagedPhoto,
  type PhotoRow,
} from "./photos.repository.ts";
import { processPhoto } from "./process-photo.ts";
import { newUrlToken, URL_TOKEN_PATTERN } from "../url-token.ts";

export interface PhotoUploadDeps {
  db: Db;
  storage: FileStorage;
}

export interface StagedPhoto {
  /** The photo's public handle: what the form lists and the thumbnail URL carries. */
  token: string;
  width: number;
  height: number;
}

/** Every photo one order can hold: a form that stages more is replaying or misbehaving. */
export const MAX_STAGED_PER_DRAFT = MAX_FILMS_PER_ORDER * MAX_PHOTOS_PER_FILM;

export const PHOTO_TOKEN_PATTERN = URL_TOKEN_PATTERN;

const RETENTION_BATCH = 200;

const newPhotoToken = newUrlToken;

/**
 * Checks and re-encodes the uploaded file, stores the photo and its thumbnail, and records it as
 * staged for the form `draftKey`. Throws PhotoRejected with the reason; a refusal or a failure
 * keeps nothing. The uploaded file itself stays: its owner (the request) deletes it.
 */
export async function stagePhoto(
  { db, storage }: PhotoUploadDeps,
  draftKey: string,
  file: { path: string },
): Promise<StagedPhoto> {
  // Counted again under a lock when the row is written; this early look saves decoding for nothing.
  if ((await countStagedPhotos(db, draftKey)) >= MAX_STAGED_PER_DRAFT)
    throw new PhotoRejected("photo.error.tooMany");
  const photo = await processPhoto(file.path);
  const storageKey = storage.newKey("photos", ".jpg");
  const thumbnailKey = storage.newKey("thumbnails", ".jpg");
  try {
    await storage.put(storageKey, photo.full);
    await storage.put(thumbnailKey, photo.thumbnail);
  } catch (error) {
    // Storage that cannot be reached cannot delete either: what reached it then goes with the orphan sweep.
    await deletePhotoFiles(storage, [{ storageKey, thumbnailKey }]).catch(() => undefined);
    throw new PhotoRejected("photo.error.storage", { cause: error });
  }
  try {
    const row = await insertStagedPhoto(
      db,
      {
        draftKey,
        token: newPhotoToken(),
        storageKey,
        thumbnailKey,
        width: photo.width,
        height: photo.height,
        bytes: photo.full.length,
        mime: photo.mime,
      },
      MAX_STAGED_PER_DRAFT,
    );
    if (!row) throw new PhotoRejected("photo.error.tooMany");
    return { token: row.token, width: row.width, height: row.height };
  } catch (error) {
    await deletePhotoFiles(storage, [{ storageKey, thumbnailKey }]);
    throw error;
  }
}

/** The photos a form's draft still has on the server: a draft kept in the browser shows these. */
export async function stagedPhotosOfDraft(
  { db }: Pick<PhotoUploadDeps, "db">,
  draftKey: string,
): Promise<string[]> {
  return isDraftKey(draftKey) ? stagedTokens(db, draftKey) : [];
}

/** The thumbnail of a photo still staged, by its token; undefined once it belongs to an order. */
export async function readStagedThumbnail(
  { db, storage }: PhotoUploadDeps,
  token: string,
): Promise<{ stream: Readable; mime: string } | undefined> {
  if (!PHOTO_TOKEN_PATTERN.test(token)) return undefined;
  const photo = await findStagedPhoto(db, token);
  if (!photo) return undefined;
  const stream = await storage.read(photo.thumbnailKey);
  // Thumbnails are JPEG like the photo they come from: the row's type is theirs too.
  return stream && { stream, mime: photo.mime };
}

/** Deletes photos staged before `before` (rows, then files) and says how many went. */
export async function deleteStagedPhotosOlderThan(
  { db, storage }: PhotoUploadDeps,
  before: Date,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    // Rows go first: a crash in between leaves files no row points to, never a row without its file.
    const files = await deleteStagedPhotosBefore(db, before, RETENTION_BATCH);
    await deletePhotoFiles(storage, files);
    deleted += files.length;
    if (files.length < RETENTION_BATCH) return deleted;
  }
}

/**
 * Inserts a staged photo unless its draft already holds `maxPerDraft`; undefined then. Uploads of
 * one draft arrive in parallel, so the count and the insert happen under a lock on the draft.
 */
export async function insertStagedPhoto(
  db: Db,
  photo: NewStagedPhoto,
  maxPerDraft: number,
): Promise<PhotoRow | undefined> {
  return db.transaction(async (tx) => {
    await lockDraft(tx, photo.draftKey);
    if ((await countStagedPhotos(tx, photo.draftKey)) >= maxPerDraft) return undefined;
    return insertPhoto(tx, photo);
  });
}
