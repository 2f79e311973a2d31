import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, count, eq, isNull } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PHOTOS_PER_FILM } from "#domain/shop.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { films, orders, photos } from "../db/schema.ts";
import { useRenderQueue } from "../films/render-queue.test-support.ts";
import type { UploadedFile } from "../http/multipart.ts";
import { createTestProvider } from "../payments/test-provider.ts";
import { createDiskStorage } from "../storage/disk-storage.ts";
import { submitOrder, type SubmitOrderDeps } from "./submit-order.ts";

const PUBLIC_URL = "http://localhost:3950";

let folder: string;
let photoFile: UploadedFile;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "submit-order-"));
  const photo = path.join(folder, "IMG_0001.JPG");
  const jpeg = await sharp({ create: { width: 160, height: 120, channels: 3, background: "#2e86c1" } })
    .jpeg()
    .toBuffer();
  await writeFile(photo, jpeg);
  photoFile = { field: "films.0.photoFiles", fileName: "IMG_0001.JPG", path: photo, bytes: jpeg.length };
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** The order form as a browser without JavaScript posts it: text fields and a full film of photos. */
function noScriptForm(draftKey: string) {
  return {
    fields: [
      ["draftKey", draftKey],
      ["films.0.childName", "Mia"],
      ["films.0.age", "6"],
      ["films.0.eyeColour", "brown"],
      ["films.0.hairColour", "black"],
      ["films.0.language", "en"],
      ["buyerName", "Ada Parent"],
      ["buyerEmail", "ada@example.com"],
      ["confirmsAdult", "on"],
      ["acceptsTerms", "on"],
      ["intent", "submit"],
    ] as [string, string][],
    files: Array.from({ length: MAX_PHOTOS_PER_FILM }, () => ({ ...photoFile })),
  };
}

describe.each(testDatabaseDrivers())("a form sent again after it became an order ($kind)", (driver) => {
  const database = useTestDatabase(driver);
  const renderQueue = useRenderQueue(database);

  const shopDeps = (filesDir: string): SubmitOrderDeps => {
    const { db } = database();
    return {
      db,
      storage: createDiskStorage(filesDir),
      checkout: { db, payments: createTestProvider(PUBLIC_URL), publicUrl: PUBLIC_URL },
      discountPercent: 20,
      renderJobs: renderQueue.jobs(),
    };
  };

  it("takes the child's name fixed after coming back from the checkout, before payment", async () => {
    const { db } = database();
    const deps = shopDeps(path.join(folder, `back-${driver.kind}`));
    const draftKey = randomUUID();
    expect((await submitOrder(deps, noScriptForm(draftKey), "en")).outcome).toBe("created");
    const back = noScriptForm(draftKey);
    back.files = [];
    back.fields = back.fields.map(([name, value]) =>
      name === "films.0.childName" ? [name, "Siobhán"] : [name, value],
    );
    // Having heard the name, the parent also writes how it sounds (decision 071).
    back.fields.push(["films.0.namePronunciation", "Shiv-awn"]);
    expect((await submitOrder(deps, back, "en")).outcome).toBe("created");
    const placed = await db.select().from(orders).where(eq(orders.idempotencyKey, draftKey));
    expect(placed).toHaveLength(1);
    const [order] = placed;
    const names = await db
      .select({ name: films.childName, said: films.namePronunciation })
      .from(films)
      .where(eq(films.orderId, order!.id));
    expect(names).toEqual([{ name: "Siobhán", said: "Shiv-awn" }]);

    // A second child after the order was placed: said, not paid for silently as one.
    const two = { ...back, fields: [...back.fields, ["films.1.childName", "Leo"] as [string, string]] };
    two.fields.push(
      ["films.1.age", "4"],
      ["films.1.eyeColour", "blue"],
      ["films.1.hairColour", "red"],
      ["films.1.language", "en"],
    );
    const refused = await submitOrder(deps, two, "en");
    expect(refused.outcome).toBe("invalid");
    expect(refused.outcome === "invalid" && refused.state.errors.form).toBe("order.error.placedFilms");
  });

  it("leads to that order every time, without staging its photos again", async () => {
    const { db } = database();
    const filesDir = path.join(folder, `files-${driver.kind}`);
    const deps = shopDeps(filesDir);
    const draftKey = randomUUID();
    // The buyer's connection broke before the answer, five times: each press sends the whole form.
    const outcomes = [];
    for (let press = 0; press < 5; press += 1) {
      outcomes.push((await submitOrder(deps, noScriptForm(draftKey), "en")).outcome);
    }

    expect(outcomes).toEqual(["created", "created", "created", "created", "created"]);
    const [placed] = await db.select({ n: count() }).from(orders).where(eq(orders.idempotencyKey, draftKey));
    expect(placed?.n).toBe(1);
    const [staged] = await db
      .select({ n: count() })
      .from(photos)
      .where(and(eq(photos.draftKey, draftKey), isNull(photos.filmId)));
    expect(staged?.n).toBe(0);
    // The order's photos and their thumbnails, nothing more, on disk.
    const stored = await readdir(filesDir, { recursive: true, withFileTypes: true });
    expect(stored.filter((entry) => entry.isFile())).toHaveLength(2 * MAX_PHOTOS_PER_FILM);
  });
});
