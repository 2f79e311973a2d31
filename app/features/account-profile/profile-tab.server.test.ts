// The Profile tab's actions as the account page calls them: another customer's child profile id
// can be neither edited nor deleted, errors come back with what was typed, deletion asks twice.
import { describe, expect, it } from "vitest";
import { randomInt } from "node:crypto";
import {
  accountRows,
  advanceOrder,
  anOrderFor,
  latestMailTo,
  signedIn,
  testAuth,
  uniqueEmail,
} from "#server/accounts/account-data.test-support.ts";
import { listChildProfiles } from "#server/accounts/profile.repository.ts";
import { testDatabaseDrivers, useTestDatabase } from "#server/db/databases.test-support.ts";
import type { Services } from "#server/services.ts";
import type { FileStorage } from "#server/storage/file-storage.ts";
import { loadProfile, profileAction } from "./profile-tab.server.ts";
import type { AccountUser } from "../../shared/session.server.ts";

const noFiles: FileStorage = {
  newKey: (prefix) => `${prefix}/unused`,
  put: async () => ({ bytes: 0 }),
  read: async () => undefined,
  size: async () => undefined,
  delete: async () => {},
  list: async function* () {},
  freeBytes: async () => Number.POSITIVE_INFINITY,
};

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe.each(testDatabaseDrivers())("profile actions on $kind", (driver) => {
  const database = useTestDatabase(driver);

  async function customer(children: string[]) {
    const { db } = database();
    const auth = testAuth(db);
    const shop = { db, auth, storage: noFiles } as unknown as Services;
    const { user, headers } = await signedIn(db, auth);
    const order = await anOrderFor(db, user.email, children);
    const account: AccountUser = { id: user.id, email: user.email, name: "", phone: null, language: "en" };
    const profile = await loadProfile(shop, account);
    const request = new Request("http://shop.test/account?tab=profile", { method: "POST", headers });
    return { shop, user: account, profile, request, order };
  }

  it("saves the profile, or answers with the errors and what was typed", async () => {
    const { db } = database();
    const { shop, user, request } = await customer(["Mia"]);
    const typed = { intent: "profile.save", fullName: "Ada", email: user.email, phone: "555 0142" };
    expect(await profileAction(shop, user, form(typed), request)).toEqual({
      intent: "profile.save",
      outcome: "invalid",
      values: { fullName: "Ada", email: user.email, phone: "555 0142" },
      errors: { phone: "account.profile.error.phone" },
    });
    const saved = await profileAction(shop, user, form({ ...typed, phone: "+1 305 555 0142" }), request);
    expect(saved).toEqual({ intent: "profile.save", outcome: "saved", emailSentTo: null });
    const [row] = await accountRows(db, user.id);
    expect(row).toMatchObject({ name: "Ada", phone: "+13055550142" });
  });

  it("loads the profiles made from paid orders with today's age", async () => {
    const { profile } = await customer(["Mia"]);
    expect(profile.childProfiles).toMatchObject([{ childName: "Mia", age: 6, eyeColour: "blue" }]);
  });

  it("refuses to edit or delete another customer's child profile", async () => {
    const { db } = database();
    const owner = await customer(["Mia"]);
    const stranger = await customer(["Zoe"]);
    const mia = owner.profile.childProfiles[0]!;
    const edit = {
      intent: "child.save",
      id: mia.id,
      childName: "Hacked",
      age: "9",
      eyeColour: "blue",
      hairColour: "red",
    };
    const notFound = (intent: string) => ({ intent, outcome: "not_found" });
    expect(await profileAction(stranger.shop, stranger.user, form(edit), stranger.request)).toEqual(
      notFound("child.save"),
    );
    for (const confirm of ["", "yes"]) {
      expect(
        await profileAction(
          stranger.shop,
          stranger.user,
          form({ intent: "child.delete", id: mia.id, confirm }),
          stranger.request,
        ),
      ).toEqual(notFound("child.delete"));
    }
    expect((await listChildProfiles(db, owner.user.id)).map((profile) => profile.childName)).toEqual(["Mia"]);
  });

  it("edits with the order form's limits and deletes only after the second press", async () => {
    const { db } = database();
    const { shop, user, profile, request } = await customer(["Mia"]);
    const id = profile.childProfiles[0]!.id;
    const wrong = {
      intent: "child.save",
      id,
      childName: "Mia",
      age: "200",
      eyeColour: "other",
      hairColour: "red",
      namePronunciation: "Mee<ah>",
    };
    expect(await profileAction(shop, user, form(wrong), request)).toMatchObject({
      outcome: "invalid",
      id,
      values: { age: "200", namePronunciation: "Mee<ah>" },
      errors: {
        age: "order.error.age",
        eyeColourOther: "order.error.required",
        // The order form's rule for how the name is said (decision 071).
        namePronunciation: "order.error.respelling",
      },
    });
    const right = { ...wrong, age: "7", eyeColourOther: "amber", namePronunciation: " Mee-ah " };
    expect(await profileAction(shop, user, form(right), request)).toEqual({
      intent: "child.save",
      outcome: "saved",
      childName: "Mia",
    });
    expect(await listChildProfiles(db, user.id)).toMatchObject([
      { childName: "Mia", namePronunciation: "Mee-ah" },
    ]);
    expect((await loadProfile(shop, user)).childProfiles[0]).toMatchObject({ namePronunciation: "Mee-ah" });

    expect(await profileAction(shop, user, form({ intent: "child.delete", id }), request)).toEqual({
      intent: "child.delete",
      outcome: "confirm",
      id,
      childName: "Mia",
    });
    expect(await listChildProfiles(db, user.id)).toHaveLength(1);
    expect(
      await profileAction(shop, user, form({ intent: "child.delete", id, confirm: "yes" }), request),
    ).toEqual({ intent: "child.delete", outcome: "deleted", childName: "Mia" });
    expect(await listChildProfiles(db, user.id)).toEqual([]);
  });

  it("deletes the account only when its own address is typed on the second step, then signs out", async () => {
    const { db } = database();
    const { shop, user, request, order } = await customer(["Mia"]);
    await advanceOrder(db, order.id, "delivered");
    expect(await profileAction(shop, user, form({ intent: "account.delete" }), request)).toEqual({
      intent: "account.delete",
      outcome: "confirm",
      typed: "",
      onTheirWay: [],
    });
    const mistyped = form({ intent: "account.delete", confirmEmail: "someone@example.com" });
    expect(await profileAction(shop, user, mistyped, request)).toMatchObject({
      error: "account.delete.error.email",
    });
    expect(await accountRows(db, user.id)).toHaveLength(1);

    const typed = form({ intent: "account.delete", confirmEmail: ` ${user.email.toUpperCase()} ` });
    const response = await profileAction(shop, user, typed, request);
    expect(response).toBeInstanceOf(Response);
    const redirect = response as Response;
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get("location")).toBe("/account?logged-out&account-deleted");
    expect(redirect.headers.getSetCookie().join()).toMatch(/sf\.session_token=;.*Max-Age=0/);
    expect(await accountRows(db, user.id)).toEqual([]);
  });

  it("holds the deletion back while a paid film is on its way, saying which order and what to do", async () => {
    const { db } = database();
    const { shop, user, request, order } = await customer(["Mia"]);
    const onTheirWay = [{ reference: order.reference, state: "paid" }];
    expect(await profileAction(shop, user, form({ intent: "account.delete" }), request)).toMatchObject({
      outcome: "confirm",
      onTheirWay,
    });
    // The address typed anyway (a form opened before the payment) deletes nothing.
    const typed = form({ intent: "account.delete", confirmEmail: user.email });
    expect(await profileAction(shop, user, typed, request)).toMatchObject({ outcome: "confirm", onTheirWay });
    expect(await accountRows(db, user.id)).toHaveLength(1);

    await advanceOrder(db, order.id, "delivered");
    expect(await profileAction(shop, user, typed, request)).toBeInstanceOf(Response);
    expect(await accountRows(db, user.id)).toEqual([]);
  });

  it("limits address changes per account and per connection, each refusal saying which", async () => {
    const { db } = database();
    // A connection of its own, so other tests' hits do not count here.
    const ip = `198.51.100.${randomInt(1, 255)}`;
    const from = async (account: Awaited<ReturnType<typeof customer>>, address: string) => {
      const headers = new Headers(account.request.headers);
      headers.set("x-client-ip", address);
      const request = new Request(account.request.url, { method: "POST", headers });
      const email = uniqueEmail("new");
      const typed = { intent: "profile.save", fullName: "Ada", email, phone: "" };
      return { email, result: await profileAction(account.shop, account.user, form(typed), request) };
    };
    const first = await customer(["Mia"]);
    for (let change = 1; change <= 5; change += 1) {
      const { email, result } = await from(first, ip);
      expect(result).toMatchObject({ outcome: "saved", emailSentTo: email });
    }
    const sixth = await from(first, ip);
    expect(sixth.result).toMatchObject({ errors: { email: "account.profile.error.tooManyChanges" } });
    expect(await latestMailTo(db, sixth.email)).toBeUndefined();

    // The same connection signed in to another account: four more, then the connection's limit.
    const second = await customer(["Mia"]);
    for (let change = 1; change <= 4; change += 1) {
      expect((await from(second, ip)).result).toMatchObject({ outcome: "saved" });
    }
    const eleventh = await from(second, ip);
    expect(eleventh.result).toMatchObject({
      errors: { email: "account.profile.error.tooManyFromConnection" },
    });
    expect(await latestMailTo(db, eleventh.email)).toBeUndefined();
    // That account elsewhere is still within its own limit.
    expect((await from(second, `203.0.113.${randomInt(1, 255)}`)).result).toMatchObject({ outcome: "saved" });
  });
});
