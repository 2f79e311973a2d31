import { copyFile, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client.ts";
import { photos } from "../db/schema.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { anOrder, priceOf } from "../orders/order-factory.test-support.ts";
import { createOrder } from "../orders/create-order.ts";
import { createDiskStorage } from "../storage/disk-storage.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { PhotoRejected } from "./photo-rejected.ts";
import {
  deleteStagedPhotosOlderThan,
  MAX_STAGED_PER_DRAFT,
  PHOTO_TOKEN_PATTERN,
  readStagedThumbnail,
  stagePhoto,
  insertStagedPhoto,
} from "./photo-uploads.ts";

let folder: string;
let sidewaysPhoto: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "photo-uploads-"));
  sidewaysPhoto = path.join(folder, "IMG_0001.JPG");
  const jpeg = await sharp({ create: { width: 120, height: 90, channels: 3, background: "#d35400" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1" } })
    .toBuffer();
  await writeFile(sidewaysPhoto, jpeg);
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function filesIn(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

const newDraftKey = () => crypto.randomUUID();

async function newStorage() {
  const root = await mkdtemp(path.join(folder, "storage-"));
  return { root, storage: createDiskStorage(root) };
}

function stagedRows(db: Db, draftKey: string) {
  return db.select().from(photos).where(eq(photos.draftKey, draftKey));
}

describe.each(testDatabaseDrivers())("photo uploads on $kind", (driver) => {
  const database = useTestDatabase(driver);

  it("stages a photo upright and without metadata, under random names, with a thumbnail served by token", async () => {
    const { db } = database();
    const { root, storage } = await newStorage();
    const draftKey = newDraftKey();

    const staged = await stagePhoto({ db, storage }, draftKey, { path: sidewaysPhoto });

    expect(staged).toEqual({ token: expect.stringMatching(PHOTO_TOKEN_PATTERN), width: 90, height: 120 });
    const [row] = await stagedRows(db, draftKey);
    expect(row).toMatchObject({
      token: staged.token,
      filmId: null,
      position: null,
      width: 90,
      height: 120,
      mime: "image/jpeg",
    });
    expect(row!.storageKey).toMatch(/^photos\/[0-9a-f]{2}\/[0-9a-f]{32}\.jpg$/);
    expect(row!.thumbnailKey).toMatch(/^thumbnails\/[0-9a-f]{2}\/[0-9a-f]{32}\.jpg$/);
    expect((await filesIn(root)).sort()).toEqual([row!.storageKey, row!.thumbnailKey].sort());

    const stored = await buffer((await storage.read(row!.storageKey))!);
    expect(stored.length).toBe(row!.bytes);
    const metadata = await sharp(stored).metadata();
    expect([metadata.width, metadata.height, metadata.exif, metadata.orientation]).toEqual([
      90,
      120,
      undefined,
      undefined,
    ]);

    const thumbnail = await readStagedThumbnail({ db, storage }, staged.token);
    expect(thumbnail?.mime).toBe("image/jpeg");
    expect((await sharp(await buffer(thumbnail!.stream)).metadata()).format).toBe("jpeg");
  });

  it("serves no thumbnail for an unknown or malformed token, nor once the photo belongs to an order", async () => {
    const { db } = database();
    const { storage } = await newStorage();
    const draftKey = newDraftKey();
    const staged = await stagePhoto({ db, storage }, draftKey, { path: sidewaysPhoto });

    expect(await readStagedThumbnail({ db, storage }, "AAAAAAAAAAAAAAAAAAAAAA")).toBeUndefined();
    expect(await readStagedThumbnail({ db, storage }, "../../etc/passwd")).toBeUndefined();

    const order = anOrder(1);
    order.films[0]!.photoIds.push(staged.token);
    await createOrder(db, { idempotencyKey: draftKey, order, price: priceOf(order), language: "en" });
    expect(await readStagedThumbnail({ db, storage }, staged.token)).toBeUndefined();
  });

  it("keeps nothing of a refused file: no row, no stored file", async () => {
    const { db } = database();
    const { root, storage } = await newStorage();
    const draftKey = newDraftKey();
    const program = path.join(folder, "holiday.jpg");
    await copyFile("/bin/ls", program);

    await expect(stagePhoto({ db, storage }, draftKey, { path: program })).rejects.toMatchObject({
      key: "photo.error.type",
    });
    expect(await stagedRows(db, draftKey)).toEqual([]);
    expect(await filesIn(root)).toEqual([]);
  });

  it("keeps nothing when storing fails halfway", async () => {
    const { db } = database();
    const { root, storage } = await newStorage();
    const draftKey = newDraftKey();
    const failingThumbnails: FileStorage = {
      ...storage,
      put: (key, source) =>
        key.startsWith("thumbnails/") ? Promise.reject(new Error("disk full")) : storage.put(key, source),
    };

    await expect(
      stagePhoto({ db, storage: failingThumbnails }, draftKey, { path: sidewaysPhoto }),
    ).rejects.toMatchObject({ key: "photo.error.storage", cause: new Error("disk full") });
    expect(await stagedRows(db, draftKey)).toEqual([]);
    expect(await filesIn(root)).toEqual([]);
  });

  it("refuses photos past what one order can hold, also when they arrive at once", async () => {
    const { db } = database();
    const { root, storage } = await newStorage();
    const draftKey = newDraftKey();
    for (let index = 0; index < MAX_STAGED_PER_DRAFT - 1; index += 1) {
      await insertStagedPhoto(
        db,
        {
          draftKey,
          token: `earlier-photo-${String(index).padStart(8, "0")}`,
          storageKey: `photos/00/earlier-${index}.jpg`,
          thumbnailKey: `thumbnails/00/earlier-${index}.jpg`,
          width: 1,
          height: 1,
          bytes: 1,
          mime: "image/jpeg",
        },
        MAX_STAGED_PER_DRAFT,
      );
    }

    const outcomes = await Promise.allSettled(
      Array.from({ length: 3 }, () => stagePhoto({ db, storage }, draftKey, { path: sidewaysPhoto })),
    );

    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    for (const outcome of outcomes.filter((each) => each.status === "rejected")) {
      expect(outcome.reason).toBeInstanceOf(PhotoRejected);
      expect(outcome.reason.key).toBe("photo.error.tooMany");
    }
    expect(await stagedRows(db, draftKey)).toHaveLength(MAX_STAGED_PER_DRAFT);
    expect(await filesIn(root)).toHaveLength(2); // the one accepted photo and its thumbnail
    // Another form is not held back by this one.
    await expect(stagePhoto({ db, storage }, newDraftKey(), { path: sidewaysPhoto })).resolves.toBeDefined();
  });

  it("deletes staged photos past their time, rows and files, and leaves ordered and recent ones", async () => {
    const { db } = database();
    const { root, storage } = await newStorage();
    const draftKey = newDraftKey();
    const deps = { db, storage };
    const [forgotten, ordered, recent] = [
      await stagePhoto(deps, draftKey, { path: sidewaysPhoto }),
      await stagePhoto(deps, draftKey, { path: sidewaysPhoto }),
      await stagePhoto(deps, newDraftKey(), { path: sidewaysPhoto }),
    ];
    const order = anOrder(1);
    order.films[0]!.photoIds.push(ordered.token);
    await createOrder(db, { idempotencyKey: draftKey, order, price: priceOf(order), language: "en" });
    const yesterday = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await db.update(photos).set({ createdAt: yesterday }).where(eq(photos.draftKey, draftKey));

    const cutoff = new Date(Date.now() - 24 * 60 * 60 * 1000);
    expect(await deleteStagedPhotosOlderThan(deps, cutoff)).toBe(1);

    const left = await db
      .select({ token: photos.token, storageKey: photos.storageKey, thumbnailKey: photos.thumbnailKey })
      .from(photos);
    const tokens = left.map((row) => row.token);
    expect(tokens).not.toContain(forgotten.token);
    expect(tokens).toEqual(expect.arrayContaining([ordered.token, recent.token]));
    const mine = left.filter((row) => row.token === ordered.token || row.token === recent.token);
    expect((await filesIn(root)).sort()).toEqual(
      mine.flatMap((row) => [row.storageKey, row.thumbnailKey]).sort(),
    );
    expect(await deleteStagedPhotosOlderThan(deps, cutoff)).toBe(0);
  });
});
