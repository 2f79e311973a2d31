// Saved child profiles made from the films of the account's paid orders. users.child_profiles_synced_at
// is the watermark: a film is offered once, so a profile the customer deleted is not made again
// from the same film, while a later film for the same child (any case) refreshes its profile.
import { pickColumns } from "#domain/child-details.ts";
import { CHILD_PROFILE_DETAILS } from "#domain/profile-schema.ts";
import type { Db } from "../db/client.ts";
import {
  filmsPaidSince,
  findAccountByEmail,
  insertChildProfile,
  lockSyncWatermark,
  refreshChildProfile,
  setSyncWatermark,
} from "./child-profile-sync.repository.ts";

export interface SyncOutcome {
  created: number;
  refreshed: number;
}

/** Offers the films paid since the last run; one run per account at a time (the user row is locked). */
export async function syncChildProfiles(db: Db, user: { id: string; email: string }): Promise<SyncOutcome> {
  return db.transaction(async (tx) => {
    const account = await lockSyncWatermark(tx, user.id);
    if (!account) return { created: 0, refreshed: 0 };
    const newFilms = await filmsPaidSince(tx, user.email, account.syncedAt);
    if (newFilms.length === 0) return { created: 0, refreshed: 0 };

    const outcome: SyncOutcome = { created: 0, refreshed: 0 };
    for (const film of newFilms) {
      const details = {
        ...pickColumns(film, CHILD_PROFILE_DETAILS),
        ageYear: film.orderedAt.getUTCFullYear(),
      };
      if (await refreshChildProfile(tx, user.id, { userId: user.id, ...details })) outcome.refreshed += 1;
      else {
        await insertChildProfile(tx, { userId: user.id, ...details });
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
    await setSyncWatermark(tx, user.id, latest);
    return outcome;
  });
}

/** The same for whichever account signs in with this address, if one does yet. */
export async function syncChildProfilesOf(db: Db, email: string): Promise<SyncOutcome> {
  const account = await findAccountByEmail(db, email);
  return account ? syncChildProfiles(db, account) : { created: 0, refreshed: 0 };
}
