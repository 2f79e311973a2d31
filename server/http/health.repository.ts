// The health check's one query: whether the database answers at all.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
