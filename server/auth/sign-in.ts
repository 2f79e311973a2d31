// Asking for a sign-in link and following one, with our limits in front of the library.
import { createHash } from "node:crypto";
import { ACCOUNT_LINK_MINUTES, safeNextPath, signInSchema } from "#domain/account.ts";
import type { Language } from "#domain/language.ts";
import { syncChildProfiles } from "../accounts/child-profile-sync.ts";
import { completePendingEmailChanges } from "../accounts/pending-email-changes.ts";
import { latestBuyerName } from "../accounts/profile.repository.ts";
import type { Db } from "../db/client.ts";
import { logger } from "../logger.ts";
import type { Auth } from "./auth.ts";
import { liveVerificationValue } from "./auth.repository.ts";
import {
  emailKey,
  ipKey,
  LINK_USE_PER_IP,
  SIGN_IN_PER_EMAIL,
  SIGN_IN_PER_IP,
} from "../rate-limits/rate-limit.ts";
import { hit } from "../rate-limits/rate-limit.repository.ts";
import { rememberSignIn } from "./users.repository.ts";

export interface SignInDeps {
  db: Db;
  auth: Auth;
}

/** Who asks: the request's headers (the library reads its cookies) and the client's address. */
export interface Requester {
  headers: Headers;
  ip: string;
}

export type SignInRequestResult =
  | { outcome: "sent"; email: string; minutes: number }
  | { outcome: "invalid"; email: string }
  | { outcome: "too_many" };

/**
 * The answer is the same whether or not the address has orders or an account, and also when the
 * per-address limit silently stopped the e-mail: only the connection's own limit is said out loud.
 */
export async function requestSignInLink(
  deps: SignInDeps,
  requester: Requester,
  typed: { email: string; next: unknown },
  language: Language,
): Promise<SignInRequestResult> {
  const parsed = signInSchema.safeParse({ email: typed.email });
  if (!parsed.success) return { outcome: "invalid", email: typed.email.slice(0, 254) };
  const { email } = parsed.data;
  if (!(await hit(deps.db, SIGN_IN_PER_IP, ipKey(requester.ip)))) return { outcome: "too_many" };
  if (await hit(deps.db, SIGN_IN_PER_EMAIL, emailKey(email))) {
    const next = safeNextPath(typed.next);
    await deps.auth.api.signInMagicLink({
      body: { email, metadata: { language, next } },
      headers: requester.headers,
    });
  } else {
    logger.warn({ email: emailKey(email) }, "sign-in link not sent: limit per address reached");
  }
  return { outcome: "sent", email, minutes: ACCOUNT_LINK_MINUTES };
}

export type LinkResult = { outcome: "signed_in"; headers: Headers } | { outcome: "invalid" | "too_many" };

/** Uses a sign-in link's token: a new session on success, refused when used, altered or expired. */
export async function followSignInLink(
  deps: SignInDeps,
  requester: Requester,
  token: string,
  language: Language,
): Promise<LinkResult> {
  if (!(await hit(deps.db, LINK_USE_PER_IP, ipKey(requester.ip)))) return { outcome: "too_many" };
  if (!token) return { outcome: "invalid" };
  try {
    const { headers, response } = await deps.auth.api.magicLinkVerify({
      query: { token },
      headers: requester.headers,
      returnHeaders: true,
    });
    // The account's e-mails follow the language it last signed in with; a new account takes its
    // name from the buyer's latest order, so the profile does not start empty.
    const name = response.user.name || (await latestBuyerName(deps.db, response.user.email));
    await rememberSignIn(deps.db, response.user.id, { language, name });
    // An address change a crash cut short brings its orders now, before profiles are offered.
    await completePendingEmailChanges(deps.db, { userId: response.user.id });
    // Orders paid before the account existed offer their children as profiles now.
    await syncChildProfiles(deps.db, response.user);
    return { outcome: "signed_in", headers };
  } catch (error) {
    logger.info({ err: error }, "sign-in link refused");
    return { outcome: "invalid" };
  }
}

/**
 * The address a sign-in link would sign into, read without using it, so the page can name it
 * before the button is pressed; undefined for a used, altered or expired link. The row is the
 * magic-link plugin's: `magic-link:` and the token's base64url SHA-256, its value JSON with the
 * address (decision 005; auth.test.ts reads it the same way).
 */
export async function signInLinkAddress(db: Db, token: string): Promise<string | undefined> {
  if (!token) return undefined;
  const hash = createHash("sha256").update(token).digest("base64url");
  const value = await liveVerificationValue(db, `magic-link:${hash}`);
  if (value === undefined) return undefined;
  try {
    const { email } = JSON.parse(value) as { email?: unknown };
    return typeof email === "string" ? email : undefined;
  } catch {
    return undefined;
  }
}
