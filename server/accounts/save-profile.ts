// Saving the customer's own details from the Profile tab: name and phone at once, a new address
// only once the link mailed to it is followed.
import { profileSchema } from "#domain/profile-schema.ts";
import type { Auth } from "../auth/auth.ts";
import type { Requester } from "../auth/sign-in.ts";
import type { Db } from "../db/client.ts";
import {
  EMAIL_CHANGE_PER_ACCOUNT,
  EMAIL_CHANGE_PER_IP,
  emailKey,
  ipKey,
  SIGN_IN_PER_EMAIL,
} from "../rate-limits/rate-limit.ts";
import { hit } from "../rate-limits/rate-limit.repository.ts";
import type { Customer } from "./customer.ts";
import { requestEmailChange } from "./email-change.ts";
import { updateProfile } from "./profile.repository.ts";

export interface ProfileFields {
  fullName: string;
  email: string;
  phone: string;
}
export type ProfileErrors = Partial<Record<keyof ProfileFields, string>>;

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
