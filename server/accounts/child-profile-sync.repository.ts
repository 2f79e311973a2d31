// The queries of offering paid films as saved child profiles (child-profile-sync.ts).
import { and, asc, eq, gt, isNotNull, sql } from "drizzle-orm";
import { pickColumns } from "#domain/child-details.ts";
import { CHILD_PROFILE_DETAILS } from "#domain/profile-schema.ts";
import type { Db } from "../db/client.ts";
import { childProfiles, films, orders, users } from "../db/schema.ts";
import { ownedBy } from "../orders/order-ownership.repository.ts";

/** The account's watermark, its row locked: one run per account at a time. Undefined: no such account. */
export async function lockSyncWatermark(
  tx: Db,
  userId: string,
): Promise<{ syncedAt: Date | null } | undefined> {
  const [account] = await tx
    .select({ syncedAt: users.childProfilesSyncedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  return account;
}

/** The films of the address's orders paid after `since` (all paid ones without it), oldest payment first. */
export async function filmsPaidSince(tx: Db, email: string, since: Date | null) {
  const owned = ownedBy(email);
  const paid = since ? and(owned, gt(orders.paidAt, since)) : and(owned, isNotNull(orders.paidAt));
  return tx
    .select({
      ...pickColumns(films, CHILD_PROFILE_DETAILS),
      orderedAt: orders.createdAt,
      paidAt: orders.paidAt,
    })
    .from(films)
    .innerJoin(orders, eq(orders.id, films.orderId))
    .where(paid)
    .orderBy(asc(orders.paidAt), asc(films.position));
}

/** Refreshes the account's profile of the child of that name (any case): false when it has none. */
export async function refreshChildProfile(
  tx: Db,
  userId: string,
  details: typeof childProfiles.$inferInsert,
): Promise<boolean> {
  const [refreshed] = await tx
    .update(childProfiles)
    .set(details)
    .where(
      and(
        eq(childProfiles.userId, userId),
        sql`lower(${childProfiles.childName}) = lower(${details.childName})`,
      ),
    )
    .returning({ id: childProfiles.id });
  return refreshed !== undefined;
}

export async function insertChildProfile(tx: Db, details: typeof childProfiles.$inferInsert): Promise<void> {
  await tx.insert(childProfiles).values(details);
}

export async function setSyncWatermark(tx: Db, userId: string, at: Date): Promise<void> {
  await tx.update(users).set({ childProfilesSyncedAt: at }).where(eq(users.id, userId));
}

/** The account that signs in with this address, if one does yet. */
export async function findAccountByEmail(
  db: Db,
  email: string,
): Promise<{ id: string; email: string } | undefined> {
  const [account] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  return account;
}
