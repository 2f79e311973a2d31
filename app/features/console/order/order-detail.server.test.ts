// The console's view of one order, read from a real database: every child detail as the buyer gave
// it, photos in the buyer's order, the history oldest first naming the operator, every e-mail with
// its state; an unknown or malformed reference is no order.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { testDatabaseDrivers, useTestDatabase } from "#server/db/databases.test-support.ts";
import { anOrder, priceOf } from "#server/orders/order-factory.test-support.ts";
import { recordEvent } from "#server/orders/order-events.repository.ts";
import { createOrder } from "#server/orders/create-order.ts";
import { confirmPayment } from "#server/payments/take-payment.ts";
import { photosOnFilms } from "#server/orders/placed-order.test-support.ts";
import { createDiskStorage } from "#server/storage/disk-storage.ts";
import { queueFilmRenders, requeueFilm } from "#server/films/film-renders.repository.ts";
import { finishRender } from "#server/films/finish-render.ts";
import { startRender } from "#server/films/start-render.ts";
import { loadConsoleOrder } from "./order-detail.server.ts";

const root = mkdtempSync(path.join(tmpdir(), "console-order-"));
const storage = createDiskStorage(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A finished film's files as the render job records them (the files themselves are not read here). */
const aFilmFile = () => ({
  videoKey: `films/${randomUUID()}.mp4`,
  captionsKey: `captions/${randomUUID()}.vtt`,
  videoBytes: 1000,
  durationMs: 2000,
  deliveryToken: randomUUID().replaceAll("-", "").slice(0, 22),
});

const FILMS = [
  {
    childName: "José O'Connor",
    namePronunciation: "Ho-say",
    age: 7,
    achievements: "Learned to swim",
    eyeColour: { choice: "other", other: "amber" },
    hairColour: { choice: "brown" },
    wishes: "A telescope",
    message: "Keep looking at the stars",
    childEmail: "jose@example.com",
    language: "es",
  },
  {
    childName: "Mia",
    age: 4,
    eyeColour: { choice: "blue" },
    hairColour: { choice: "blonde" },
    language: "en",
  },
];

describe.each(testDatabaseDrivers())("the console's order view on $kind", (driver) => {
  const database = useTestDatabase(driver);

  async function paidOrderWithEverything() {
    const { db } = database();
    const order = anOrder(2, { films: FILMS as never, buyerEmail: "ada@example.com" });
    const { order: row } = await createOrder(db, {
      idempotencyKey: randomUUID(),
      order,
      price: priceOf(order),
      language: "es",
    });
    await confirmPayment(
      { db, publicUrl: "http://shop.test", production: { mode: "manual" } },
      { orderId: row.id, externalEventId: randomUUID() },
    );
    // The mailer's failed attempts, as it records them.
    await db.execute(
      sql`update outbox set attempts = 3, last_error = '550 mailbox unavailable' where order_id = ${row.id}`,
    );
    await recordEvent(db, row.id, {
      type: "note_added",
      data: { by: { operator: "elf@console.example" }, text: "Called the buyer" },
    });
    await photosOnFilms(db, storage, row.id, 2);
    return row;
  }

  it("shows every child detail, photos, the history and the e-mails of an order", async () => {
    const { db } = database();
    const placed = await paidOrderWithEverything();

    const order = await loadConsoleOrder({ db }, placed.reference);

    expect(order).toMatchObject({
      reference: placed.reference,
      state: "paid",
      buyerName: "Ada Parent",
      buyerEmail: "ada@example.com",
      language: "es",
      totalCents: placed.totalCents,
      paidAt: expect.any(String),
    });
    expect(order?.films.map((film) => film.child)).toEqual([
      {
        childName: "José O'Connor",
        namePronunciation: "Ho-say",
        age: 7,
        achievements: "Learned to swim",
        eyeColour: "other",
        eyeColourOther: "amber",
        hairColour: "brown",
        hairColourOther: null,
        wishes: "A telescope",
        message: "Keep looking at the stars",
        childEmail: "jose@example.com",
        language: "es",
      },
      {
        childName: "Mia",
        namePronunciation: null,
        age: 4,
        achievements: null,
        eyeColour: "blue",
        eyeColourOther: null,
        hairColour: "blonde",
        hairColourOther: null,
        wishes: null,
        message: null,
        childEmail: null,
        language: "en",
      },
    ]);
    expect(order?.films.map((film) => [film.position, film.renderState, film.hasVideo])).toEqual([
      [1, null, false],
      [2, null, false],
    ]);
    expect(order?.films.map((film) => film.photos.map((photo) => photo.position))).toEqual([
      [1, 2],
      [1, 2],
    ]);
    expect(order?.events.map((event) => [event.type, event.data])).toEqual([
      ["order_created", expect.objectContaining({ films: 2 })],
      ["paid", { from: "awaiting_payment", to: "paid" }],
      ["note_added", { by: { operator: "elf@console.example" }, text: "Called the buyer" }],
    ]);
    expect(order?.emails).toEqual([
      expect.objectContaining({
        kind: "order_confirmation",
        recipient: "ada@example.com",
        sentAt: null,
        attempts: 3,
        lastError: "550 mailbox unavailable",
      }),
    ]);
    // What the page is handed must survive the trip to the browser unchanged.
    expect(JSON.parse(JSON.stringify(order))).toEqual(order);
  });

  it("says who spoke Santa's lines in each rendered film, as its newest render or upload left it", async () => {
    const { db } = database();
    const placed = await paidOrderWithEverything();
    await db.transaction((tx) => queueFilmRenders(tx, placed.id));
    const first = (await loadConsoleOrder({ db }, placed.reference))!.films[0]!;
    const rendered = {
      voices: [
        { engine: "festival", voice: "kal_diphone+santa2", phrases: 9 },
        { engine: "recording", voice: "", phrases: 2 },
      ],
      fallbacks: [{ engine: "polly", reason: "timeout" as const, detail: "x".repeat(5000) }],
      spokenSeconds: 23.5,
    };
    async function finish(speech?: typeof rendered) {
      await startRender(db, first.id);
      await finishRender({ db, publicUrl: "http://shop.test" }, first.id, {
        ...aFilmFile(),
        ...(speech && { speech }),
      });
      return (await loadConsoleOrder({ db }, placed.reference))!.films.map((film) => film.speech);
    }

    // A failing engine's whole stderr is not kept: its gist is enough for the console.
    expect(await finish(rendered)).toEqual([
      { ...rendered, fallbacks: [{ engine: "polly", reason: "timeout", detail: "x".repeat(500) }] },
      null,
    ]);

    // Made again: only who spoke in the new film.
    await requeueFilm(db, first.id);
    const again = {
      voices: [{ engine: "espeak-ng", voice: "es+m3", phrases: 11 }],
      fallbacks: [],
      spokenSeconds: 20,
    };
    expect(await finish(again)).toEqual([again, null]);

    // Replaced by an uploaded film, whose voice nobody knows.
    await requeueFilm(db, first.id);
    expect(await finish()).toEqual([null, null]);

    // A row in a shape this page does not know shows no voice rather than a broken page.
    await db.execute(sql`update films set speech = '{"voices": 3}'::jsonb where id = ${first.id}`);
    expect((await loadConsoleOrder({ db }, placed.reference))!.films[0]!.speech).toBeNull();
  });

  it("finds no order for an unknown or malformed reference", async () => {
    const { db } = database();
    expect(await loadConsoleOrder({ db }, "SF-ZZZZZ")).toBeUndefined();
    expect(await loadConsoleOrder({ db }, "not a reference")).toBeUndefined();
  });
});
