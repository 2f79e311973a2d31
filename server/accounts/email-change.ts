// A new e-mail address for an account: better-auth mails a link to the new address (decision 005)
// and changes it only when that link is followed. The orders placed with the old address follow
// the account, since an account owns its orders by address.
import type { Auth } from "../auth/auth.ts";
import type { Db } from "../db/client.ts";
import { syncChildProfilesOf } from "./child-profile-sync.ts";
import { moveOrdersToEmail } from "../orders/order-ownership.ts";

/**
 * Asks for the link. An address that already has an account gets the same answer and no e-mail,
 * so the form cannot be used to learn who has an account.
 */
export async function requestEmailChange(auth: Auth, headers: Headers, newEmail: string): Promise<void> {
  await auth.api.changeEmail({ body: { newEmail }, headers });
}

export type EmailChangeConfirmation =
  { outcome: "changed"; email: string; headers: Headers } | { outcome: "invalid" };

/** What the link's token says; read only after the library has checked its signature and age. */
function changeOf(token: string): { from: string; to: string } | undefined {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString());
    if (!payload || typeof payload !== "object") return undefined;
    const { email, updateTo } = payload as { email?: unknown; updateTo?: unknown };
    return typeof email === "string" && typeof updateTo === "string"
      ? { from: email, to: updateTo }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Follows the link: a used, altered or expired one changes nothing. */
export async function confirmEmailChange(
  deps: { auth: Auth; db: Db },
  headers: Headers,
  token: string,
): Promise<EmailChangeConfirmation> {
  const change = changeOf(token);
  // Only change links: an address-verification token would verify, not change, an address.
  if (!change) return { outcome: "invalid" };
  let result;
  try {
    result = await deps.auth.api.verifyEmail({ query: { token }, headers, returnHeaders: true });
  } catch {
    return { outcome: "invalid" };
  }
  await moveOrdersToEmail(deps.db, change.from, change.to);
  await syncChildProfilesOf(deps.db, change.to);
  return { outcome: "changed", email: change.to.toLowerCase(), headers: result.headers };
}
