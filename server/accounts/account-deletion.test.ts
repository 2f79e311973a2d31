// "Delete my account": the account, its sessions and child profiles, its orders' photos (rows and
// files) and personal details go; the minimal order record stays; other accounts are untouched. A
// film paid for and not delivered yet holds the deletion back until it has arrived.
import { access, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { authSessions, childProfiles, films, orderEvents, outbox, photos, users } from "../db/schema.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { findReadyFilm } from "../films/film-renders.repository.ts";
import { makeFilmReady } from "../films/ready-film.test-support.ts";
import { findOrder } from "../orders/order-loaders.repository.ts";
import { filmDeletedOn } from "../retention/film-availability.ts";
import { createDiskStorage } from "../storage/disk-storage.ts";
import {
  advanceOrder,
  aPhotoOn,
  anAccount,
  anOrderFor,
  signedIn,
  testAuth,
} from "./account-data.test-support.ts";
import { deleteAccount, ERASED } from "./account-deletion.ts";
import { syncChildProfiles } from "./child-profile-sync.ts";

const storageRoot = await mkdtemp(path.join(tmpdir(), "account-deletion-"));
afterAll(() => rm(storageRoot, { recursive: true, force: true }));
const exists = (key: string) =>
  access(path.join(storageRoot, key)).then(
    () => true,
    () => false,
  );

describe.each(testDatabaseDrivers())("account deletion on $kind", (driver) => {
  const database = useTestDatabase(driver);

  it("deletes personal data, photos and files, and keeps each order's reference, dates, amounts and state", async () => {
    const { db } = database();
    const storage = createDiskStorage(storageRoot);
    const auth = testAuth(db);
    const { user, headers } = await signedIn(db, auth);
    const paid = await anOrderFor(db, user.email, ["Mia"]);
    await advanceOrder(db, paid.id, "delivered");
    const unpaid = await anOrderFor(db, user.email, ["An"], { paid: false });
    await db.insert(orderEvents).values({
      orderId: paid.id,
      type: "correction",
      data: { from: { childName: "Mia" }, to: { childName: "Mia Rose" }, by: user.email, note: "cancelled" },
    });
    const film = (await findOrder(db, { reference: paid.reference }))!.films[0]!;
    await db.update(films).set({ namePronunciation: "Mee-ah" }).where(eq(films.id, film.id));
    const photo = await aPhotoOn(db, storage, film.id);
    await syncChildProfiles(db, user);
    // The saved child's spelling of the name goes with the profile's row (decision 071).
    await db
      .update(childProfiles)
      .set({ namePronunciation: "Mee-ah" })
      .where(eq(childProfiles.userId, user.id));
    const other = await anAccount(db);
    const kept = await anOrderFor(db, other.email, ["Mia"]);
    const otherFilm = (await findOrder(db, { reference: kept.reference }))!.films[0]!;
    const otherPhoto = await aPhotoOn(db, storage, otherFilm.id);
    await syncChildProfiles(db, other);

    const outcome = await deleteAccount({ db, storage }, user);
    expect(outcome).toEqual({ outcome: "deleted", orders: 2, photos: 1, filesLeft: [] });

    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await db.select().from(authSessions).where(eq(authSessions.userId, user.id))).toEqual([]);
    expect(await auth.api.getSession({ headers })).toBeNull();
    expect(await db.select().from(childProfiles).where(eq(childProfiles.userId, user.id))).toEqual([]);
    expect(
      await db.select().from(childProfiles).where(eq(childProfiles.namePronunciation, "Mee-ah")),
    ).toEqual([]);
    expect(await db.select().from(photos).where(eq(photos.id, photo.id))).toEqual([]);
    expect(await exists(photo.storageKey)).toBe(false);
    expect(await exists(photo.thumbnailKey)).toBe(false);
    expect(
      await db
        .select()
        .from(outbox)
        .where(sql`lower(${outbox.recipient}) = ${user.email}`),
    ).toEqual([]);

    const record = await findOrder(db, { reference: paid.reference });
    expect(record).toMatchObject({
      reference: paid.reference,
      state: "delivered",
      buyerName: ERASED,
      buyerEmail: ERASED,
      totalCents: paid.totalCents,
      createdAt: paid.createdAt,
      paidAt: paid.paidAt,
    });
    expect(record?.films[0]).toMatchObject({
      childName: ERASED,
      namePronunciation: null,
      achievements: null,
      wishes: null,
      message: null,
      childEmail: null,
      hairColourOther: null,
      photos: [],
    });
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, paid.id));
    const correction = events.find((event) => event.type === "correction");
    expect(correction?.data).toEqual({
      from: { childName: ERASED },
      to: { childName: ERASED },
      by: ERASED,
      note: "cancelled",
    });
    expect(JSON.stringify(events)).not.toContain("Mia");
    // An unpaid order could not be made any more: it is cancelled, not left to be paid.
    expect(await findOrder(db, { reference: unpaid.reference })).toMatchObject({ state: "cancelled" });

    // The other account keeps everything.
    expect(await findOrder(db, { reference: kept.reference })).toMatchObject({
      buyerEmail: other.email,
      films: [{ childName: "Mia", photos: [{ id: otherPhoto.id }] }],
    });
    expect(await exists(otherPhoto.storageKey)).toBe(true);
    expect(await db.select().from(childProfiles).where(eq(childProfiles.userId, other.id))).toHaveLength(1);
  });

  it("deletes the delivered films, their captions and files, and their private link reads as deleted", async () => {
    const { db } = database();
    const storage = createDiskStorage(storageRoot);
    const user = await anAccount(db);
    const order = await anOrderFor(db, user.email, ["Mia"]);
    await advanceOrder(db, order.id, "delivered");
    const film = (await findOrder(db, { reference: order.reference }))!.films[0]!;
    const { token, keys } = await makeFilmReady(db, storage, film.id);
    expect(await findReadyFilm(db, token)).toBeDefined();

    const outcome = await deleteAccount({ db, storage }, user);
    expect(outcome).toMatchObject({ outcome: "deleted", filesLeft: [] });
    for (const key of keys) expect(await exists(key), key).toBe(false);
    expect(await findReadyFilm(db, token)).toBeUndefined();
    expect(await filmDeletedOn(db, token)).toBe(new Date().toISOString().slice(0, 10));
    const [row] = await db.select().from(films).where(eq(films.id, film.id));
    expect(row).toMatchObject({ videoKey: null, captionsKey: null, deliveryToken: null, childName: ERASED });
  });

  it("deletes an account without orders", async () => {
    const { db } = database();
    const user = await anAccount(db);
    expect(await deleteAccount({ db, storage: createDiskStorage(storageRoot) }, user)).toEqual({
      outcome: "deleted",
      orders: 0,
      photos: 0,
      filesLeft: [],
    });
    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
  });

  it("deletes nothing while a paid film is on its way, and deletes once it has been delivered", async () => {
    const { db } = database();
    const storage = createDiskStorage(storageRoot);
    const auth = testAuth(db);
    const { user } = await signedIn(db, auth);
    const paid = await anOrderFor(db, user.email, ["Mia"]);
    const making = await anOrderFor(db, user.email, ["Leo"]);
    await advanceOrder(db, making.id, "in_production");
    const film = (await findOrder(db, { reference: making.reference }))!.films[0]!;
    const photo = await aPhotoOn(db, storage, film.id);

    expect(await deleteAccount({ db, storage }, user)).toEqual({
      outcome: "films_on_their_way",
      orders: [
        { reference: paid.reference, state: "paid" },
        { reference: making.reference, state: "in_production" },
      ],
    });
    // Nothing went: the account, the film's photo and the child's details are there to make it.
    expect(await db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
    expect(await exists(photo.storageKey)).toBe(true);
    expect(await findOrder(db, { reference: making.reference })).toMatchObject({
      buyerEmail: user.email,
      films: [{ childName: "Leo", photos: [{ id: photo.id }] }],
    });

    await advanceOrder(db, paid.id, "delivered");
    await advanceOrder(db, making.id, "delivered");
    expect(await deleteAccount({ db, storage }, user)).toMatchObject({
      outcome: "deleted",
      orders: 2,
      photos: 1,
    });
    expect(await exists(photo.storageKey)).toBe(false);
  });
});
