// The sign-in link and the session against a real database (PGlite and PostgreSQL): the link goes
// through our outbox with only a hash stored, works once and for 15 minutes, and a session ends
// when it expires or is signed out.
import { createHash } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../db/client.ts";
import { authSessions, authVerifications, outbox, users } from "../db/schema.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { accountMailQueue } from "./account-mail.ts";
import { alteredToken } from "./altered-token.test-support.ts";
import { createAuth, SIGN_IN_PATH } from "./auth.ts";
import { signInLinkAddress } from "./sign-in.ts";

const PUBLIC_URL = "http://shop.test";

function authOn(db: Db) {
  return createAuth({
    db,
    publicUrl: PUBLIC_URL,
    secret: "a-test-secret-that-is-long-enough-for-hmac",
    queueMail: accountMailQueue(db, () => {}),
  });
}

const browserHeaders = () => new Headers({ "user-agent": "vitest", origin: PUBLIC_URL });

async function linkFor(db: Db, auth: ReturnType<typeof authOn>, email: string, language = "en") {
  await auth.api.signInMagicLink({
    body: { email, metadata: { language, next: "/account?tab=profile" } },
    headers: browserHeaders(),
  });
  const [row] = await db
    .select()
    .from(outbox)
    .where(sql`lower(${outbox.recipient}) = ${email.toLowerCase()}`)
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  if (!row) throw new Error("no sign-in e-mail in the outbox");
  return { row, url: new URL(String(row.payload["url"])) };
}

async function verify(auth: ReturnType<typeof authOn>, token: string) {
  return auth.api.magicLinkVerify({ query: { token }, headers: browserHeaders(), returnHeaders: true }).then(
    ({ headers }) =>
      headers
        .getSetCookie()
        .map((cookie) => cookie.split(";")[0])
        .join("; "),
    () => undefined,
  );
}

describe.each(testDatabaseDrivers())("sign-in by e-mail link on $kind", (driver) => {
  const database = useTestDatabase(driver);

  it("mails our confirmation page in the asked language and stores only a hash of the token", async () => {
    const { db } = database();
    const auth = authOn(db);
    const { row, url } = await linkFor(db, auth, "Ana@Example.com", "es");
    expect(row.kind).toBe("sign_in_link");
    expect(row.language).toBe("es");
    expect(url.origin + url.pathname).toBe(`${PUBLIC_URL}${SIGN_IN_PATH}`);
    expect(url.searchParams.get("next")).toBe("/account?tab=profile");
    const token = url.searchParams.get("token") ?? "";
    // 32 letters of 52: about 182 bits.
    expect(token).toMatch(/^[A-Za-z]{32,}$/);
    const hash = createHash("sha256").update(token).digest("base64url");
    const [stored] = await db
      .select()
      .from(authVerifications)
      .where(eq(authVerifications.identifier, `magic-link:${hash}`));
    expect(stored).toBeDefined();
    expect(JSON.stringify(await db.select().from(authVerifications))).not.toContain(token);
    const lifetime = (stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 1000;
    expect(lifetime).toBeGreaterThan(895);
    expect(lifetime).toBeLessThan(905);
  });

  it("names the address a link signs into without using it, and nothing once it is used or expired", async () => {
    const { db } = database();
    const auth = authOn(db);
    const email = "noa@example.com";
    const token = (await linkFor(db, auth, email)).url.searchParams.get("token") ?? "";
    expect(await signInLinkAddress(db, token)).toBe(email);
    // Reading it twice used nothing: the link still signs in, once.
    expect(await signInLinkAddress(db, token)).toBe(email);
    expect(await signInLinkAddress(db, alteredToken(token))).toBeUndefined();
    expect(await verify(auth, token)).toMatch(/sf\.session_token=/);
    expect(await signInLinkAddress(db, token)).toBeUndefined();

    const expired = (await linkFor(db, auth, email)).url.searchParams.get("token") ?? "";
    const expiredHash = createHash("sha256").update(expired).digest("base64url");
    await db
      .update(authVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authVerifications.identifier, `magic-link:${expiredHash}`));
    expect(await signInLinkAddress(db, expired)).toBeUndefined();
  });

  it("signs in once: the same token again, an altered one or an expired one is refused", async () => {
    const { db } = database();
    const auth = authOn(db);
    const first = (await linkFor(db, auth, "once@example.com")).url.searchParams.get("token")!;
    const cookie = await verify(auth, first);
    expect(cookie).toMatch(/^sf\.session_token=/);
    const [user] = await db.select().from(users).where(eq(users.email, "once@example.com"));
    expect(user?.emailVerified).toBe(true);
    expect(await verify(auth, first)).toBeUndefined();

    const second = (await linkFor(db, auth, "once@example.com")).url.searchParams.get("token")!;
    const altered = alteredToken(second);
    expect(await verify(auth, altered)).toBeUndefined();

    await db.update(authVerifications).set({ expiresAt: sql`now() - interval '1 second'` });
    expect(await verify(auth, second)).toBeUndefined();
  });

  it("gives each sign-in its own session, and an expired or signed-out session opens nothing", async () => {
    const { db } = database();
    const auth = authOn(db);
    const cookieA = await verify(
      auth,
      (await linkFor(db, auth, "two@example.com")).url.searchParams.get("token")!,
    );
    const cookieB = await verify(
      auth,
      (await linkFor(db, auth, "two@example.com")).url.searchParams.get("token")!,
    );
    expect(cookieA).not.toBe(cookieB);
    const session = (cookie: string | undefined) =>
      auth.api.getSession({ headers: new Headers({ cookie: cookie ?? "" }) });
    expect((await session(cookieA))?.user.email).toBe("two@example.com");

    await auth.api.signOut({ headers: new Headers({ cookie: cookieA ?? "" }) });
    expect(await session(cookieA)).toBeNull();
    expect(await session(cookieB)).not.toBeNull();

    await db
      .update(authSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`true`);
    expect(await session(cookieB)).toBeNull();
  });

  it("answers the same for an address with and without an account", async () => {
    const { db } = database();
    const auth = authOn(db);
    await verify(auth, (await linkFor(db, auth, "known@example.com")).url.searchParams.get("token")!);
    const known = await auth.api.signInMagicLink({
      body: { email: "known@example.com" },
      headers: browserHeaders(),
    });
    const unknown = await auth.api.signInMagicLink({
      body: { email: "unknown@example.com" },
      headers: browserHeaders(),
    });
    expect(known).toEqual(unknown);
  });
});
