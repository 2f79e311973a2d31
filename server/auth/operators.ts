// Who is an operator: a signed-in account whose address is in OPERATOR_EMAILS, in a session begun
// with a sign-in link sent to that address. An account that got the address by a change of address
// never proved it holds that mailbox's trust (decision 041). One rule for the console's pages
// (app/shared/operator.server.ts) and for the route manifest (server/http/console-manifest.ts).
import type { Auth } from "./auth.ts";

export interface SignedInAccount {
  /** The account's address now. */
  email: string;
  /** The address this session's sign-in link was sent to; null for a session begun otherwise. */
  signedInEmail: string | null;
}

export function isOperator(account: SignedInAccount, operatorEmails: readonly string[]): boolean {
  const email = account.email.toLowerCase();
  return operatorEmails.includes(email) && account.signedInEmail?.toLowerCase() === email;
}

/** Whether the request's session is an operator's: for code that has no React Router context. */
export async function requestIsOperator(
  auth: Auth,
  operatorEmails: readonly string[],
  headers: Headers,
): Promise<boolean> {
  const session = await auth.api.getSession({ headers });
  if (!session) return false;
  return isOperator(
    { email: session.user.email, signedInEmail: session.session.signedInEmail ?? null },
    operatorEmails,
  );
}
