// Asking for a sign-in link and following one, with our limits in front of the library.
import { eq } from "drizzle-orm";
import { ACCOUNT_LINK_MINUTES, safeNextPath, signInSchema } from "../../../domain/account.ts";
import type { Language } from "../../../domain/language.ts";
import {
  emailKey,
  hit,
  ipKey,
  LINK_USE_PER_IP,
  SIGN_IN_PER_EMAIL,
  SIGN_IN_PER_IP,
} from "../../../server/auth/rate-limit.ts";
import { latestBuyerName } from "../../../server/accounts/profile.repository.ts";
import { users } from "../../../server/db/schema.ts";
import { logger } from "../../../server/logger.ts";
import type { Services } from "../../../server/services.ts";
import { clientIp } from "./session.server.ts";

export type SignInRequestResult =
  | { status: "sent"; email: string; minutes: number }
  | { status: "invalid"; email: string }
  | { status: "too_many" };

/**
 * The answer is the same whether or not the address has orders or an account, and also when the
 * per-address limit silently stopped the e-mail: only the connection's own limit is said out loud.
 */
export async function requestSignInLink(
  shop: Services,
  request: Request,
  form: FormData,
  language: Language,
): Promise<SignInRequestResult> {
  const typed = String(form.get("email") ?? "");
  const parsed = signInSchema.safeParse({ email: typed });
  if (!parsed.success) return { status: "invalid", email: typed.slice(0, 254) };
  const { email } = parsed.data;
  if (!(await hit(shop.db, SIGN_IN_PER_IP, ipKey(clientIp(request))))) return { status: "too_many" };
  if (await hit(shop.db, SIGN_IN_PER_EMAIL, emailKey(email))) {
    const next = safeNextPath(form.get("next"));
    await shop.auth.api.signInMagicLink({
      body: { email, metadata: { language, next } },
      headers: request.headers,
    });
  } else {
    logger.warn({ email: emailKey(email) }, "sign-in link not sent: limit per address reached");
  }
  return { status: "sent", email, minutes: ACCOUNT_LINK_MINUTES };
}

export type LinkResult = { status: "signed_in"; headers: Headers } | { status: "invalid" | "too_many" };

/** Uses a sign-in link's token: a new session on success, refused when used, altered or expired. */
export async function followSignInLink(
  shop: Services,
  request: Request,
  token: string,
  language: Language,
): Promise<LinkResult> {
  if (!(await hit(shop.db, LINK_USE_PER_IP, ipKey(clientIp(request))))) return { status: "too_many" };
  if (!token) return { status: "invalid" };
  try {
    const { headers, response } = await shop.auth.api.magicLinkVerify({
      query: { token },
      headers: request.headers,
      returnHeaders: true,
    });
    // The account's e-mails follow the language it last signed in with; a new account takes its
    // name from the buyer's latest order, so the profile does not start empty.
    const name = response.user.name || (await latestBuyerName(shop.db, response.user.email));
    await shop.db.update(users).set({ language, name }).where(eq(users.id, response.user.id));
    return { status: "signed_in", headers };
  } catch (error) {
    logger.info({ err: error }, "sign-in link refused");
    return { status: "invalid" };
  }
}
