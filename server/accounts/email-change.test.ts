// A new e-mail address: the link goes to the new address only, the address changes when it is
// followed (once), and the orders of the old address follow the account, also when a crash cuts
// the change in two (decision 025).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { alteredToken } from "../auth/altered-token.test-support.ts";
import { EMAIL_CONFIRM_PATH } from "../auth/auth.ts";
import { cleanUpAuth } from "../auth/auth-housekeeping.ts";
import { followSignInLink } from "../auth/sign-in.ts";
import type { Auth } from "../auth/auth.ts";
import type { Db } from "../db/client.ts";
import { orders, pendingEmailChanges, users } from "../db/schema.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import {
  anAccount,
  anOrderFor,
  latestMailTo,
  signedIn,
  testAuth,
  uniqueEmail,
} from "./account-data.test-support.ts";
import { changeAccountAddress, confirmEmailChange, requestEmailChange } from "./email-change.ts";
import { completePendingEmailChanges } from "./pending-email-changes.ts";

/** Asks for a change to a new address and returns the e-mailed link's token. */
async function changeLink(db: Db, auth: Auth, headers: Headers, newEmail: string): Promise<string> {
  await requestEmailChange(auth, headers, newEmail);
  const mail = await latestMailTo(db, newEmail);
  return new URL(String(mail?.payload["url"])).searchParams.get("token") ?? "";
}

const buyerEmailsOf = async (db: Db, ids: string[]) =>
  Promise.all(
    ids.map(async (id) => (await db.select().from(orders).where(eq(orders.id, id)))[0]?.buyerEmail),
  );

describe.each(testDatabaseDrivers())("e-mail change on $kind", (driver) => {
  const database = useTestDatabase(driver);

  it("mails a link to the new address and changes it, moving the orders, only when the link is followed", async () => {
    const { db } = database();
    const auth = testAuth(db);
    const { user, headers } = await signedIn(db, auth);
    const order = await anOrderFor(db, user.email, ["Mia"]);
    const newEmail = uniqueEmail("moved");

    await requestEmailChange(auth, headers, newEmail);
    const mail = await latestMailTo(db, newEmail);
    expect(mail?.kind).toBe("email_change_link");
    const link = new URL(String(mail?.payload["url"]));
    expect(link.pathname).toBe(EMAIL_CONFIRM_PATH);
    const token = link.searchParams.get("token") ?? "";
    const [before] = await db.select().from(users).where(eq(users.id, user.id));
    expect(before?.email).toBe(user.email);

    expect(await confirmEmailChange({ auth, db }, headers, alteredToken(token))).toEqual({
      outcome: "invalid",
    });
    const confirmed = await confirmEmailChange({ auth, db }, headers, token);
    expect(confirmed).toMatchObject({ outcome: "changed", email: newEmail });
    const [after] = await db.select().from(users).where(eq(users.id, user.id));
    expect(after).toMatchObject({ email: newEmail, emailVerified: true });
    const [moved] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(moved?.buyerEmail).toBe(newEmail);
    expect((await auth.api.getSession({ headers }))?.user.email).toBe(newEmail);

    // The same link again changes nothing.
    expect(await confirmEmailChange({ auth, db }, headers, token)).toEqual({ outcome: "invalid" });
  });

  it("signs the account out of every other browser once the change is confirmed, and only then", async () => {
    const { db } = database();
    const auth = testAuth(db);
    const asker = await signedIn(db, auth);
    // The same account open in another browser (a shared computer, the old address's other holder).
    const elsewhere = await signedIn(db, auth, asker.user.email);
    const stranger = await signedIn(db, auth);
    const newEmail = uniqueEmail("moved-alone");
    const token = await changeLink(db, auth, asker.headers, newEmail);

    // A refused link signs nobody out.
    await confirmEmailChange({ auth, db }, asker.headers, alteredToken(token));
    expect((await auth.api.getSession({ headers: elsewhere.headers }))?.user.id).toBe(asker.user.id);

    expect(await confirmEmailChange({ auth, db }, asker.headers, token)).toMatchObject({
      outcome: "changed",
    });
    expect(await auth.api.getSession({ headers: elsewhere.headers })).toBeNull();
    expect((await auth.api.getSession({ headers: asker.headers }))?.user.email).toBe(newEmail);
    expect((await auth.api.getSession({ headers: stranger.headers }))?.user.id).toBe(stranger.user.id);
  });

  it("sends nothing to an address that already has an account, and answers the same", async () => {
    const { db } = database();
    const auth = testAuth(db);
    const { headers } = await signedIn(db, auth);
    const taken = await anAccount(db);
    await expect(requestEmailChange(auth, headers, taken.email)).resolves.toBeUndefined();
    expect(await latestMailTo(db, taken.email)).toBeUndefined();
  });

  it("refuses a link that is not an e-mail change", async () => {
    const { db } = database();
    const auth = testAuth(db);
    expect(await confirmEmailChange({ auth, db }, new Headers(), "not-a-token")).toEqual({
      outcome: "invalid",
    });
  });

  it("finishes a change a crash cut short after the library's step: the orders move once, and again changes nothing", async () => {
    const { db } = database();
    const auth = testAuth(db);
    const { user, headers } = await signedIn(db, auth);
    const first = await anOrderFor(db, user.email, ["Mia"]);
    const second = await anOrderFor(db, user.email, ["Leo"], { paid: false });
    const newEmail = uniqueEmail("crashed");
    const token = await changeLink(db, auth, headers, newEmail);

    // The crash: the library has changed the address, our move of the orders never ran.
    expect(await changeAccountAddress({ auth, db }, headers, token)).toMatchObject({ outcome: "changed" });
    const [account] = await db.select().from(users).where(eq(users.id, user.id));
    expect(account?.email).toBe(newEmail);
    expect(await buyerEmailsOf(db, [first.id, second.id])).toEqual([user.email, user.email]);

    const completed = await completePendingEmailChanges(db);
    expect(completed.filter((change) => change.userId === user.id)).toEqual([
      { userId: user.id, to: newEmail, ordersMoved: 2 },
    ]);
    expect(await buyerEmailsOf(db, [first.id, second.id])).toEqual([newEmail, newEmail]);
    // Run again (a second server, the hourly job): nothing left to do, nothing moves twice.
    expect(await completePendingEmailChanges(db, { userId: user.id })).toEqual([]);
    expect(
      await db.select().from(pendingEmailChanges).where(eq(pendingEmailChanges.userId, user.id)),
    ).toEqual([]);
    expect(await buyerEmailsOf(db, [first.id, second.id])).toEqual([newEmail, newEmail]);
  });

  it("finishes a cut-short change at the next sign-in, and in the hourly housekeeping", async () => {
    const { db } = database();
    const auth = testAuth(db);
    const viaSignIn = await signedIn(db, auth);
    const viaJob = await signedIn(db, auth);
    const signInOrder = await anOrderFor(db, viaSignIn.user.email, ["Mia"]);
    const jobOrder = await anOrderFor(db, viaJob.user.email, ["Leo"]);
    const signInEmail = uniqueEmail("signin");
    const jobEmail = uniqueEmail("job");
    for (const [account, email] of [
      [viaSignIn, signInEmail],
      [viaJob, jobEmail],
    ] as const) {
      const token = await changeLink(db, auth, account.headers, email);
      await changeAccountAddress({ auth, db }, account.headers, token);
    }

    await auth.api.signInMagicLink({
      body: { email: signInEmail, metadata: { language: "en" } },
      headers: new Headers(),
    });
    const link = new URL(String((await latestMailTo(db, signInEmail))?.payload["url"]));
    const signIn = await followSignInLink(
      { db, auth },
      { headers: new Headers(), ip: "192.0.2.77" },
      link.searchParams.get("token") ?? "",
      "en",
    );
    expect(signIn.outcome).toBe("signed_in");
    expect(await buyerEmailsOf(db, [signInOrder.id])).toEqual([signInEmail]);

    await cleanUpAuth(db);
    expect(await buyerEmailsOf(db, [jobOrder.id])).toEqual([jobEmail]);
  });

  it("records nothing for a forged link that names another address as the old one", async () => {
    const { db } = database();
    const auth = testAuth(db);
    const { user, headers } = await signedIn(db, auth);
    const someoneElse = uniqueEmail("someone");
    const theirs = await anOrderFor(db, someoneElse, ["Ana"]);
    const newEmail = uniqueEmail("mine");
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const forged = `${encode({ alg: "HS256" })}.${encode({ email: someoneElse, updateTo: newEmail, userId: user.id, requestType: "change-email-verification" })}.bad`;

    expect(await confirmEmailChange({ auth, db }, headers, forged)).toEqual({ outcome: "invalid" });
    // The real change to that address afterwards moves only the account's own orders.
    const token = await changeLink(db, auth, headers, newEmail);
    expect(await confirmEmailChange({ auth, db }, headers, token)).toMatchObject({ outcome: "changed" });
    expect(await completePendingEmailChanges(db, { userId: user.id })).toEqual([]);
    expect(await buyerEmailsOf(db, [theirs.id])).toEqual([someoneElse]);
  });

  it("leaves nothing pending when the library refuses the link", async () => {
    const { db } = database();
    const auth = testAuth(db);
    const { user, headers } = await signedIn(db, auth);
    const token = await changeLink(db, auth, headers, uniqueEmail("refused"));
    const [, payload = ""] = token.split(".");
    const altered = `${token.split(".")[0]}.${payload}.${"A".repeat(43)}`;
    expect(await confirmEmailChange({ auth, db }, headers, altered)).toEqual({ outcome: "invalid" });
    expect(
      await db.select().from(pendingEmailChanges).where(eq(pendingEmailChanges.userId, user.id)),
    ).toEqual([]);
  });
});
