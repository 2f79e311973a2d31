// The limits' counters, one row per limit and subject in the database.
import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rateLimits } from "../db/schema.ts";
import type { Limit } from "./rate-limit.ts";

/**
 * Counts one hit and says whether it is within the limit. One upsert: concurrent hits are each
 * counted, and a window that has passed starts again at 1.
 */
export async function hit(db: Db, limit: Limit, subject: string): Promise<boolean> {
  const expired = sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${limit.windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: `${limit.name}:${subject}`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ hits: rateLimits.hits });
  return (row?.hits ?? 1) <= limit.max;
}

/** Drops windows older than any limit's, so the table holds only the last hour or so. */
export async function deleteStaleLimits(db: Db, olderThanSeconds = 3600): Promise<void> {
  await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, sql`now() - make_interval(secs => ${olderThanSeconds})`));
}
