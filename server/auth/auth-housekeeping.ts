// Clean-up of what sign-in leaves behind: passed rate-limit windows, expired links and sessions,
// and address changes a crash cut short (decision 025). The hourly job that runs it is
// "auth.housekeeping" in server/jobs.ts.
import { lt, sql } from "drizzle-orm";
import { completePendingEmailChanges } from "../accounts/pending-email-changes.ts";
import type { Db } from "../db/client.ts";
import { logger } from "../logger.ts";
import { authSessions, authVerifications } from "../db/schema.ts";
import { deleteStaleLimits } from "../rate-limits/rate-limit.repository.ts";

export async function cleanUpAuth(db: Db): Promise<void> {
  const changes = await completePendingEmailChanges(db);
  if (changes.length > 0) {
    const orders = changes.reduce((sum, change) => sum + change.ordersMoved, 0);
    logger.info({ changes: changes.length, orders }, "finished address changes cut short");
  }
  await deleteStaleLimits(db);
  await db.delete(authVerifications).where(lt(authVerifications.expiresAt, sql`now()`));
  await db.delete(authSessions).where(lt(authSessions.expiresAt, sql`now()`));
}
