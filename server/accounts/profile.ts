// The Profile tab's use-cases: the customer's own details (a new address is confirmed by a link),
// their saved child profiles, and deleting the account.
import { childField, childInput, type ChildDraft } from "../../domain/child-details.ts";
import {
  CHILD_PROFILE_DETAILS,
  childProfileSchema,
  profileSchema,
  type ChildProfileDetails,
} from "../../domain/profile.ts";
import type { Auth } from "../auth/auth.ts";
import { emailKey, hit, SIGN_IN_PER_EMAIL } from "../auth/rate-limit.ts";
import type { Db } from "../db/client.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { deleteAccount } from "./account-deletion.ts";
import { requestEmailChange } from "./email-change.ts";
import {
  deleteChildProfile,
  findChildProfile,
  listChildProfiles,
  updateChildProfile,
  updateProfile,
  type ChildProfileRow,
} from "./profile.repository.ts";

/** The signed-in customer as these use-cases need them. */
export interface Customer {
  id: string;
  /** Lower case. */
  email: string;
}

export interface ProfileFields {
  fullName: string;
  email: string;
  phone: string;
}
export type ProfileErrors = Partial<Record<keyof ProfileFields, string>>;

export type ChildFields = ChildDraft<keyof ChildProfileDetails>;
export type ChildErrors = Partial<Record<keyof ChildFields, string>>;

export async function savedChildren(deps: { db: Db }, customer: Customer): Promise<ChildProfileRow[]> {
  return listChildProfiles(deps.db, customer.id);
}

export type ProfileSave =
  { outcome: "saved"; emailSentTo: string | null } | { outcome: "invalid"; errors: ProfileErrors };

/** Saves the name and phone; a new address gets a confirmation link and changes when it is followed. */
export async function saveProfile(
  deps: { db: Db; auth: Auth },
  customer: Customer,
  values: ProfileFields,
  headers: Headers,
): Promise<ProfileSave> {
  const parsed = profileSchema.safeParse(values);
  if (!parsed.success) {
    const errors: ProfileErrors = {};
    for (const issue of parsed.error.issues) errors[issue.path[0] as keyof ProfileFields] ??= issue.message;
    return { outcome: "invalid", errors };
  }
  const { fullName, email, phone } = parsed.data;
  await updateProfile(deps.db, customer.id, { name: fullName, phone });
  if (email === customer.email) return { outcome: "saved", emailSentTo: null };
  // The per-address limit of sign-in links: this form must not become a way to flood an inbox.
  if (!(await hit(deps.db, SIGN_IN_PER_EMAIL, emailKey(email)))) {
    return { outcome: "invalid", errors: { email: "account.profile.error.tooMany" } };
  }
  await requestEmailChange(deps.auth, headers, email);
  return { outcome: "saved", emailSentTo: email };
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
  const saved = await updateChildProfile(deps.db, customer.id, id, parsed.data, year);
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

export type AccountErasure =
  /** The second step asks for the address; `error` when the typed one was not the account's. */
  | { outcome: "confirm"; error?: string }
  /** Gone: the library's Set-Cookie headers end the session. */
  | { outcome: "deleted"; headers: Headers };

export async function eraseAccount(
  deps: { db: Db; storage: FileStorage; auth: Auth },
  customer: Customer,
  typedEmail: string | undefined,
  headers: Headers,
): Promise<AccountErasure> {
  if (typedEmail === undefined) return { outcome: "confirm" };
  if (typedEmail.trim().toLowerCase() !== customer.email) {
    return { outcome: "confirm", error: "account.delete.error.email" };
  }
  // The library's call runs after our transaction, never inside it (PGlite has one connection).
  await deleteAccount({ db: deps.db, storage: deps.storage }, customer);
  const signedOut = await deps.auth.api.signOut({ headers, returnHeaders: true });
  return { outcome: "deleted", headers: signedOut.headers };
}
