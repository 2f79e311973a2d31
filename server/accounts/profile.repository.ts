// The Profile tab's queries, one function each, on a Drizzle db of either driver. Every query on a
// child profile names the account it must belong to: an id alone never reaches another's profile.
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { childColumns } from "#domain/child-details.ts";
import { CHILD_PROFILE_DETAILS, type ChildProfileDetails } from "#domain/profile-schema.ts";
import type { Db } from "../db/client.ts";
import { childProfiles, orders, users } from "../db/schema.ts";
import { ownedBy } from "../orders/order-ownership.repository.ts";

export type ChildProfileRow = typeof childProfiles.$inferSelect;

/** Saves the Full Name and phone; the e-mail changes only through its confirmation link. */
export async function updateProfile(
  db: Db,
  userId: string,
  profile: { name: string; phone: string | null },
): Promise<void> {
  await db.update(users).set(profile).where(eq(users.id, userId));
}

/** The name on the latest order placed with an address: a new account's Full Name to start from. */
export async function latestBuyerName(db: Db, email: string): Promise<string> {
  const [latest] = await db
    .select({ buyerName: orders.buyerName })
    .from(orders)
    .where(ownedBy(email))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return latest?.buyerName ?? "";
}

export async function listChildProfiles(db: Db, userId: string): Promise<ChildProfileRow[]> {
  return db
    .select()
    .from(childProfiles)
    .where(eq(childProfiles.userId, userId))
    .orderBy(asc(sql`lower(${childProfiles.childName})`));
}

/** The account's profile with this id, or undefined (also for another account's id or a non-uuid). */
export async function findChildProfile(
  db: Db,
  userId: string,
  id: string,
): Promise<ChildProfileRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(childProfiles)
    .where(and(eq(childProfiles.id, id), eq(childProfiles.userId, userId)));
  return row;
}

export type ChildProfileUpdate =
  | { outcome: "saved"; profile: ChildProfileRow }
  | { outcome: "not_found" }
  /** Another of the account's profiles already has this name. */
  | { outcome: "name_taken" };

/** Replaces a profile's details; the age given now counts from this year. */
export async function updateChildProfile(
  tx: Db,
  userId: string,
  id: string,
  details: ChildProfileDetails,
  year: number,
): Promise<ChildProfileUpdate> {
  if (!isUuid(id)) return { outcome: "not_found" };
  const [clash] = await tx
    .select({ id: childProfiles.id })
    .from(childProfiles)
    .where(
      and(
        eq(childProfiles.userId, userId),
        sql`lower(${childProfiles.childName}) = lower(${details.childName})`,
        sql`${childProfiles.id} <> ${id}`,
      ),
    );
  if (clash) return { outcome: "name_taken" };
  const [profile] = await tx
    .update(childProfiles)
    .set({ ...childColumns(details, CHILD_PROFILE_DETAILS), ageYear: year })
    .where(and(eq(childProfiles.id, id), eq(childProfiles.userId, userId)))
    .returning();
  return profile ? { outcome: "saved", profile } : { outcome: "not_found" };
}

/** True when the account had that profile and it is now gone. */
export async function deleteChildProfile(db: Db, userId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const deleted = await db
    .delete(childProfiles)
    .where(and(eq(childProfiles.id, id), eq(childProfiles.userId, userId)))
    .returning({ id: childProfiles.id });
  return deleted.length > 0;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id from a form or a URL: PostgreSQL would reject a malformed uuid with an error, not "none". */
function isUuid(value: string): boolean {
  return UUID.test(value);
}
