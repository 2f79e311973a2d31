// The name library's queries, one function each, on a Drizzle db of either driver.
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Language } from "#domain/language.ts";
import type { Db } from "../db/client.ts";
import { nameRecordings } from "../db/schema.ts";

export type NameRecordingRow = typeof nameRecordings.$inferSelect;

export async function listRecordings(db: Db): Promise<NameRecordingRow[]> {
  return db.select().from(nameRecordings).orderBy(asc(nameRecordings.language), asc(nameRecordings.nameKey));
}

// An id from a URL or a form that is no uuid is no recording (PostgreSQL would refuse the query).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findRecording(db: Db, id: string): Promise<NameRecordingRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db.select().from(nameRecordings).where(eq(nameRecordings.id, id));
  return row;
}

/** The recording of a name, locked until the transaction ends when `forUpdate` (a save replacing it). */
export async function recordingOfName(
  db: Db,
  language: Language,
  nameKey: string,
  { forUpdate = false } = {},
): Promise<NameRecordingRow | undefined> {
  const query = db
    .select()
    .from(nameRecordings)
    .where(and(eq(nameRecordings.language, language), eq(nameRecordings.nameKey, nameKey)));
  const [row] = await (forUpdate ? query.for("update") : query);
  return row;
}

/** Deletes the rows made before recordings moved into storage whose file never came. */
export async function deleteRecordingsWithoutFile(db: Db): Promise<number> {
  const rows = await db
    .delete(nameRecordings)
    .where(isNull(nameRecordings.storageKey))
    .returning({ id: nameRecordings.id });
  return rows.length;
}

/** Records (or replaces) the recording of a name; spellings seen before are kept. */
export async function upsertRecording(
  db: Db,
  recording: Pick<
    NameRecordingRow,
    "language" | "nameKey" | "spellings" | "storageKey" | "durationMs" | "recordedBy"
  >,
): Promise<NameRecordingRow> {
  const [row] = await db
    .insert(nameRecordings)
    .values(recording)
    .onConflictDoUpdate({
      target: [nameRecordings.language, nameRecordings.nameKey],
      set: {
        spellings: sql`array(select distinct unnest(${nameRecordings.spellings} || excluded.spellings) order by 1)`,
        storageKey: sql`excluded.storage_key`,
        durationMs: sql`excluded.duration_ms`,
        recordedBy: sql`excluded.recorded_by`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row!;
}

export async function deleteRecording(db: Db, id: string): Promise<NameRecordingRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db.delete(nameRecordings).where(eq(nameRecordings.id, id)).returning();
  return row;
}
