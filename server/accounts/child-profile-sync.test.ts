// Saved child profiles from paid orders: made once per film (a deleted profile stays deleted),
// refreshed by a later film for the same child, never from unpaid orders or other buyers' orders.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { childProfiles, films, users } from "../db/schema.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { anAccount, anOrderFor, TEST_PUBLIC_URL, uniqueEmail } from "./account-data.test-support.ts";
import { confirmPayment } from "../payments/take-payment.ts";
import { syncChildProfiles } from "./child-profile-sync.ts";
import { deleteChildProfile, listChildProfiles } from "./profile.repository.ts";

describe.each(testDatabaseDrivers())("child profile sync on $kind", (driver) => {
  const database = useTestDatabase(driver);

  it("makes one profile a child from the paid orders placed with the account's address, in any case", async () => {
    const { db } = database();
    const email = uniqueEmail("sync");
    await anOrderFor(db, email.toUpperCase(), ["Mia", "Leo"], { age: 6 });
    await anOrderFor(db, email, ["Unpaid"], { paid: false });
    await anOrderFor(db, uniqueEmail("stranger"), ["Stranger"]);
    // How the parent said Mia's name on the order goes into her profile (decision 071).
    await db.update(films).set({ namePronunciation: "Mee-ah" }).where(eq(films.childName, "Mia"));
    const user = await anAccount(db, email);

    expect(await syncChildProfiles(db, user)).toEqual({ created: 2, refreshed: 0 });
    const profiles = await listChildProfiles(db, user.id);
    expect(profiles.map((profile) => profile.childName)).toEqual(["Leo", "Mia"]);
    expect(profiles[1]).toMatchObject({
      age: 6,
      ageYear: new Date().getUTCFullYear(),
      eyeColour: "blue",
      hairColour: "other",
      hairColourOther: "auburn",
      namePronunciation: "Mee-ah",
    });
    expect(profiles[0]).toMatchObject({ childName: "Leo", namePronunciation: null });
    // Nothing new: nothing changes.
    expect(await syncChildProfiles(db, user)).toEqual({ created: 0, refreshed: 0 });
  });

  it("does not make a deleted profile again from the same film, but a later film brings the child back", async () => {
    const { db } = database();
    const user = await anAccount(db);
    await anOrderFor(db, user.email, ["Mia"]);
    await syncChildProfiles(db, user);
    const [mia] = await listChildProfiles(db, user.id);
    expect(await deleteChildProfile(db, user.id, mia!.id)).toBe(true);

    await syncChildProfiles(db, user);
    expect(await listChildProfiles(db, user.id)).toEqual([]);

    // The payment itself offers the film's child to the account of the buyer's address.
    await anOrderFor(db, user.email, ["Mia"], { age: 7 });
    expect((await listChildProfiles(db, user.id)).map((profile) => profile.age)).toEqual([7]);
    expect(await syncChildProfiles(db, user)).toEqual({ created: 0, refreshed: 0 });
  });

  it("refreshes a child's profile from a later film for the same name, whatever its case", async () => {
    const { db } = database();
    const user = await anAccount(db);
    await anOrderFor(db, user.email, ["Mia"], { age: 5 });
    await syncChildProfiles(db, user);
    await anOrderFor(db, user.email, ["MIA"], { age: 6 });

    const profiles = await listChildProfiles(db, user.id);
    expect(profiles).toHaveLength(1);
    expect(profiles[0]).toMatchObject({ childName: "MIA", age: 6 });
  });

  it("remembers how far it went in users.child_profiles_synced_at, the latest payment it read", async () => {
    const { db } = database();
    const user = await anAccount(db);
    const paid = await anOrderFor(db, user.email, ["Mia"]);
    await syncChildProfiles(db, user);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row?.childProfilesSyncedAt?.getTime()).toBe(paid.paidAt?.getTime());
    const all = await db.select().from(childProfiles).where(eq(childProfiles.userId, user.id));
    expect(all).toHaveLength(1);
  });
});

describe.each(testDatabaseDrivers())("child profiles offered at payment on $kind", (driver) => {
  const database = useTestDatabase(driver);

  it("offers a paid film's child at once to the account of the buyer's address, none before payment", async () => {
    const { db } = database();
    const user = await anAccount(db);
    const unpaid = await anOrderFor(db, user.email.toUpperCase(), ["Mia"], { paid: false });
    expect(await listChildProfiles(db, user.id)).toEqual([]);
    await confirmPayment(
      { db, publicUrl: TEST_PUBLIC_URL, production: { mode: "manual" } },
      { orderId: unpaid.id, externalEventId: `test_evt_${unpaid.id}` },
    );
    expect((await listChildProfiles(db, user.id)).map((profile) => profile.childName)).toEqual(["Mia"]);
  });
});
