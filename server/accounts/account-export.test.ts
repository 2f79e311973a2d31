// "Download my data": everything held about the account, and nothing that would let the reader
// act as the customer, nor anything of another account.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { authSessions } from "../db/schema.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { addNote, cancelUnpaid } from "../console/actions/change-order.ts";
import { findOrder } from "../orders/order-loaders.ts";
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
    await aPhotoOn(db, createDiskStorage(storageRoot), film.id);
    await syncChildProfiles(db, user);
    const stranger = await anAccount(db);
    await anOrderFor(db, stranger.email, ["Stranger"]);

    const data = await exportAccountData(db, user.id, new Date("2026-12-01T10:00:00Z"));
    expect(data).toMatchObject({
      format: EXPORT_FORMAT,
      exportedAt: "2026-12-01T10:00:00.000Z",
      account: { id: user.id, email: user.email, emailVerified: true },
      childProfiles: [{ childName: "Mia", age: 6 }],
      orders: [
        {
          reference: order.reference,
          state: "paid",
          buyerEmail: user.email,
          totalCents: order.totalCents,
          films: [
            {
              childName: "Mia",
              message: "Well done, Mia!",
              childEmail: "mia@kids.example",
              photos: [{ position: 1, width: 800, height: 600, bytes: 11, mime: "image/jpeg" }],
            },
          ],
          events: [{ type: "order_created" }, { type: "paid" }],
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
    expect(cancelled?.events.map((event) => [event.type, event.data.by])).toEqual([
      ["order_created", undefined],
      ["cancelled", "shop"],
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
