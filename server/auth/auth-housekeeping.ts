// Clean-up of what sign-in leaves behind: passed rate-limit windows, expired links and sessions.
// The hourly job that runs it is "auth.housekeeping" in server/jobs.ts.
import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { authSessions, authVerifications } from "../db/schema.ts";
import { deleteStaleLimits } from "./rate-limit.ts";

export async function cleanUpAuth(db: Db): Promise<void> {
  await deleteStaleLimits(db);
  await db.delete(authVerifications).where(lt(authVerifications.expiresAt, sql`now()`));
  await db.delete(authSessions).where(lt(authSessions.expiresAt, sql`now()`));
}
