// Hourly clean-up of what sign-in leaves behind: passed rate-limit windows, expired links and sessions.
import { lt, sql } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import type { Db } from "../db/client.ts";
import { authSessions, authVerifications } from "../db/schema.ts";
import { deleteStaleLimits } from "./rate-limit.ts";

const QUEUE = "auth.housekeeping";

export async function cleanUpAuth(db: Db): Promise<void> {
  await deleteStaleLimits(db);
  await db.delete(authVerifications).where(lt(authVerifications.expiresAt, sql`now()`));
  await db.delete(authSessions).where(lt(authSessions.expiresAt, sql`now()`));
}

export async function startAuthHousekeeping({ db, boss }: { db: Db; boss: PgBoss }) {
  await boss.createQueue(QUEUE);
  await boss.schedule(QUEUE, "23 * * * *");
  await boss.work(QUEUE, () => cleanUpAuth(db));
  return { stop: () => boss.offWork(QUEUE) };
}
