// A new e-mail address for an account: better-auth mails a link to the new address (decision 005)
// and changes it only when that link is followed. The orders placed with the old address follow
// the account, since an account owns its orders by address. The library's change and our move are
// two steps that cannot share a transaction (decision 025): a pending row written before the first
// lets whoever comes next finish the second.
import type { Auth } from "../auth/auth.ts";
import type { Db } from "../db/client.ts";
import {
  completePendingEmailChanges,
  forgetPendingChange,
  recordPendingChange,
  type EmailChange,
} from "./pending-email-changes.ts";

/**
 * Asks for the link. An address that already has an account gets the same answer and no e-mail,
 * so the form cannot be used to learn who has an account.
 */
export async function requestEmailChange(auth: Auth, headers: Headers, newEmail: string): Promise<void> {
  await auth.api.changeEmail({ body: { newEmail }, headers });
}

export type EmailChangeConfirmation =
  { outcome: "changed"; email: string; headers: Headers } | { outcome: "invalid" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What the link's token says. Read before the library checks its signature and age, so it is
 * trusted for nothing but recording the pending change, which the library's check then confirms.
 */
export function changeOf(token: string): EmailChange | undefined {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString());
    if (!payload || typeof payload !== "object") return undefined;
    const { email, updateTo, userId } = payload as { email?: unknown; updateTo?: unknown; userId?: unknown };
    return typeof email === "string" &&
      typeof updateTo === "string" &&
      typeof userId === "string" &&
      UUID.test(userId)
      ? { userId, from: email, to: updateTo }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The first step alone: the library changes the account's address (a pending row recorded first).
 * A crash right after it leaves the orders on the old address until `completePendingEmailChanges`.
 */
export async function changeAccountAddress(
  deps: { auth: Auth; db: Db },
  headers: Headers,
  token: string,
): Promise<{ outcome: "changed"; change: EmailChange; headers: Headers } | { outcome: "invalid" }> {
  const change = changeOf(token);
  // Only change links: an address-verification token would verify, not change, an address.
  if (!change) return { outcome: "invalid" };
  // An earlier change cut short by a crash is finished first, so its orders follow this one too.
  await completePendingEmailChanges(deps.db, { userId: change.userId });
  const pending = await recordPendingChange(deps.db, change);
  // The account no longer has the link's old address: the library would refuse it as well.
  if (!pending) return { outcome: "invalid" };
  try {
    const result = await deps.auth.api.verifyEmail({ query: { token }, headers, returnHeaders: true });
    return { outcome: "changed", change, headers: result.headers };
  } catch {
    await forgetPendingChange(deps.db, pending);
    return { outcome: "invalid" };
  }
}

/** Follows the link: a used, altered or expired one changes nothing. */
export async function confirmEmailChange(
  deps: { auth: Auth; db: Db },
  headers: Headers,
  token: string,
): Promise<EmailChangeConfirmation> {
  const changed = await changeAccountAddress(deps, headers, token);
  if (changed.outcome === "invalid") return changed;
  await completePendingEmailChanges(deps.db, { userId: changed.change.userId });
  return { outcome: "changed", email: changed.change.to.toLowerCase(), headers: changed.headers };
}
