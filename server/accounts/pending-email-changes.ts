// The second half of an address change, made safe to lose and to repeat (decision 025). A row is
// written before the library changes the address; once the account has the new address, one
// transaction moves the old address's orders and deletes the row. Whoever finds the row first
// finishes it: the confirmation itself, the next change or sign-in, or the hourly job.
import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import { ACCOUNT_LINK_MINUTES } from "#domain/account.ts";
import type { EmailChange } from "../auth/email-change-token.ts";
import type { Db } from "../db/client.ts";
import { pendingEmailChanges, users } from "../db/schema.ts";
import { moveOrdersToEmail } from "../orders/order-ownership.repository.ts";
import { syncChildProfiles } from "./child-profile-sync.ts";

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

export interface CompletedChange {
  userId: string;
  to: string;
  ordersMoved: number;
}

/**
 * Finishes every change whose account now has the new address (of one account, or of all): moves
 * the orders and deletes the row in one transaction, so a second run, even at the same moment,
 * finds nothing to do. The moved orders' children become saved profiles. Unconfirmed rows older
 * than any link are dropped.
 */
export async function completePendingEmailChanges(
  db: Db,
  scope: { userId?: string } = {},
): Promise<CompletedChange[]> {
  const completed = await db.transaction(async (tx) => {
    const done = await tx
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
      // Another run holding a row finishes it; this one leaves it alone.
      .for("update", { of: pendingEmailChanges, skipLocked: true });
    const results: CompletedChange[] = [];
    for (const change of done) {
      const ordersMoved = await moveOrdersToEmail(tx, change.from, change.to);
      results.push({ userId: change.userId, to: change.to, ordersMoved });
    }
    if (done.length > 0) {
      await tx.delete(pendingEmailChanges).where(
        inArray(
          pendingEmailChanges.id,
          done.map((change) => change.id),
        ),
      );
    }
    return results;
  });
  // The moved orders' children are offered as profiles (the watermark makes a repeat harmless).
  for (const change of completed) await syncChildProfiles(db, { id: change.userId, email: change.to });
  await dropAbandonedChanges(db, scope);
  return completed;
}

/** A link refused without a word (a crash before the library answered) leaves a row no one finishes. */
async function dropAbandonedChanges(db: Db, scope: { userId?: string }): Promise<void> {
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
