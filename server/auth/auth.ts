// Sign-in by e-mail link and server-side sessions through better-auth (decision 005). Only our
// routes call it, through `auth.api.*` on the server: no /api/auth handler is mounted, so its JSON
// and GET endpoints are unreachable and every page keeps working without JavaScript.
import { createHash } from "node:crypto";
import { betterAuth } from "better-auth/minimal";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { magicLink } from "better-auth/plugins/magic-link";
import { ACCOUNT_LINK_MINUTES, SESSION_DAYS, safeNextPath } from "#domain/account.ts";
import { isLanguage, type Language } from "#domain/language.ts";
import type { Db } from "../db/client.ts";
import type { AccountLinkPayload, EmailChangeLinkPayload } from "../mail/mail-kinds.ts";
import { AUTH_TABLES, emailOfUser } from "./auth.repository.ts";
import { emailChangeOf } from "./email-change-token.ts";

interface AccountMailOf<Kind, Payload> {
  kind: Kind;
  /** One row per link: a hash of its token, never the token itself. */
  dedupeKey: string;
  recipient: string;
  language: Language;
  payload: Payload;
}

export type AccountMail =
  | AccountMailOf<"sign_in_link", AccountLinkPayload>
  | AccountMailOf<"email_change_link", EmailChangeLinkPayload>;

export interface AuthOptions {
  db: Db;
  publicUrl: string;
  secret: string;
  /** Writes the e-mail to the outbox and wakes the mailer. */
  queueMail(mail: AccountMail): Promise<void>;
}

const LINK_SECONDS = ACCOUNT_LINK_MINUTES * 60;

export const SIGN_IN_PATH = "/account/sign-in";
/** better-auth's path for following a sign-in link, as its hooks see it. */
const MAGIC_LINK_VERIFY = "/magic-link/verify";
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
    // Ours (server/rate-limits/rate-limit.ts) counts per e-mail as well as per address; the library's only
    // runs in the HTTP handler we do not mount.
    rateLimit: { enabled: false },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: AUTH_TABLES,
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
    session: {
      expiresIn: SESSION_DAYS * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
      additionalFields: { signedInEmail: { type: "string", required: false, input: false } },
    },
    databaseHooks: {
      session: {
        create: {
          // A session remembers the address its sign-in link went to; one begun any other way
          // remembers none. The console asks for it (decision 041).
          async before(session, context) {
            if (context?.path !== MAGIC_LINK_VERIFY) return { data: { ...session, signedInEmail: null } };
            return { data: { ...session, signedInEmail: (await emailOfUser(db, session.userId)) ?? null } };
          },
        },
      },
    },
    emailVerification: {
      expiresIn: LINK_SECONDS,
      async sendVerificationEmail({ user, token }) {
        // Only e-mail changes verify an address here: a sign-in link already proves it.
        const stored = (user as { language?: unknown }).language;
        const language = isLanguage(stored) ? stored : "en";
        const change = emailChangeOf(token);
        if (!change) throw new Error("an e-mail change link without the change it makes");
        await queueMail({
          kind: "email_change_link",
          dedupeKey: `email_change_link:${tokenHash(token)}`,
          recipient: user.email,
          language,
          // The mail names the account that asked, so its reader knows whom they would let in;
          // its page opens in the mail's language, in whichever browser.
          payload: {
            ...linkPayload(publicUrl, EMAIL_CONFIRM_PATH, { token, lang: language }),
            account: change.from,
          },
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
