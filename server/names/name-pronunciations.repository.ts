// The pronunciations' queries, one function each, on a Drizzle db of either driver.
import { and, asc, eq } from "drizzle-orm";
import type { Language } from "#domain/language.ts";
import type { Db } from "../db/client.ts";
import { namePronunciations } from "../db/schema.ts";

export type NamePronunciationRow = typeof namePronunciations.$inferSelect;

export async function pronunciationOfName(
  db: Db,
  language: Language,
  nameKey: string,
): Promise<NamePronunciationRow | undefined> {
  const [row] = await db
    .select()
    .from(namePronunciations)
    .where(and(eq(namePronunciations.language, language), eq(namePronunciations.nameKey, nameKey)));
  return row;
}

export async function listPronunciations(db: Db): Promise<NamePronunciationRow[]> {
  return db
    .select()
    .from(namePronunciations)
    .orderBy(asc(namePronunciations.language), asc(namePronunciations.nameKey));
}

/** Sets (or replaces) how the voices say a name. */
export async function upsertPronunciation(
  db: Db,
  entry: Pick<NamePronunciationRow, "language" | "nameKey" | "spelling" | "respelling" | "ipa" | "updatedBy">,
): Promise<NamePronunciationRow> {
  const [row] = await db
    .insert(namePronunciations)
    .values(entry)
    .onConflictDoUpdate({
      target: [namePronunciations.language, namePronunciations.nameKey],
      set: {
        spelling: entry.spelling,
        respelling: entry.respelling,
        ipa: entry.ipa,
        updatedBy: entry.updatedBy,
        updatedAt: new Date(),
      },
    })
    .returning();
  return row!;
}

export async function deletePronunciation(
  db: Db,
  language: Language,
  nameKey: string,
): Promise<NamePronunciationRow | undefined> {
  const [row] = await db
    .delete(namePronunciations)
    .where(and(eq(namePronunciations.language, language), eq(namePronunciations.nameKey, nameKey)))
    .returning();
  return row;
}
