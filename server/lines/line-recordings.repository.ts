// Santa's recorded lines' queries, one function each, on a Drizzle db of either driver.
import { and, asc, eq } from "drizzle-orm";
import type { Language } from "#domain/language.ts";
import type { Db } from "../db/client.ts";
import { lineRecordings } from "../db/schema.ts";

export type LineRecordingRow = typeof lineRecordings.$inferSelect;

// An id from a URL or a form that is no uuid is no recording (PostgreSQL would refuse the query).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function listLineRecordings(db: Db, language: Language): Promise<LineRecordingRow[]> {
  return db
    .select()
    .from(lineRecordings)
    .where(eq(lineRecordings.language, language))
    .orderBy(asc(lineRecordings.words));
}

export async function findLineRecording(db: Db, id: string): Promise<LineRecordingRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db.select().from(lineRecordings).where(eq(lineRecordings.id, id));
  return row;
}

/** The take of these words, locked until the transaction ends when `forUpdate` (a save replacing it). */
export async function lineRecordingOf(
  db: Db,
  language: Language,
  words: string,
  { forUpdate = false } = {},
): Promise<LineRecordingRow | undefined> {
  const query = db
    .select()
    .from(lineRecordings)
    .where(and(eq(lineRecordings.language, language), eq(lineRecordings.words, words)));
  const [row] = await (forUpdate ? query.for("update") : query);
  return row;
}

export async function upsertLineRecording(
  db: Db,
  take: Pick<LineRecordingRow, "language" | "words" | "storageKey" | "durationMs" | "recordedBy">,
): Promise<LineRecordingRow> {
  const [row] = await db
    .insert(lineRecordings)
    .values(take)
    .onConflictDoUpdate({
      target: [lineRecordings.language, lineRecordings.words],
      set: {
        storageKey: take.storageKey,
        durationMs: take.durationMs,
        recordedBy: take.recordedBy,
        updatedAt: new Date(),
      },
    })
    .returning();
  return row!;
}

export async function deleteLineRecording(db: Db, id: string): Promise<LineRecordingRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db.delete(lineRecordings).where(eq(lineRecordings.id, id)).returning();
  return row;
}
