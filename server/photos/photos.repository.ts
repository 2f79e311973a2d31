// The staged photos' queries, one function each, on a Drizzle db of either driver.
import { and, count, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { photos } from "../db/schema.ts";

export type PhotoRow = typeof photos.$inferSelect;
export type NewStagedPhoto = Pick<
  typeof photos.$inferInsert,
  "draftKey" | "token" | "storageKey" | "thumbnailKey" | "width" | "height" | "bytes" | "mime"
>;
export interface StoredFiles {
  storageKey: string;
  thumbnailKey: string;
}

// Any fixed number: the first half of the lock key, so draft locks meet no other advisory lock.
const DRAFT_LOCK_SPACE = 3_701_244;

export async function countStagedPhotos(db: Db, draftKey: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(photos)
    .where(and(eq(photos.draftKey, draftKey), isNull(photos.filmId)));
  return row?.n ?? 0;
}

/** Holds the draft's lock until the transaction ends: its uploads arrive in parallel. */
export async function lockDraft(tx: Db, draftKey: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DRAFT_LOCK_SPACE}, hashtext(${draftKey}))`);
}

export async function insertPhoto(tx: Db, photo: NewStagedPhoto): Promise<PhotoRow | undefined> {
  const [inserted] = await tx.insert(photos).values(photo).returning();
  return inserted;
}

/** The tokens of the photos still staged with a draft, oldest first. */
export async function stagedTokens(db: Db, draftKey: string): Promise<string[]> {
  const rows = await db
    .select({ token: photos.token })
    .from(photos)
    .where(and(eq(photos.draftKey, draftKey), isNull(photos.filmId)))
    .orderBy(photos.id);
  return rows.map((row) => row.token);
}

/** A photo by its public token while it is still staged; a photo in an order is not found here. */
export async function findStagedPhoto(db: Db, token: string): Promise<PhotoRow | undefined> {
  const [row] = await db
    .select()
    .from(photos)
    .where(and(eq(photos.token, token), isNull(photos.filmId)));
  return row;
}

/**
 * Deletes up to `limit` photos staged before `before` and returns their files, for the caller to
 * delete next. An order that claims one of them at the same time wins or loses whole: the row
 * lock makes the delete see the claim, or the claim see the delete.
 */
export async function deleteStagedPhotosBefore(db: Db, before: Date, limit: number): Promise<StoredFiles[]> {
  const expired = db
    .select({ id: photos.id })
    .from(photos)
    .where(and(isNull(photos.filmId), lt(photos.createdAt, before)))
    .limit(limit);
  return db
    .delete(photos)
    .where(and(inArray(photos.id, expired), isNull(photos.filmId)))
    .returning({ storageKey: photos.storageKey, thumbnailKey: photos.thumbnailKey });
}
