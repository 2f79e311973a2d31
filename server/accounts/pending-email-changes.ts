// The second half of an address change, made safe to lose and to repeat (decision 025). A row is
// written before the library changes the address; once the account has the new address, one
// transaction moves the old address's orders and deletes the row. Whoever finds the row first
// finishes it: the confirmation itself, the next change or sign-in, or the hourly job.
import type { Db } from "../db/client.ts";
import { moveOrdersToEmail } from "../orders/order-ownership.repository.ts";
import { syncChildProfiles } from "./child-profile-sync.ts";
import {
  deletePendingChanges,
  dropAbandonedChanges,
  lockConfirmedChanges,
} from "./pending-email-changes.repository.ts";

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
    const done = await lockConfirmedChanges(tx, scope);
    const results: CompletedChange[] = [];
    for (const change of done) {
      const ordersMoved = await moveOrdersToEmail(tx, change.from, change.to);
      results.push({ userId: change.userId, to: change.to, ordersMoved });
    }
    if (done.length > 0)
      await deletePendingChanges(
        tx,
        done.map((change) => change.id),
      );
    return results;
  });
  // The moved orders' children are offered as profiles (the watermark makes a repeat harmless).
  for (const change of completed) await syncChildProfiles(db, { id: change.userId, email: change.to });
  await dropAbandonedChanges(db, scope);
  return completed;
}
