// The Profile tab on the server: the customer's details, saved child profiles, and the data
// rights (export, delete). Stub: the accounts issue's Profile work fills it in.
import type { Services } from "../../../server/services.ts";
import type { AccountUser } from "./session.server.ts";

export type ProfileData = { childProfiles: { id: string; childName: string }[] };

export type ProfileActionResult = { intent: string; ok: boolean };

export async function loadProfile(_shop: Services, _user: AccountUser): Promise<ProfileData> {
  return { childProfiles: [] };
}

export async function profileAction(
  _shop: Services,
  _user: AccountUser,
  form: FormData,
): Promise<ProfileActionResult | Response> {
  return { intent: String(form.get("intent")), ok: false };
}
