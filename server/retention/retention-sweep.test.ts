import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { OrderState } from "#domain/order-states.ts";
import { PHRASE_EXTENSIONS, PHRASE_PREFIX } from "#render/voice/phrase-cache.ts";
import type { Db } from "../db/client.ts";
import { films, orderEvents } from "../db/schema.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { replaceFilmPhrases } from "../films/film-phrases.repository.ts";
import { otherCaptionsKey } from "../films/film-storage.ts";
import { findReadyFilm } from "../films/film-renders.repository.ts";
import { findOrder } from "../orders/order-loaders.repository.ts";
import { eventsOf, newEmail, photosOnFilms, placeOrder } from "../orders/placed-order.test-support.ts";
import { createDiskStorage } from "../storage/disk-storage.ts";
import { filmAvailableUntil } from "./film-availability.ts";
import { findDeletedFilm, latestRuns } from "./retention.repository.ts";
import { sweepRetention, type RetentionDeps } from "./retention-sweep.ts";

const storageRoot = await mkdtemp(path.join(tmpdir(), "retention-"));
afterAll(() => rm(storageRoot, { recursive: true, force: true }));
const storage = createDiskStorage(storageRoot);

const NOW = new Date("2027-06-01T04:00:00Z");
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
const SILENT = { info: () => undefined, warn: () => undefined };

/** An order delivered `days` ago with two photos a film, each film's video and captions stored. */
async function deliveredOrder(
  db: Db,
  days: number,
  { filmCount = 1, state = "delivered" as OrderState } = {},
) {
  const order = await placeOrder(db, newEmail(), { filmCount, state });
  const photos = await photosOnFilms(db, storage, order.id, 2);
  const rows = await db.select().from(films).where(eq(films.orderId, order.id)).orderBy(films.position);
  for (const film of rows) {
    const name = randomBytes(8).toString("hex");
    const videoKey = `films/${name}.mp4`;
    const captionsKey = `films/${name}.vtt`;
    await storage.put(videoKey, Buffer.from("video"));
    await storage.put(captionsKey, Buffer.from("WEBVTT"));
    await storage.put(otherCaptionsKey(captionsKey, "es"), Buffer.from("WEBVTT"));
    await db
      .update(films)
      .set({
        videoKey,
        captionsKey,
        renderState: "ready",
        deliveryToken: randomBytes(16).toString("hex"),
        message: "Santa is proud of you",
        childEmail: "child@example.com",
        namePronunciation: "Chai-ld Won",
      })
      .where(eq(films.id, film.id));
  }
  await db
    .insert(orderEvents)
    .values({ orderId: order.id, type: "delivered", data: {}, createdAt: daysBefore(days) });
  const filmsNow = await db.select().from(films).where(eq(films.orderId, order.id)).orderBy(films.position);
  return { order, photos, films: filmsNow };
}

const stored = async (key: string) => (await storage.size(key)) !== undefined;

describe.each(testDatabaseDrivers())("the retention sweep on $kind", (driver) => {
  const database = useTestDatabase(driver);
  const deps = (): RetentionDeps => ({
    db: database().db,
    storage,
    logger: SILENT,
    retention: { RETENTION_PHOTOS_DAYS: 30, RETENTION_FILM_DAYS: 90 },
  });

  it("deletes photos and details 30 days after delivery, the film after 90, once", async () => {
    const { db } = database();
    const recent = await deliveredOrder(db, 10);
    const month = await deliveredOrder(db, 40);
    const season = await deliveredOrder(db, 100, { filmCount: 2 });
    const remade = await deliveredOrder(db, 40, { state: "in_production" });

    const counts = await sweepRetention(deps(), NOW);
    expect(counts).toEqual({ photosDeleted: 6, detailsDeleted: 3, filmsDeleted: 2, filesLeft: 0 });

    // Ten days after delivery, and an order made again since its delivery: nothing goes.
    for (const kept of [recent, remade]) {
      const order = await findOrder(db, { id: kept.order.id });
      expect(order?.films[0]?.photos).toHaveLength(2);
      expect(order?.films[0]?.message).toBe("Santa is proud of you");
      expect(order?.films[0]?.namePronunciation).toBe("Chai-ld Won");
      for (const photo of kept.photos) expect(await stored(photo.storageKey)).toBe(true);
    }

    // The film page's promise: the last delivery plus the film's days.
    expect(await filmAvailableUntil(db, recent.order.id, 90)).toBe("2027-08-20");
    expect(await filmAvailableUntil(db, remade.order.id, 90)).toBe("2027-07-21");

    // A month after: the photos (rows and files) and the details are gone; the film still plays.
    const afterMonth = await findOrder(db, { id: month.order.id });
    const monthFilm = afterMonth?.films[0];
    expect(monthFilm?.photos).toEqual([]);
    expect(monthFilm).toMatchObject({
      childName: "Child 1",
      // How the parent says the name goes with the details: no film is made from them again.
      namePronunciation: null,
      age: 5,
      achievements: null,
      wishes: null,
      message: null,
      childEmail: null,
      hairColourOther: null,
    });
    for (const photo of month.photos) {
      expect(await stored(photo.storageKey)).toBe(false);
      expect(await stored(photo.thumbnailKey)).toBe(false);
    }
    expect(await findReadyFilm(db, month.films[0]!.deliveryToken!)).toBeDefined();
    expect(await stored(month.films[0]!.videoKey!)).toBe(true);

    // A season after: the film, its captions in every language and its link are gone too; the
    // minimal record (reference, buyer, amounts, state, history) stays.
    const afterSeason = await findOrder(db, { id: season.order.id });
    expect(afterSeason).toMatchObject({
      reference: season.order.reference,
      buyerEmail: season.order.buyerEmail,
      totalCents: season.order.totalCents,
      state: "delivered",
    });
    expect(afterSeason?.films.map((film) => film.childName)).toEqual(["C.", "C."]);
    for (const [index, film] of season.films.entries()) {
      expect(afterSeason?.films[index]).toMatchObject({
        videoKey: null,
        captionsKey: null,
        deliveryToken: null,
      });
      expect(await stored(film.videoKey!)).toBe(false);
      expect(await stored(film.captionsKey!)).toBe(false);
      expect(await stored(otherCaptionsKey(film.captionsKey!, "es"))).toBe(false);
      expect(await findReadyFilm(db, film.deliveryToken!)).toBeUndefined();
      expect(await findDeletedFilm(db, film.deliveryToken!)).toEqual(NOW);
    }
    expect((await eventsOf(db, season.order.id)).map((event) => [event.type, event.data])).toEqual(
      expect.arrayContaining([
        ["retention_details_deleted", { films: 2, photos: 4 }],
        ["retention_film_deleted", { films: 2 }],
      ]),
    );

    // The next day's run finds nothing more to do, and both runs are on record.
    const again = await sweepRetention(deps(), new Date(NOW.getTime() + 86_400_000));
    expect(again).toEqual({ photosDeleted: 0, detailsDeleted: 0, filmsDeleted: 0, filesLeft: 0 });
    const runs = await latestRuns(db, 2);
    expect(runs.map((run) => [run.photosDeleted, run.detailsDeleted, run.filmsDeleted])).toEqual([
      [0, 0, 0],
      [6, 3, 2],
    ]);
    expect(runs.every((run) => run.finishedAt !== null)).toBe(true);
  });

  it("deletes Santa's phrases said from the details with them, and keeps one another film still says", async () => {
    const { db } = database();
    const due = await deliveredOrder(db, 40);
    const recent = await deliveredOrder(db, 10);
    const phrase = () => `${PHRASE_PREFIX}/festival/${randomBytes(32).toString("hex")}`;
    // The due film's wishes, a name both children share, and the recent film's own message.
    const [wishes, sharedName, message] = [phrase(), phrase(), phrase()];
    await db.transaction((tx) => replaceFilmPhrases(tx, due.films[0]!.id, [wishes, sharedName]));
    await db.transaction((tx) => replaceFilmPhrases(tx, recent.films[0]!.id, [sharedName, message]));
    const files = (key: string) => PHRASE_EXTENSIONS.map((extension) => key + extension);
    for (const file of [wishes, sharedName, message].flatMap(files))
      await storage.put(file, Buffer.from("RIFF"));

    expect(await sweepRetention(deps(), NOW)).toMatchObject({ detailsDeleted: 1, filesLeft: 0 });

    for (const file of files(wishes)) expect(await stored(file), file).toBe(false);
    for (const file of [sharedName, message].flatMap(files)) expect(await stored(file), file).toBe(true);
  });
});

describe.each(testDatabaseDrivers())(
  "the retention sweep with a film deadline before the photos' on $kind",
  (driver) => {
    const database = useTestDatabase(driver);

    it("never keeps a film past its details", async () => {
      const { db } = database();
      const order = await deliveredOrder(db, 20);
      const counts = await sweepRetention(
        { db, storage, logger: SILENT, retention: { RETENTION_PHOTOS_DAYS: 30, RETENTION_FILM_DAYS: 14 } },
        NOW,
      );
      expect(counts).toMatchObject({ photosDeleted: 2, detailsDeleted: 1, filmsDeleted: 1 });
      const after = await findOrder(db, { id: order.order.id });
      expect(after?.films[0]).toMatchObject({ videoKey: null, message: null, deliveryToken: null });
    });
  },
);
