// Which storage keys the database points to, for the orphan sweep: one query per column that
// holds a key, on a Drizzle db of either driver.
import { inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { filmPhrases, films, lineRecordings, nameRecordings, photos } from "../db/schema.ts";

/** The subset of `keys` that some photo, film, film's phrase, name recording or line recording row names. */
export async function keysInUse(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const list = [...keys];
  const found = await Promise.all([
    db.select({ key: photos.storageKey }).from(photos).where(inArray(photos.storageKey, list)),
    db.select({ key: photos.thumbnailKey }).from(photos).where(inArray(photos.thumbnailKey, list)),
    db.select({ key: films.videoKey }).from(films).where(inArray(films.videoKey, list)),
    db.select({ key: films.captionsKey }).from(films).where(inArray(films.captionsKey, list)),
    db
      .selectDistinct({ key: filmPhrases.phraseKey })
      .from(filmPhrases)
      .where(inArray(filmPhrases.phraseKey, list)),
    db
      .select({ key: nameRecordings.storageKey })
      .from(nameRecordings)
      .where(inArray(nameRecordings.storageKey, list)),
    db
      .select({ key: lineRecordings.storageKey })
      .from(lineRecordings)
      .where(inArray(lineRecordings.storageKey, list)),
  ]);
  return new Set(found.flat().flatMap(({ key }) => (key ? [key] : [])));
}
