// The Profile tab's queries, with the authorization rule they carry: a child profile or an order is
// reached only through the account it belongs to.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { childProfileSchema } from "#domain/profile-schema.ts";
import { orders, users } from "../db/schema.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { anAccount, anOrderFor } from "./account-data.test-support.ts";
import { moveOrdersToEmail } from "../orders/order-ownership.repository.ts";
import { syncChildProfiles } from "./child-profile-sync.ts";
import {
  deleteChildProfile,
  findChildProfile,
  listChildProfiles,
  updateChildProfile,
  updateProfile,
} from "./profile.repository.ts";

const details = (childName: string, age = 8) =>
  childProfileSchema.parse({
    childName,
    age,
    eyeColour: { choice: "other", other: "amber" },
    hairColour: { choice: "red" },
  });

describe.each(testDatabaseDrivers())("profile repository on $kind", (driver) => {
  const database = useTestDatabase(driver);

  async function accountWithChildren(names: string[]) {
    const { db } = database();
    const user = await anAccount(db);
    await anOrderFor(db, user.email, names);
    await syncChildProfiles(db, user);
    return { user, profiles: await listChildProfiles(db, user.id) };
  }

  it("saves the Full Name and phone", async () => {
    const { db } = database();
    const user = await anAccount(db);
    await updateProfile(db, user.id, { name: "Ada Lovelace", phone: "+13055550142" });
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: "Ada Lovelace", phone: "+13055550142", email: user.email });
  });

  it("edits a profile: the new age counts from the year given, the name stays one per child", async () => {
    const { db } = database();
    const { user, profiles } = await accountWithChildren(["Mia", "Leo"]);
    const mia = profiles.find((profile) => profile.childName === "Mia")!;

    const saved = await updateChildProfile(db, user.id, mia.id, details("Mia Rose", 9), 2031);
    expect(saved).toMatchObject({
      outcome: "saved",
      profile: { childName: "Mia Rose", age: 9, ageYear: 2031, eyeColour: "other", eyeColourOther: "amber" },
    });
    expect(await updateChildProfile(db, user.id, mia.id, details("leo"), 2031)).toEqual({
      outcome: "name_taken",
    });
  });

  it("never reads, edits or deletes another account's child profile", async () => {
    const { db } = database();
    const owner = await accountWithChildren(["Mia"]);
    const stranger = await accountWithChildren(["Zoe"]);
    const mia = owner.profiles[0]!;

    expect(await findChildProfile(db, stranger.user.id, mia.id)).toBeUndefined();
    expect(await updateChildProfile(db, stranger.user.id, mia.id, details("Hacked"), 2030)).toEqual({
      outcome: "not_found",
    });
    expect(await deleteChildProfile(db, stranger.user.id, mia.id)).toBe(false);
    expect(await findChildProfile(db, owner.user.id, mia.id)).toMatchObject({ childName: "Mia" });

    // Ids that are not ids are simply not found, not a database error.
    expect(await findChildProfile(db, owner.user.id, "1 or 1=1")).toBeUndefined();
    expect(await deleteChildProfile(db, owner.user.id, "")).toBe(false);

    expect(await deleteChildProfile(db, owner.user.id, mia.id)).toBe(true);
    expect(await deleteChildProfile(db, owner.user.id, mia.id)).toBe(false);
  });

  it("moves the orders of an old address to the new one", async () => {
    const { db } = database();
    const user = await anAccount(db);
    const order = await anOrderFor(db, user.email.toUpperCase(), ["Mia"]);
    expect(await moveOrdersToEmail(db, user.email, "new-address@example.com")).toBe(1);
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.buyerEmail).toBe("new-address@example.com");
  });
});
