// Sign-in by e-mail link and server-side sessions through better-auth (decision 005). Only our
// routes call it, through `auth.api.*` on the server: no /api/auth handler is mounted, so its JSON
// and GET endpoints are unreachable and every page keeps working without JavaScript.
import { createHash } from "node:crypto";
import { betterAuth } from "better-auth/minimal";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { magicLink } from "better-auth/plugins/magic-link";
import { ACCOUNT_LINK_MINUTES, SESSION_DAYS, safeNextPath } from "../../domain/account.ts";
import { isLanguage, type Language } from "../../domain/language.ts";
import type { Db } from "../db/client.ts";
import { authAccounts, authSessions, authVerifications, users } from "../db/schema.ts";
import type { AccountLinkPayload, MailKind } from "../mail/mail-kinds.ts";

export interface AccountMail {
  kind: Extract<MailKind, "sign_in_link" | "email_change_link">;
  /** One row per link: a hash of its token, never the token itself. */
  dedupeKey: string;
  recipient: string;
  language: Language;
  payload: AccountLinkPayload;
}

export interface AuthOptions {
  db: Db;
  publicUrl: string;
  secret: string;
  /** Writes the e-mail to the outbox and wakes the mailer. */
  queueMail(mail: AccountMail): Promise<void>;
}

const LINK_SECONDS = ACCOUNT_LINK_MINUTES * 60;

export const SIGN_IN_PATH = "/account/sign-in";
export const EMAIL_CONFIRM_PATH = "/account/email/confirm";

const tokenHash = (token: string) => createHash("sha256").update(token).digest("base64url");

function linkPayload(publicUrl: string, path: string, params: Record<string, string>): AccountLinkPayload {
  const url = new URL(path, publicUrl);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return { url: url.toString(), expiresAt: new Date(Date.now() + LINK_SECONDS * 1000).toISOString() };
}

export function createAuth({ db, publicUrl, secret, queueMail }: AuthOptions) {
  const origin = new URL(publicUrl).origin;
  return betterAuth({
    appName: "Magic Santa Video",
    baseURL: publicUrl,
    secret,
    trustedOrigins: [origin],
    telemetry: { enabled: false },
    // Ours (server/auth/rate-limit.ts) counts per e-mail as well as per address; the library's only
    // runs in the HTTP handler we do not mount.
    rateLimit: { enabled: false },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: authSessions, account: authAccounts, verification: authVerifications },
    }),
    advanced: {
      database: { generateId: "uuid" },
      cookiePrefix: "sf",
      useSecureCookies: publicUrl.startsWith("https:"),
    },
    user: {
      additionalFields: {
        phone: { type: "string", required: false, input: false },
        language: { type: "string", required: false, input: false, defaultValue: "en" },
      },
      changeEmail: { enabled: true },
    },
    // No cookie cache: a session ended on another device stops at once.
    session: { expiresIn: SESSION_DAYS * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    emailVerification: {
      expiresIn: LINK_SECONDS,
      async sendVerificationEmail({ user, token }) {
        // Only e-mail changes verify an address here: a sign-in link already proves it.
        const language = (user as { language?: unknown }).language;
        await queueMail({
          kind: "email_change_link",
          dedupeKey: `email_change_link:${tokenHash(token)}`,
          recipient: user.email,
          language: isLanguage(language) ? language : "en",
          payload: linkPayload(publicUrl, EMAIL_CONFIRM_PATH, { token }),
        });
      },
    },
    plugins: [
      magicLink({
        expiresIn: LINK_SECONDS,
        storeToken: "hashed",
        async sendMagicLink({ email, token, metadata }) {
          const language = isLanguage(metadata?.["language"]) ? metadata["language"] : "en";
          // Our confirmation page, not the library's GET endpoint: a mail scanner that opens the
          // link must not use it up (better-auth#9690).
          await queueMail({
            kind: "sign_in_link",
            dedupeKey: `sign_in_link:${tokenHash(token)}`,
            recipient: email,
            language,
            payload: linkPayload(publicUrl, SIGN_IN_PATH, {
              token,
              next: safeNextPath(metadata?.["next"]),
              lang: language,
            }),
          });
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
