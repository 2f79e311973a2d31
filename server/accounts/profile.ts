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
import { emailKey, hit, ipKey, SIGN_IN_PER_EMAIL, type Limit } from "../rate-limits/rate-limit.ts";
import type { Requester } from "../auth/sign-in.ts";
import type { Db } from "../db/client.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import type { OrderOnItsWay } from "../../domain/account-deletion.ts";
import { deleteAccount, ordersOnTheirWay } from "./account-deletion.ts";
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

/** Address changes an account may ask for: each one mails a link, so this bounds a hijacked session. */
export const EMAIL_CHANGE_PER_ACCOUNT: Limit = {
  name: "email-change:account",
  max: 5,
  windowSeconds: 60 * 60,
};
/** Address changes from one connection, whichever accounts it is signed in to. */
export const EMAIL_CHANGE_PER_IP: Limit = { name: "email-change:ip", max: 10, windowSeconds: 15 * 60 };

export type ProfileSave =
  { outcome: "saved"; emailSentTo: string | null } | { outcome: "invalid"; errors: ProfileErrors };

/** Saves the name and phone; a new address gets a confirmation link and changes when it is followed. */
export async function saveProfile(
  deps: { db: Db; auth: Auth },
  customer: Customer,
  values: ProfileFields,
  requester: Requester,
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
  // The connection's limit first, so one connection's flood does not use up the account's.
  if (!(await hit(deps.db, EMAIL_CHANGE_PER_IP, ipKey(requester.ip)))) {
    return { outcome: "invalid", errors: { email: "account.profile.error.tooManyFromConnection" } };
  }
  if (!(await hit(deps.db, EMAIL_CHANGE_PER_ACCOUNT, customer.id))) {
    return { outcome: "invalid", errors: { email: "account.profile.error.tooManyChanges" } };
  }
  // The per-address limit of sign-in links: this form must not become a way to flood an inbox.
  if (!(await hit(deps.db, SIGN_IN_PER_EMAIL, emailKey(email)))) {
    return { outcome: "invalid", errors: { email: "account.profile.error.tooMany" } };
  }
  await requestEmailChange(deps.auth, requester.headers, email);
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
  /**
   * The second step asks for the address; `error` when the typed one was not the account's. While
   * `onTheirWay` lists orders, it asks for nothing: those films are delivered first.
   */
  | { outcome: "confirm"; error?: string; onTheirWay: OrderOnItsWay[] }
  /** Gone: the library's Set-Cookie headers end the session. */
  | { outcome: "deleted"; headers: Headers };

export async function eraseAccount(
  deps: { db: Db; storage: FileStorage; auth: Auth },
  customer: Customer,
  typedEmail: string | undefined,
  headers: Headers,
): Promise<AccountErasure> {
  const onTheirWay = await ordersOnTheirWay(deps.db, customer.email);
  if (typedEmail === undefined || onTheirWay.length > 0) return { outcome: "confirm", onTheirWay };
  if (typedEmail.trim().toLowerCase() !== customer.email) {
    return { outcome: "confirm", error: "account.delete.error.email", onTheirWay };
  }
  // The library's call runs after our transaction, never inside it (PGlite has one connection).
  const deleted = await deleteAccount({ db: deps.db, storage: deps.storage }, customer);
  // Paid meanwhile: the screen now lists it.
  if (deleted.outcome === "films_on_their_way") return { outcome: "confirm", onTheirWay: deleted.orders };
  const signedOut = await deps.auth.api.signOut({ headers, returnHeaders: true });
  return { outcome: "deleted", headers: signedOut.headers };
}
