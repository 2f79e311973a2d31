// The order form filled from the customer's own saved child or earlier order, never another's.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { anAccount, anOrderFor } from "../accounts/account-data.test-support.ts";
import { childDraft } from "#domain/child-details.ts";
import { CHILD_PROFILE_DETAILS } from "#domain/profile-schema.ts";
import { syncChildProfiles } from "../accounts/child-profile-sync.ts";
import { saveChild } from "../accounts/edit-child-profiles.ts";
import { listChildProfiles } from "../accounts/profile.repository.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { films } from "../db/schema.ts";
import { prefilledFilms } from "./order-prefill.ts";

describe.each(testDatabaseDrivers())("order prefill on $kind", (driver) => {
  const database = useTestDatabase(driver);

  it("fills a film from a saved child profile, with the age grown since", async () => {
    const { db } = database();
    const user = await anAccount(db);
    await anOrderFor(db, user.email, ["Mia"], { age: 6 });
    await syncChildProfiles(db, user);
    const [saved] = await listChildProfiles(db, user.id);
    // How the parent says the name, kept in the profile, fills the film's field too (decision 071).
    await saveChild({ db }, user, saved!.id, {
      ...childDraft(saved!, CHILD_PROFILE_DETAILS),
      namePronunciation: "Mee-ah",
    });
    const [mia] = await listChildProfiles(db, user.id);
    const year = new Date().getUTCFullYear();

    expect(await prefilledFilms({ db }, user, { child: mia!.id }, "es", year + 2)).toEqual([
      expect.objectContaining({
        childName: "Mia",
        namePronunciation: "Mee-ah",
        age: "8",
        eyeColour: "blue",
        hairColour: "other",
        hairColourOther: "auburn",
        language: "es",
        wishes: "",
        photos: [],
      }),
    ]);
  });

  it("fills one film per child of the account's own earlier order", async () => {
    const { db } = database();
    const user = await anAccount(db);
    const order = await anOrderFor(db, user.email, ["Mia", "Leo"], { paid: false });
    await db
      .update(films)
      .set({ namePronunciation: "Mee-ah" })
      .where(and(eq(films.orderId, order.id), eq(films.childName, "Mia")));
    const again = await prefilledFilms({ db }, user, { again: order.reference.toLowerCase() }, "en");
    expect(again.map((film) => [film.childName, film.namePronunciation, film.age, film.language])).toEqual([
      ["Mia", "Mee-ah", "6", "en"],
      ["Leo", "", "6", "es"],
    ]);
  });

  it("fills nothing from another customer's profile or order", async () => {
    const { db } = database();
    const owner = await anAccount(db);
    const order = await anOrderFor(db, owner.email, ["Mia"]);
    await syncChildProfiles(db, owner);
    const [mia] = await listChildProfiles(db, owner.id);
    const stranger = await anAccount(db);

    expect(await prefilledFilms({ db }, stranger, { child: mia!.id }, "en")).toEqual([]);
    expect(await prefilledFilms({ db }, stranger, { again: order.reference }, "en")).toEqual([]);
    expect(await prefilledFilms({ db }, stranger, { child: "not-an-id" }, "en")).toEqual([]);
  });
});
