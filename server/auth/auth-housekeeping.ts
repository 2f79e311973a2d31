// Clean-up of what sign-in leaves behind: passed rate-limit windows, expired links and sessions,
// and address changes a crash cut short (decision 025). The hourly job that runs it is
// "auth.housekeeping" in server/jobs.ts.
import { completePendingEmailChanges } from "../accounts/pending-email-changes.ts";
import type { Db } from "../db/client.ts";
import { logger } from "../logger.ts";
import { deleteStaleLimits } from "../rate-limits/rate-limit.repository.ts";
import { deleteExpiredSignIns } from "./auth.repository.ts";

export async function cleanUpAuth(db: Db): Promise<void> {
  const changes = await completePendingEmailChanges(db);
  if (changes.length > 0) {
    const orders = changes.reduce((sum, change) => sum + change.ordersMoved, 0);
    logger.info({ changes: changes.length, orders }, "finished address changes cut short");
  }
  await deleteStaleLimits(db);
  await deleteExpiredSignIns(db);
}
