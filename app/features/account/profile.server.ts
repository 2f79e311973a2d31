// The Profile tab on the server: the customer's details, saved child profiles, and the data
// rights (export is /account/data; delete is here, behind a second step).
import { redirect } from "react-router";
import { childProfileSchema, currentAge, profileSchema } from "../../../domain/profile.ts";
import { deleteAccount } from "../../../server/accounts/account-deletion.ts";
import { syncChildProfiles } from "../../../server/accounts/child-profile-sync.ts";
import { requestEmailChange } from "../../../server/accounts/email-change.ts";
import {
  deleteChildProfile,
  findChildProfile,
  listChildProfiles,
  updateChildProfile,
  updateProfile,
} from "../../../server/accounts/profile.repository.ts";
import { emailKey, hit, SIGN_IN_PER_EMAIL } from "../../../server/auth/rate-limit.ts";
import type { Services } from "../../../server/services.ts";
import { withCookies, type AccountUser } from "./session.server.ts";

export interface ChildProfileView {
  id: string;
  childName: string;
  /** Today's age: the one given, plus the years since. */
  age: number;
  eyeColour: string;
  eyeColourOther: string;
  hairColour: string;
  hairColourOther: string;
}

export type ProfileData = { childProfiles: ChildProfileView[] };

export interface ProfileFields {
  fullName: string;
  email: string;
  phone: string;
}
export type ProfileErrors = Partial<Record<keyof ProfileFields, string>>;

export type ProfileActionResult =
  | { intent: "profile.save"; ok: true; emailSentTo: string | null }
  | { intent: "profile.save"; ok: false; values: ProfileFields; errors: ProfileErrors }
  /** The second step of "Delete my account"; `error` when the typed address was not the account's. */
  | { intent: "account.delete"; ok: false; confirm: true; typed: string; error?: string }
  | { intent: "child.save"; ok: true; childName: string }
  | { intent: "child.save"; ok: false; id: string; values: ChildFields; errors: ChildErrors }
  /** The first press of Delete asks again; the second (with confirm) deletes. */
  | { intent: "child.delete"; ok: false; confirm: { id: string; childName: string } }
  | { intent: "child.delete"; ok: true; childName: string }
  /** Not one of the account's profiles (deleted meanwhile, or never its own). */
  | { intent: "child.save" | "child.delete" | "unknown"; ok: false; notFound: true };

export type ChildFields = Omit<ChildProfileView, "id" | "age"> & { age: string };
export type ChildErrors = Partial<Record<keyof ChildFields, string>>;

/** Offers the films paid since the last visit as child profiles, then lists them. */
export async function loadProfile(shop: Services, user: AccountUser): Promise<ProfileData> {
  await syncChildProfiles(shop.db, user);
  const year = new Date().getFullYear();
  const rows = await listChildProfiles(shop.db, user.id);
  return {
    childProfiles: rows.map((row) => ({
      id: row.id,
      childName: row.childName,
      age: currentAge(row.age, row.ageYear, year),
      eyeColour: row.eyeColour,
      eyeColourOther: row.eyeColourOther ?? "",
      hairColour: row.hairColour,
      hairColourOther: row.hairColourOther ?? "",
    })),
  };
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "").slice(0, 1000);

async function saveProfile(
  shop: Services,
  user: AccountUser,
  form: FormData,
  request: Request,
): Promise<ProfileActionResult> {
  const values = { fullName: text(form, "fullName"), email: text(form, "email"), phone: text(form, "phone") };
  const parsed = profileSchema.safeParse(values);
  if (!parsed.success) {
    const errors: ProfileErrors = {};
    for (const issue of parsed.error.issues) errors[issue.path[0] as keyof ProfileFields] ??= issue.message;
    return { intent: "profile.save", ok: false, values, errors };
  }
  const { fullName, email, phone } = parsed.data;
  await updateProfile(shop.db, user.id, { name: fullName, phone });
  if (email === user.email) return { intent: "profile.save", ok: true, emailSentTo: null };
  // The per-address limit of sign-in links: this form must not become a way to flood an inbox.
  if (!(await hit(shop.db, SIGN_IN_PER_EMAIL, emailKey(email)))) {
    return {
      intent: "profile.save",
      ok: false,
      values,
      errors: { email: "account.profile.error.tooMany" },
    };
  }
  await requestEmailChange(shop.auth, request.headers, email);
  return { intent: "profile.save", ok: true, emailSentTo: email };
}

async function eraseAccount(
  shop: Services,
  user: AccountUser,
  form: FormData,
  request: Request,
): Promise<ProfileActionResult | Response> {
  const typed = text(form, "confirmEmail");
  if (!form.has("confirmEmail")) return { intent: "account.delete", ok: false, confirm: true, typed };
  if (typed.trim().toLowerCase() !== user.email) {
    return {
      intent: "account.delete",
      ok: false,
      confirm: true,
      typed,
      error: "account.delete.error.email",
    };
  }
  // The library's call runs after our transaction, never inside it (PGlite has one connection).
  await deleteAccount({ db: shop.db, storage: shop.storage }, user);
  const { headers } = await shop.auth.api.signOut({ headers: request.headers, returnHeaders: true });
  return withCookies(redirect("/account?logged-out&account-deleted", { status: 303 }), headers);
}

function readChild(form: FormData): ChildFields {
  return {
    childName: text(form, "childName"),
    age: text(form, "age"),
    eyeColour: text(form, "eyeColour"),
    eyeColourOther: text(form, "eyeColourOther"),
    hairColour: text(form, "hairColour"),
    hairColourOther: text(form, "hairColourOther"),
  };
}

/** ["eyeColour", "other"] → "eyeColourOther": the form's field for a schema path. */
function childField(path: readonly PropertyKey[]): keyof ChildFields {
  const [field, part] = path;
  if ((field === "eyeColour" || field === "hairColour") && part === "other") return `${field}Other`;
  return field as keyof ChildFields;
}

async function saveChild(shop: Services, user: AccountUser, form: FormData): Promise<ProfileActionResult> {
  const id = text(form, "id");
  const values = readChild(form);
  const parsed = childProfileSchema.safeParse({
    childName: values.childName,
    age: values.age,
    eyeColour: { choice: values.eyeColour, other: values.eyeColourOther },
    hairColour: { choice: values.hairColour, other: values.hairColourOther },
  });
  if (!parsed.success) {
    const errors: ChildErrors = {};
    for (const issue of parsed.error.issues) errors[childField(issue.path)] ??= issue.message;
    return { intent: "child.save", ok: false, id, values, errors };
  }
  const saved = await updateChildProfile(shop.db, user.id, id, parsed.data, new Date().getFullYear());
  if (saved.outcome === "not_found") return { intent: "child.save", ok: false, notFound: true };
  if (saved.outcome === "name_taken") {
    return {
      intent: "child.save",
      ok: false,
      id,
      values,
      errors: { childName: "account.children.error.nameTaken" },
    };
  }
  return { intent: "child.save", ok: true, childName: saved.profile.childName };
}

async function deleteChild(shop: Services, user: AccountUser, form: FormData): Promise<ProfileActionResult> {
  const id = text(form, "id");
  const profile = await findChildProfile(shop.db, user.id, id);
  if (!profile) return { intent: "child.delete", ok: false, notFound: true };
  if (form.get("confirm") !== "yes") {
    return { intent: "child.delete", ok: false, confirm: { id, childName: profile.childName } };
  }
  if (!(await deleteChildProfile(shop.db, user.id, id))) {
    return { intent: "child.delete", ok: false, notFound: true };
  }
  return { intent: "child.delete", ok: true, childName: profile.childName };
}

export async function profileAction(
  shop: Services,
  user: AccountUser,
  form: FormData,
  request: Request,
): Promise<ProfileActionResult | Response> {
  const intent = text(form, "intent");
  if (intent === "profile.save") return saveProfile(shop, user, form, request);
  if (intent === "account.delete") return eraseAccount(shop, user, form, request);
  if (intent === "child.save") return saveChild(shop, user, form);
  if (intent === "child.delete") return deleteChild(shop, user, form);
  return { intent: "unknown", ok: false, notFound: true };
}
