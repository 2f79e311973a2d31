// The account's rules (issue #4): how long links live, where a link may lead, what a profile holds.
import { z } from "./zod.ts";

/** A sign-in or e-mail-change link works once, for this long. */
export const ACCOUNT_LINK_MINUTES = 15;

/** A session lasts this long, renewed at most once a day while it is used. */
export const SESSION_DAYS = 30;

export const EMAIL_MAX_LENGTH = 254;

export const signInSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email("account.signIn.error.email").max(EMAIL_MAX_LENGTH, "account.signIn.error.email")),
});

/**
 * Where a sign-in link may send the buyer back to: a path on this site. Anything else (another
 * site, `//host`, a backslash trick) becomes the account page, so a link cannot be turned into a
 * redirect to somebody else's page.
 */
export function safeNextPath(next: unknown, fallback = "/account"): string {
  if (typeof next !== "string" || next.length > 512) return fallback;
  if (!next.startsWith("/") || next.startsWith("//") || next.includes("\\")) return fallback;
  // Control characters can make a browser read the path as another host.
  if ([...next].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f))
    return fallback;
  return next;
}
