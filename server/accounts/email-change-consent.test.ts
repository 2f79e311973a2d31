// Whose consent an address change needs (decision 041): the mail names the account that asked;
// only a browser signed in to that account can confirm; an address with orders of its own is not
// taken over, and its orders stay with it.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Auth } from "../auth/auth.ts";
import type { Db } from "../db/client.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { orders, users } from "../db/schema.ts";
import { anOrderFor, latestMailTo, signedIn, testAuth, uniqueEmail } from "./account-data.test-support.ts";
import { confirmEmailChange, emailChangeOffer, requestEmailChange } from "./email-change.ts";

async function changeMail(db: Db, auth: Auth, headers: Headers, newEmail: string) {
  await requestEmailChange(auth, headers, newEmail);
  const mail = await latestMailTo(db, newEmail);
  const token = new URL(String(mail?.payload["url"])).searchParams.get("token") ?? "";
  return { payload: mail?.payload, token };
}

const addressOf = async (db: Db, userId: string) =>
  (await db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]?.email;

describe.each(testDatabaseDrivers())("whose consent an e-mail change needs, on $kind", (driver) => {
  const database = useTestDatabase(driver);

  it("names the asking account in the mail and on the link's page", async () => {
    const { db } = database();
    const auth = testAuth(db);
    const { user, headers } = await signedIn(db, auth);
    const newEmail = uniqueEmail("named");
    const { payload, token } = await changeMail(db, auth, headers, newEmail);
    expect(payload?.["account"]).toBe(user.email);

    const named = { account: user.email, address: newEmail };
    expect(await emailChangeOffer({ auth, db }, headers, token)).toEqual({ outcome: "confirm", ...named });
    expect(await emailChangeOffer({ auth, db }, new Headers(), token)).toEqual({
      outcome: "not_signed_in",
      ...named,
    });
    expect(await emailChangeOffer({ auth, db }, headers, "not-a-token")).toEqual({ outcome: "invalid" });
  });

  it("changes nothing when the link is followed without the asking account's session, or in another account's", async () => {
    const { db } = database();
    const auth = testAuth(db);
    const asker = await signedIn(db, auth);
    const owner = await signedIn(db, auth, uniqueEmail("owner-of-another-account"));
    const newEmail = uniqueEmail("someone-else");
    const { token } = await changeMail(db, auth, asker.headers, newEmail);

    expect(await confirmEmailChange({ auth, db }, new Headers(), token)).toEqual({
      outcome: "not_signed_in",
    });
    expect(await confirmEmailChange({ auth, db }, owner.headers, token)).toEqual({
      outcome: "not_signed_in",
    });
    expect(await addressOf(db, asker.user.id)).toBe(asker.user.email);

    // The same link, followed signed in to the asking account, still works.
    expect(await confirmEmailChange({ auth, db }, asker.headers, token)).toMatchObject({
      outcome: "changed",
    });
    expect(await addressOf(db, asker.user.id)).toBe(newEmail);
  });

  it("does not take over an address with orders of its own: they stay with it, out of the account", async () => {
    const { db } = database();
    const auth = testAuth(db);
    const { user, headers } = await signedIn(db, auth);
    const mine = await anOrderFor(db, user.email, ["Mia"]);
    const newEmail = uniqueEmail("has-ordered");
    const theirs = await anOrderFor(db, newEmail, ["Ana"]);
    const { token } = await changeMail(db, auth, headers, newEmail);

    expect(await emailChangeOffer({ auth, db }, headers, token)).toEqual({
      outcome: "address_has_orders",
      account: user.email,
      address: newEmail,
    });
    expect(await confirmEmailChange({ auth, db }, headers, token)).toEqual({ outcome: "address_has_orders" });
    expect(await addressOf(db, user.id)).toBe(user.email);
    const buyers = await db.select({ id: orders.id, buyerEmail: orders.buyerEmail }).from(orders);
    expect(buyers.find((order) => order.id === theirs.id)?.buyerEmail).toBe(newEmail);
    expect(buyers.find((order) => order.id === mine.id)?.buyerEmail).toBe(user.email);
    expect((await auth.api.getSession({ headers }))?.user.email).toBe(user.email);
  });
});
