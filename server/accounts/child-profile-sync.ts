// Saved child profiles made from the films of the account's paid orders. users.child_profiles_synced_at
// is the watermark: a film is offered once, so a profile the customer deleted is not made again
// from the same film, while a later film for the same child (any case) refreshes its profile.
import { and, asc, eq, gt, isNotNull, sql } from "drizzle-orm";
import { pickColumns } from "#domain/child-details.ts";
import { CHILD_PROFILE_DETAILS } from "#domain/profile-schema.ts";
import type { Db } from "../db/client.ts";
import { childProfiles, films, orders, users } from "../db/schema.ts";
import { ownedBy } from "../orders/order-ownership.repository.ts";

export interface SyncOutcome {
  created: number;
  refreshed: number;
}

/** Offers the films paid since the last run; one run per account at a time (the user row is locked). */
export async function syncChildProfiles(db: Db, user: { id: string; email: string }): Promise<SyncOutcome> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ syncedAt: users.childProfilesSyncedAt })
      .from(users)
      .where(eq(users.id, user.id))
      .for("update");
    if (!account) return { created: 0, refreshed: 0 };
    const owned = ownedBy(user.email);
    const paid = account.syncedAt
      ? and(owned, gt(orders.paidAt, account.syncedAt))
      : and(owned, isNotNull(orders.paidAt));
    const newFilms = await tx
      .select({
        ...pickColumns(films, CHILD_PROFILE_DETAILS),
        orderedAt: orders.createdAt,
        paidAt: orders.paidAt,
      })
      .from(films)
      .innerJoin(orders, eq(orders.id, films.orderId))
      .where(paid)
      .orderBy(asc(orders.paidAt), asc(films.position));
    if (newFilms.length === 0) return { created: 0, refreshed: 0 };

    const outcome: SyncOutcome = { created: 0, refreshed: 0 };
    for (const film of newFilms) {
      const details = {
        ...pickColumns(film, CHILD_PROFILE_DETAILS),
        ageYear: film.orderedAt.getUTCFullYear(),
      };
      const [refreshed] = await tx
        .update(childProfiles)
        .set(details)
        .where(
          and(
            eq(childProfiles.userId, user.id),
            sql`lower(${childProfiles.childName}) = lower(${film.childName})`,
          ),
        )
        .returning({ id: childProfiles.id });
      if (refreshed) outcome.refreshed += 1;
      else {
        await tx.insert(childProfiles).values({ userId: user.id, ...details });
        outcome.created += 1;
      }
    }
    // The latest payment read, not the clock: a payment that commits while this runs (paid_at set
    // before its commit) is then still after the watermark, unless another of the same account's
    // payments came later still.
    const latest = newFilms.reduce(
      (last, film) => (film.paidAt && film.paidAt > last ? film.paidAt : last),
      account.syncedAt ?? new Date(0),
    );
    await tx.update(users).set({ childProfilesSyncedAt: latest }).where(eq(users.id, user.id));
    return outcome;
  });
}

/** The same for whichever account signs in with this address, if one does yet. */
export async function syncChildProfilesOf(db: Db, email: string): Promise<SyncOutcome> {
  const [account] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  return account ? syncChildProfiles(db, account) : { created: 0, refreshed: 0 };
}
