// Which personal phrases of Santa's (file storage, `voice-phrases/`) each film names, one query each:
// a film's set replaced when it is recorded, and released when its child's details go. The caller
// deletes from storage a released phrase no film names any more (decision 063).
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { filmPhrases } from "../db/schema.ts";

/** Of `keys`, those that some film still names. */
export async function phrasesNamed(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ key: filmPhrases.phraseKey })
    .from(filmPhrases)
    .where(inArray(filmPhrases.phraseKey, [...keys]));
  return new Set(rows.map((row) => row.key));
}

/** Removes the films' names for their phrases; answers the phrases no film names any more. */
export async function releaseFilmPhrases(tx: Db, filmIds: readonly string[]): Promise<string[]> {
  if (filmIds.length === 0) return [];
  const released = await tx
    .delete(filmPhrases)
    .where(inArray(filmPhrases.filmId, [...filmIds]))
    .returning({ key: filmPhrases.phraseKey });
  const keys = [...new Set(released.map((row) => row.key))];
  const stillNamed = await phrasesNamed(tx, keys);
  return keys.filter((key) => !stillNamed.has(key));
}

/**
 * Makes `keys` the film's phrases: a film made again names only its new ones, an uploaded film none.
 * The ones it no longer names are left to the orphan sweep, as a replaced film's files would be if
 * their deletion failed: their words were the details before a correction, kept in its history anyway.
 */
export async function replaceFilmPhrases(tx: Db, filmId: string, keys: readonly string[]): Promise<void> {
  await tx.delete(filmPhrases).where(eq(filmPhrases.filmId, filmId));
  if (keys.length === 0) return;
  await tx
    .insert(filmPhrases)
    .values([...new Set(keys)].map((phraseKey) => ({ filmId, phraseKey })))
    .onConflictDoNothing();
}
