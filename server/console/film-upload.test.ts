// An operator's uploaded film on both databases, with real files probed by ffprobe: a good MP4
// makes a paid order ready with its delivery e-mail; a delivered order goes back into production
// and is ready again with the new file; each wrong file is refused with its reason and changes
// nothing, in the database or in storage.
import { copyFile, mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anOrderFor, uniqueEmail } from "../accounts/account-data.test-support.ts";
import type { Db } from "../db/client.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { outbox } from "../db/schema.ts";
import { markDelivered } from "../films/order-delivered.ts";
import { sendOutboxRow } from "../mail/send-outbox-row.ts";
import { findOrder } from "../orders/order-loaders.repository.ts";
import { eventsOf, orderSnapshot } from "../orders/placed-order.test-support.ts";
import { createDiskStorage } from "../storage/disk-storage.ts";
import { makeMediaSamples, type MediaSamples } from "./film-upload-samples.test-support.ts";
import { uploadFinishedFilm, type FilmUploadDeps } from "./film-upload.ts";

const root = await mkdtemp(path.join(tmpdir(), "film-upload-"));
afterAll(() => rm(root, { recursive: true, force: true }));
const filesDir = path.join(root, "files");
const storage = createDiskStorage(filesDir);
const OPERATOR = { operator: "elf@console.example" };
let samples: MediaSamples;
beforeAll(async () => {
  samples = await makeMediaSamples(root);
});

function depsFor(db: Db): FilmUploadDeps & { woken: number } {
  const deps = {
    db,
    storage,
    ffprobe: "/usr/bin/ffprobe",
    publicUrl: "http://shop.test",
    woken: 0,
    wakeMailer: () => {
      deps.woken += 1;
    },
    logger: { info: () => {}, warn: () => {} },
  };
  return deps;
}

/** What the upload route hands over: a temp copy of the file, as the multipart reader leaves it. */
async function received(file: string, replaceConfirmed = false) {
  const copy = path.join(root, `upload-${Math.random().toString(36).slice(2)}`);
  await copyFile(file, copy);
  return { path: copy, bytes: (await stat(copy)).size, replaceConfirmed };
}

const storedFilms = async () => (await readdir(path.join(filesDir, "films")).catch(() => [])).length;

describe.each(testDatabaseDrivers())("uploading a finished film on $kind", (driver) => {
  const database = useTestDatabase(driver);

  it("makes a paid order ready with the uploaded file, and e-mails the family its link", async () => {
    const { db } = database();
    const deps = depsFor(db);
    const order = await anOrderFor(db, uniqueEmail("upload"), ["Zoë"]);
    const film = (await findOrder(db, { id: order.id }))!.films[0]!;

    const answer = await uploadFinishedFilm(deps, film.id, OPERATOR, await received(samples.good));

    expect(answer).toEqual({
      outcome: "uploaded",
      reference: order.reference,
      position: 1,
      orderReady: true,
    });
    const now = (await findOrder(db, { id: order.id }))!;
    expect(now.state).toBe("ready");
    const stored = now.films[0]!;
    expect(stored).toMatchObject({ renderState: "ready", captionsKey: null, renderError: null });
    expect(stored.videoBytes).toBe((await stat(samples.good)).size);
    expect(stored.durationMs).toBeGreaterThan(1900);
    expect(stored.durationMs).toBeLessThan(2100);
    expect(await storage.size(stored.videoKey!)).toBe(stored.videoBytes);
    const events = await eventsOf(db, order.id);
    expect(events.slice(-3).map((event) => event.type)).toEqual([
      "production_started",
      "film_uploaded",
      "film_ready",
    ]);
    expect(events.at(-3)!.data).toMatchObject({ by: OPERATOR });
    expect(events.at(-2)!.data).toMatchObject({ film: 1, by: OPERATOR, bytes: stored.videoBytes });
    const mail = await db.select().from(outbox).where(eq(outbox.orderId, order.id));
    const toBuyer = mail.find((row) => row.kind === "film_ready" && row.recipient === order.buyerEmail);
    expect(JSON.stringify(toBuyer?.payload)).toContain(`http://shop.test/films/${stored.deliveryToken}`);
    expect(deps.woken).toBe(1);
  });

  it("takes a delivered order back into production and makes it ready again with the new film", async () => {
    const { db } = database();
    const deps = depsFor(db);
    const order = await anOrderFor(db, uniqueEmail("again"), ["José"]);
    const filmId = (await findOrder(db, { id: order.id }))!.films[0]!.id;
    await uploadFinishedFilm(deps, filmId, OPERATOR, await received(samples.good));
    const first = (await findOrder(db, { id: order.id }))!.films[0]!;
    const [delivery] = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, order.buyerEmail), eq(outbox.kind, "film_ready")));
    await sendOutboxRow(
      db,
      delivery!.id,
      async () => {},
      (tx) => markDelivered(tx, order.id),
    );
    expect((await findOrder(db, { id: order.id }))!.state).toBe("delivered");

    // Replacing a film that has a file needs the operator's confirmation.
    const unconfirmed = await uploadFinishedFilm(deps, filmId, OPERATOR, await received(samples.good));
    expect(unconfirmed).toMatchObject({ outcome: "refused", problem: { reason: "not_confirmed" } });

    const again = await uploadFinishedFilm(deps, filmId, OPERATOR, await received(samples.good, true));

    expect(again).toMatchObject({ outcome: "uploaded", orderReady: true });
    const now = (await findOrder(db, { id: order.id }))!;
    expect(now.state).toBe("ready");
    const events = (await eventsOf(db, order.id)).map((event) => event.type);
    expect(events.slice(-3)).toEqual(["remake_started", "film_uploaded", "film_ready"]);
    const second = now.films[0]!;
    // The family's link stays; the old file is gone once the new one is recorded.
    expect(second.deliveryToken).toBe(first.deliveryToken);
    expect(second.videoKey).not.toBe(first.videoKey);
    expect(await storage.size(first.videoKey!)).toBeUndefined();
    expect(await storage.size(second.videoKey!)).toBe(second.videoBytes);
    // A new delivery e-mail for the new film.
    const toBuyer = await db.select().from(outbox).where(eq(outbox.recipient, order.buyerEmail));
    expect(toBuyer.filter((row) => row.kind === "film_ready" && row.sentAt === null)).toHaveLength(1);
  });

  it.each([
    ["a VP9 film in WebM", "vp9Webm", { reason: "video_codec", found: "VP9" }],
    ["an MP4 without sound", "silentMp4", { reason: "no_audio" }],
    ["an MP3", "mp3", { reason: "no_video" }],
    ["a PNG named .mp4", "pngNamedMp4", { reason: "not_video" }],
    ["H.264 and AAC in Matroska", "h264Mkv", { reason: "not_mp4", found: "MATROSKA" }],
  ] as const)("refuses %s with its reason and changes nothing", async (_name, sample, problem) => {
    const { db } = database();
    const order = await anOrderFor(db, uniqueEmail("refused"), ["Ana"]);
    const filmId = (await findOrder(db, { id: order.id }))!.films[0]!.id;
    const before = await orderSnapshot(db, order.id);
    const filesBefore = await storedFilms();

    const answer = await uploadFinishedFilm(depsFor(db), filmId, OPERATOR, await received(samples[sample]));

    expect(answer).toEqual({ outcome: "refused", reference: order.reference, position: 1, problem });
    expect(await orderSnapshot(db, order.id)).toEqual(before);
    expect(await storedFilms()).toBe(filesBefore);
  });

  it("refuses an order that takes no film, and answers none for a film that does not exist", async () => {
    const { db } = database();
    const order = await anOrderFor(db, uniqueEmail("unpaid"), ["Leo"], { paid: false });
    const filmId = (await findOrder(db, { id: order.id }))!.films[0]!.id;
    const answer = await uploadFinishedFilm(depsFor(db), filmId, OPERATOR, await received(samples.good));
    expect(answer).toMatchObject({ outcome: "refused", problem: { reason: "not_allowed" } });
    expect((await findOrder(db, { id: order.id }))!.state).toBe("awaiting_payment");
    expect(await uploadFinishedFilm(depsFor(db), "not-a-uuid", OPERATOR, { refused: "no_file" })).toEqual({
      outcome: "not_found",
    });
  });
});
