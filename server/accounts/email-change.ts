// A new e-mail address for an account: better-auth mails a link to the new address (decision 005)
// and changes it only when that link is followed, in a browser signed in to the account that asked
// (decision 041), which then stays the account's only signed-in browser (decision 062). The orders
// placed with the old address follow the account, since an account owns its orders by address; an
// address that already has orders of its own is refused, so that no account takes over another
// person's orders. The library's change and our move are two steps
// that cannot share a transaction (decision 025): a pending row written before the first lets
// whoever comes next finish the second.
import type { Auth } from "../auth/auth.ts";
import { emailChangeOf, type EmailChange } from "../auth/email-change-token.ts";
import type { Db } from "../db/client.ts";
import { addressHasOrders } from "../orders/order-ownership.repository.ts";
import { completePendingEmailChanges } from "./pending-email-changes.ts";
import {
  accountHasAddress,
  forgetPendingChange,
  recordPendingChange,
} from "./pending-email-changes.repository.ts";

/**
 * Asks for the link. An address that already has an account gets the same answer and no e-mail,
 * and so does one with orders (refused only when the link is followed), so the form cannot be
 * used to learn who has an account or has ordered.
 */
export async function requestEmailChange(auth: Auth, headers: Headers, newEmail: string): Promise<void> {
  await auth.api.changeEmail({ body: { newEmail }, headers });
}

interface Deps {
  auth: Auth;
  db: Db;
}

/** Why a change is not made although its link is good, each said on the page. */
type Refusal =
  /** The browser is not signed in to the account that asked: it must sign in to it first. */
  | "not_signed_in"
  /** Orders were placed with the new address before: they stay with it. */
  | "address_has_orders";

/** What the link's page shows on opening: the account that asked and the address it would use. */
export type EmailChangeOffer =
  { outcome: "invalid" } | { outcome: "confirm" | Refusal; account: string; address: string };

async function signedInTo(auth: Auth, headers: Headers, change: EmailChange): Promise<boolean> {
  const session = await auth.api.getSession({ headers });
  return session?.user.id === change.userId;
}

/**
 * Reads the link without using it. A link whose account no longer has the address it asked from
 * (used, or overtaken by another change) is invalid. Whether the new address has orders is said
 * only to the account that asked, signed in, holding the link sent to that address.
 */
export async function emailChangeOffer(
  deps: Deps,
  headers: Headers,
  token: string,
): Promise<EmailChangeOffer> {
  const change = emailChangeOf(token);
  if (!change || !(await accountHasAddress(deps.db, change))) return { outcome: "invalid" };
  const named = { account: change.from, address: change.to };
  if (!(await signedInTo(deps.auth, headers, change))) return { outcome: "not_signed_in", ...named };
  if (await addressHasOrders(deps.db, change.to)) return { outcome: "address_has_orders", ...named };
  return { outcome: "confirm", ...named };
}

export type EmailChangeConfirmation =
  { outcome: "changed"; email: string; headers: Headers } | { outcome: "invalid" } | { outcome: Refusal };

/**
 * The first step alone: the library changes the account's address (a pending row recorded first).
 * A crash right after it leaves the orders on the old address until `completePendingEmailChanges`.
 */
export async function changeAccountAddress(
  deps: Deps,
  headers: Headers,
  token: string,
): Promise<{ outcome: "changed"; change: EmailChange; headers: Headers } | { outcome: "invalid" | Refusal }> {
  const change = emailChangeOf(token);
  // Only change links: an address-verification token would verify, not change, an address.
  if (!change) return { outcome: "invalid" };
  // The library accepts a link with no session at all: whoever holds the mail would hand the
  // address to an account they may not know.
  if (!(await signedInTo(deps.auth, headers, change))) return { outcome: "not_signed_in" };
  // An earlier change cut short by a crash is finished first, so its orders follow this one too.
  await completePendingEmailChanges(deps.db, { userId: change.userId });
  // A used link: the account has moved on from the address it asked from.
  if (!(await accountHasAddress(deps.db, change))) return { outcome: "invalid" };
  if (await addressHasOrders(deps.db, change.to)) return { outcome: "address_has_orders" };
  const pending = await recordPendingChange(deps.db, change);
  // The account no longer has the link's old address: the library would refuse it as well.
  if (!pending) return { outcome: "invalid" };
  let changed: { headers: Headers };
  try {
    changed = await deps.auth.api.verifyEmail({ query: { token }, headers, returnHeaders: true });
  } catch {
    await forgetPendingChange(deps.db, pending);
    return { outcome: "invalid" };
  }
  // The new address's owner signs in to this account from now on: no other browser may still hold
  // it open (issue 42). Only after the library's change, so a refused link signs nobody out.
  await deps.auth.api.revokeOtherSessions({ headers });
  return { outcome: "changed", change, headers: changed.headers };
}

/** Follows the link: a used, altered or expired one changes nothing, nor does a refused one. */
export async function confirmEmailChange(
  deps: Deps,
  headers: Headers,
  token: string,
): Promise<EmailChangeConfirmation> {
  const changed = await changeAccountAddress(deps, headers, token);
  if (changed.outcome !== "changed") return { outcome: changed.outcome };
  await completePendingEmailChanges(deps.db, { userId: changed.change.userId });
  return { outcome: "changed", email: changed.change.to, headers: changed.headers };
}
