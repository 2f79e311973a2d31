// The saved child profiles of the Profile tab: listing them, correcting one, deleting one after a
// second press. They are made from the account's paid orders (child-profile-sync.ts), not here.
import { childField, childInput, type ChildDraft } from "#domain/child-details.ts";
import {
  CHILD_PROFILE_DETAILS,
  childProfileSchema,
  type ChildProfileDetails,
} from "#domain/profile-schema.ts";
import type { Db } from "../db/client.ts";
import type { Customer } from "./customer.ts";
import {
  deleteChildProfile,
  findChildProfile,
  listChildProfiles,
  updateChildProfile,
  type ChildProfileRow,
} from "./profile.repository.ts";

export type ChildFields = ChildDraft<keyof ChildProfileDetails>;
export type ChildErrors = Partial<Record<keyof ChildFields, string>>;

export async function savedChildren(deps: { db: Db }, customer: Customer): Promise<ChildProfileRow[]> {
  return listChildProfiles(deps.db, customer.id);
}

export type ChildSave =
  | { outcome: "saved"; childName: string }
  | { outcome: "invalid"; errors: ChildErrors }
  /** Not one of the account's profiles (deleted meanwhile, or never its own). */
  | { outcome: "not_found" };

export async function saveChild(
  deps: { db: Db },
  customer: Customer,
  id: string,
  values: ChildFields,
  year = new Date().getFullYear(),
): Promise<ChildSave> {
  const parsed = childProfileSchema.safeParse(childInput(values, CHILD_PROFILE_DETAILS));
  if (!parsed.success) {
    const errors: ChildErrors = {};
    for (const issue of parsed.error.issues) {
      errors[childField(issue.path) as keyof ChildFields] ??= issue.message;
    }
    return { outcome: "invalid", errors };
  }
  const saved = await deps.db.transaction((tx) => updateChildProfile(tx, customer.id, id, parsed.data, year));
  if (saved.outcome === "not_found") return saved;
  if (saved.outcome === "name_taken") {
    return { outcome: "invalid", errors: { childName: "account.children.error.nameTaken" } };
  }
  return { outcome: "saved", childName: saved.profile.childName };
}

export type ChildDeletion =
  | { outcome: "confirm"; childName: string }
  | { outcome: "deleted"; childName: string }
  | { outcome: "not_found" };

/** The first press asks again; the confirming press deletes. */
export async function deleteChild(
  deps: { db: Db },
  customer: Customer,
  id: string,
  confirmed: boolean,
): Promise<ChildDeletion> {
  const profile = await findChildProfile(deps.db, customer.id, id);
  if (!profile) return { outcome: "not_found" };
  if (!confirmed) return { outcome: "confirm", childName: profile.childName };
  if (!(await deleteChildProfile(deps.db, customer.id, id))) return { outcome: "not_found" };
  return { outcome: "deleted", childName: profile.childName };
}
