// The queries of address changes waiting to be finished (pending-email-changes.ts, decision 025).
import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import { ACCOUNT_LINK_MINUTES } from "#domain/account.ts";
import type { EmailChange } from "../auth/email-change-token.ts";
import type { Db } from "../db/client.ts";
import { pendingEmailChanges, users } from "../db/schema.ts";

/** Whether the account still has the address the change was asked from (a used link's has gone). */
export async function accountHasAddress(db: Db, change: EmailChange): Promise<boolean> {
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, change.userId), eq(users.email, change.from.toLowerCase())));
  return account !== undefined;
}

/**
 * Records a change about to be confirmed, only while the account still has the address the link
 * was made for (the library refuses the link otherwise). A forged link therefore cannot name
 * someone else's address as the one whose orders would follow. Returns the row's id, or undefined.
 */
export async function recordPendingChange(db: Db, change: EmailChange): Promise<string | undefined> {
  const [account] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, change.userId), eq(users.email, change.from.toLowerCase())));
  if (!account) return undefined;
  const [row] = await db
    .insert(pendingEmailChanges)
    .values({ userId: change.userId, fromEmail: account.email, toEmail: change.to.toLowerCase() })
    .returning({ id: pendingEmailChanges.id });
  return row?.id;
}

/** The library refused the link: nothing changed, so nothing is pending. */
export async function forgetPendingChange(db: Db, id: string): Promise<void> {
  await db.delete(pendingEmailChanges).where(eq(pendingEmailChanges.id, id));
}

/**
 * The pending changes whose account now has the new address (of one account, or of all), oldest
 * first, locked; another run holding a row finishes it, and this one leaves it alone.
 */
export async function lockConfirmedChanges(
  tx: Db,
  scope: { userId?: string },
): Promise<{ id: string; userId: string; from: string; to: string }[]> {
  return tx
    .select({
      id: pendingEmailChanges.id,
      userId: pendingEmailChanges.userId,
      from: pendingEmailChanges.fromEmail,
      to: pendingEmailChanges.toEmail,
    })
    .from(pendingEmailChanges)
    .innerJoin(users, eq(users.id, pendingEmailChanges.userId))
    .where(
      and(
        eq(users.email, pendingEmailChanges.toEmail),
        scope.userId ? eq(pendingEmailChanges.userId, scope.userId) : undefined,
      ),
    )
    .orderBy(asc(pendingEmailChanges.createdAt))
    .for("update", { of: pendingEmailChanges, skipLocked: true });
}

export async function deletePendingChanges(tx: Db, ids: string[]): Promise<void> {
  await tx.delete(pendingEmailChanges).where(inArray(pendingEmailChanges.id, ids));
}

/** A link refused without a word (a crash before the library answered) leaves a row no one finishes. */
export async function dropAbandonedChanges(db: Db, scope: { userId?: string }): Promise<void> {
  // Twice a link's life: a row this old whose account lacks the new address was never confirmed.
  const age = sql`now() - make_interval(mins => ${2 * ACCOUNT_LINK_MINUTES})`;
  await db
    .delete(pendingEmailChanges)
    .where(
      and(
        lt(pendingEmailChanges.createdAt, age),
        scope.userId ? eq(pendingEmailChanges.userId, scope.userId) : undefined,
        sql`not exists (select 1 from ${users} where ${users.id} = ${pendingEmailChanges.userId} and ${users.email} = ${pendingEmailChanges.toEmail})`,
      ),
    );
}
