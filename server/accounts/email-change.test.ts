// A new e-mail address: the link goes to the new address only, the address changes when it is
// followed (once), and the orders of the old address follow the account.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { EMAIL_CONFIRM_PATH } from "../auth/auth.ts";
import { orders, users } from "../db/schema.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import {
  anAccount,
  anOrderFor,
  latestMailTo,
  signedIn,
  testAuth,
  uniqueEmail,
} from "./account-data.test-support.ts";
import { confirmEmailChange, requestEmailChange } from "./email-change.ts";

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

    expect(await confirmEmailChange({ auth, db }, new Headers(), `${token.slice(0, -2)}xx`)).toEqual({
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
});
