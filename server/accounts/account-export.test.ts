// "Download my data": everything held about the account, and nothing that would let the reader
// act as the customer, nor anything of another account, nor the shop's insides: storage keys,
// internal ids, the payment provider's ids, a voice engine's or a render's failure text.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { authSessions, childProfiles, films } from "../db/schema.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { addNote, cancelUnpaid } from "../console/actions/change-order.ts";
import { findOrder } from "../orders/order-loaders.repository.ts";
import { createDiskStorage } from "../storage/disk-storage.ts";
import {
  aPhotoOn,
  anAccount,
  anOrderFor,
  signedIn,
  testAuth,
  uniqueEmail,
} from "./account-data.test-support.ts";
import { EXPORT_FORMAT, exportAccountData, exportFileName } from "./account-export.ts";
import { aFailedRender, aFilmMade, eventsOn } from "./account-export.test-support.ts";
import { syncChildProfiles } from "./child-profile-sync.ts";

const storageRoot = await mkdtemp(path.join(tmpdir(), "account-export-"));
afterAll(() => rm(storageRoot, { recursive: true, force: true }));

describe.each(testDatabaseDrivers())("account export on $kind", (driver) => {
  const database = useTestDatabase(driver);

  it("holds the account, its sessions, child profiles, orders with films, events, photos and e-mails", async () => {
    const { db } = database();
    const auth = testAuth(db);
    const { user } = await signedIn(db, auth, uniqueEmail("export"));
    const order = await anOrderFor(db, user.email, ["Mia"]);
    const film = (await findOrder(db, { reference: order.reference }))!.films[0]!;
    await db.update(films).set({ namePronunciation: "Mee-ah" }).where(eq(films.id, film.id));
    await aPhotoOn(db, createDiskStorage(storageRoot), film.id);
    await syncChildProfiles(db, user);
    await db
      .update(childProfiles)
      .set({ namePronunciation: "Mee-ah" })
      .where(eq(childProfiles.userId, user.id));
    const stranger = await anAccount(db);
    await anOrderFor(db, stranger.email, ["Stranger"]);

    const data = await exportAccountData(db, user.id, new Date("2026-12-01T10:00:00Z"));
    expect(data).toMatchObject({
      format: EXPORT_FORMAT,
      exportedAt: new Date("2026-12-01T10:00:00.000Z"),
      account: { email: user.email, emailVerified: true },
      // The saved child's spelling of how the name is said, as written (decision 071).
      childProfiles: [{ childName: "Mia", namePronunciation: "Mee-ah", age: 6 }],
      orders: [
        {
          reference: order.reference,
          state: "paid",
          buyerEmail: user.email,
          totalCents: order.totalCents,
          films: [
            {
              childName: "Mia",
              // How the parent says the name, as they wrote it (decision 071).
              namePronunciation: "Mee-ah",
              message: "Well done, Mia!",
              childEmail: "mia@kids.example",
              photos: [{ position: 1, width: 800, height: 600, bytes: 11, mime: "image/jpeg" }],
            },
          ],
          history: [{ type: "order_created" }, { type: "paid" }],
        },
      ],
    });
    expect(data?.sessions).toHaveLength(1);
    expect(data?.sessions[0]).toMatchObject({ userAgent: "vitest" });
    expect(data?.emails.map((email) => [email.kind, email.orderReference])).toEqual([
      ["sign_in_link", null],
      ["order_confirmation", order.reference],
    ]);

    const text = JSON.stringify(data);
    const [session] = await db.select().from(authSessions);
    // The payment's confirmation e-mail carries the order's private link in its payload.
    for (const secret of [session!.token, order.accessToken, order.idempotencyKey]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain("storageKey");
    expect(text).not.toContain(stranger.email);
    expect(text).not.toContain("Stranger");
  });

  it("holds what was done for the customer, not what the staff wrote about them nor who on staff did it", async () => {
    const { db } = database();
    const { user } = await signedIn(db, testAuth(db), uniqueEmail("noted"));
    const operator = { operator: "santa-helper@console.example" };
    const paid = await anOrderFor(db, user.email, ["Noa"]);
    const unpaid = await anOrderFor(db, user.email, ["Leo"], { paid: false, placedBy: user.id });
    expect(await addNote(db, operator, paid.reference, "Rude on the phone, refund only if pushed")).toEqual({
      outcome: "note_added",
    });
    expect(await cancelUnpaid(db, operator, unpaid.reference)).toMatchObject({ outcome: "cancelled" });

    const data = await exportAccountData(db, user.id);
    const text = JSON.stringify(data);
    expect(text).not.toContain("Rude on the phone");
    expect(text).not.toContain("note_added");
    expect(text).not.toContain(operator.operator);
    const cancelled = data?.orders.find((order) => order.reference === unpaid.reference);
    expect(cancelled?.history.map((event) => event.type)).toEqual(["order_created", "cancelled"]);
  });

  it("says what was made and by which kind of voice, without storage keys, ids, provider ids or failure text", async () => {
    const { db } = database();
    const { user } = await signedIn(db, testAuth(db), uniqueEmail("insides"));
    const order = await anOrderFor(db, user.email, ["Bea", "Teo"]);
    const [made, failed] = (await findOrder(db, { reference: order.reference }))!.films;
    // What the red team found in its export: a film's place in storage and an engine's stderr.
    const insides = {
      videoKey: "films/be/bec1f00d0a1b2c3d4e5f60718293a4b5.mp4",
      captionsKey: "films/be/bec1f00d0a1b2c3d4e5f60718293a4b5.vtt",
      deliveryToken: "tok3n0fthefilmsprivatelink0000000",
      engineError: "setpriv: failed to execute festival: No such file or directory",
      renderError: "ffmpeg exited with code 1 (encoding scene intro): /var/lib/santa/tmp/render-42/intro.mp4",
      providerError: "Stripe: No such payment_intent: 'pi_3Qx'",
      sessionId: "cs_test_a1B2c3D4e5F6",
      refundId: "re_3Qx7y8z9",
    };
    await aFilmMade(db, made!.id, {
      renderedAt: new Date("2026-12-02T08:30:00Z"),
      durationMs: 95_400,
      videoKey: insides.videoKey,
      captionsKey: insides.captionsKey,
      deliveryToken: insides.deliveryToken,
      speech: {
        voices: [
          { engine: "festival", voice: "kal_diphone+santa2", phrases: 9 },
          { engine: "recording", voice: "", phrases: 3 },
          { engine: "polly", voice: "Matthew", phrases: 0 },
        ],
        fallbacks: [{ engine: "espeak-ng", reason: "failed", detail: insides.engineError }],
        spokenSeconds: 41.2,
      },
    });
    await aFailedRender(db, failed!.id, insides.renderError);
    await eventsOn(db, order.id, [
      { type: "checkout_started", data: { provider: "stripe", sessionId: insides.sessionId } },
      { type: "refund_failed", data: { from: "paid", to: "paid", reason: insides.providerError } },
      {
        type: "refunded",
        data: { provider: "stripe", refundId: insides.refundId, status: "succeeded", amountCents: 1500 },
      },
    ]);

    const data = await exportAccountData(db, user.id);
    const text = JSON.stringify(data);
    for (const inside of [...Object.values(insides), user.id, order.id, made!.id, failed!.id, "kal_diphone"])
      expect(text).not.toContain(inside);
    expect(text).not.toMatch(/films\/|setpriv|ffmpeg|Stripe|"engine"|Key"|"id"/);

    const exported = data!.orders.find((entry) => entry.reference === order.reference)!;
    expect(exported.films.map((film) => [film.childName, film.video, film.santaVoices])).toEqual([
      [
        "Bea",
        { made: true, on: new Date("2026-12-02T08:30:00Z"), seconds: 95, stillKept: true },
        ["offline", "recording"],
      ],
      // A render that failed is still being made, as far as the customer is concerned.
      ["Teo", { made: false, inProduction: true }, null],
    ]);
    expect(exported.history.slice(-3).map(({ type, amountCents }) => [type, amountCents])).toEqual([
      ["checkout_started", null],
      ["refund_failed", null],
      ["refunded", 1500],
    ]);
  });

  it("is undefined for an account that does not exist", async () => {
    const { db } = database();
    expect(await exportAccountData(db, "00000000-0000-4000-8000-000000000000")).toBeUndefined();
  });

  it("is named as a dated JSON file", () => {
    expect(exportFileName(new Date("2026-12-01T10:00:00Z"))).toBe("magic-santa-video-data-2026-12-01.json");
  });
});
