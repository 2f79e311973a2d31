// The storage marker's row (decision 053): the token the database recorded, and the one write that
// records it, on a Drizzle db of either driver.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { storageMarker } from "../db/schema.ts";

export interface RecordedMarker {
  token: string;
  writtenAt: Date;
}

/** The token this database wrote into its storage, or undefined before the storage's first start. */
export async function recordedMarker(db: Db): Promise<RecordedMarker | undefined> {
  const [row] = await db
    .select({ token: storageMarker.token, writtenAt: storageMarker.writtenAt })
    .from(storageMarker)
    .where(eq(storageMarker.id, 1));
  return row;
}

/** Records `token` unless a row exists already; whether this call recorded it. */
export async function recordMarker(db: Db, token: string): Promise<boolean> {
  const inserted = await db
    .insert(storageMarker)
    .values({ token })
    .onConflictDoNothing()
    .returning({ id: storageMarker.id });
  return inserted.length === 1;
}
