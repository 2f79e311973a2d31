// The sign-in library's tables as the shop reads them: what the library is handed, the address of a
// session's user, an unused sign-in link's stored value, and the clean-up of expired links and sessions.
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { authAccounts, authSessions, authVerifications, users } from "../db/schema.ts";

/** The tables the library's Drizzle adapter reads and writes, by the library's names. */
export const AUTH_TABLES = {
  user: users,
  session: authSessions,
  account: authAccounts,
  verification: authVerifications,
};

export async function emailOfUser(db: Db, userId: string): Promise<string | undefined> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user?.email;
}

/** The stored value of an unexpired verification row (a sign-in link's, by its identifier). */
export async function liveVerificationValue(db: Db, identifier: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: authVerifications.value })
    .from(authVerifications)
    .where(and(eq(authVerifications.identifier, identifier), gt(authVerifications.expiresAt, sql`now()`)));
  return row?.value;
}

export async function deleteExpiredSignIns(db: Db): Promise<void> {
  await db.delete(authVerifications).where(lt(authVerifications.expiresAt, sql`now()`));
  await db.delete(authSessions).where(lt(authSessions.expiresAt, sql`now()`));
}
