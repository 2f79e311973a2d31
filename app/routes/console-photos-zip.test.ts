// The order's photos as one zip, through the route as an operator asks for it: the archive is
// streamed (a photo is read only when the zip reaches it), its announced length is its length, and
// a real unzip finds every stored photo, byte for byte, named by film, child and position; a photo
// whose file is gone is left out; an order without photos, and anybody but an operator, get the 404.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { RouterContextProvider } from "react-router";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import yauzl from "yauzl";
import {
  signedIn,
  TEST_PUBLIC_URL,
  testAuth,
  uniqueEmail,
} from "#server/accounts/account-data.test-support.ts";
import { parseConfig } from "#server/config.ts";
import type { Db } from "#server/db/client.ts";
import { testDatabaseDrivers, useTestDatabase } from "#server/db/databases.test-support.ts";
import { listOrderPhotos } from "#server/console/order-view.ts";
import { stagePhoto } from "#server/photos/photo-uploads.ts";
import { anOrder, priceOf } from "#server/orders/order-factory.test-support.ts";
import { createOrder } from "#server/orders/create-order.ts";
import type { Services } from "#server/services.ts";
import { createDiskStorage } from "#server/storage/disk-storage.ts";
import type { FileStorage } from "#server/storage/file-storage.ts";
import { operatorMiddleware } from "../shared/operator.server.ts";
import { servicesContext } from "../services-context.ts";
import { loader } from "./console-photos-zip.ts";
import { thrownStatus } from "./route.test-support.ts";

const root = mkdtempSync(path.join(tmpdir(), "console-zip-"));
const disk = createDiskStorage(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The disk storage, counting the files it has opened for reading. */
function countingStorage(): FileStorage & { opened: () => number } {
  let opened = 0;
  return {
    ...disk,
    async read(key, range) {
      opened += 1;
      return disk.read(key, range);
    },
    opened: () => opened,
  };
}

async function jpeg(width: number, height: number, red: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: red, g: 120, b: 60 } } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** An order placed with real photos, staged and claimed as the order form does: `sizes[film][photo]`. */
async function orderWithPhotos(db: Db, names: string[], sizes: [number, number][][]) {
  const draftKey = randomUUID();
  const order = anOrder(names.length);
  for (const [index, film] of order.films.entries()) {
    film.childName = names[index] ?? "Mia";
    for (const [at, [width, height]] of (sizes[index] ?? []).entries()) {
      const file = path.join(root, `${randomUUID()}.jpg`);
      await writeFile(file, await jpeg(width, height, 40 * (at + 1)));
      film.photoIds.push((await stagePhoto({ db, storage: disk }, draftKey, { path: file })).token);
    }
  }
  const { order: row } = await createOrder(db, {
    idempotencyKey: draftKey,
    order,
    price: priceOf(order),
    language: "en",
  });
  const keys = (await listOrderPhotos(db, row.reference)).map((photo) => photo.storageKey);
  return { reference: row.reference, keys };
}

/** What storage holds under `key`, whole. */
async function storedBytes(key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of (await disk.read(key))!) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function askAs(db: Db, storage: FileStorage, reference: string, operator: boolean) {
  const email = uniqueEmail("elf");
  const cookie = (await signedIn(db, testAuth(db), email)).headers.get("cookie") ?? "";
  const config = parseConfig({
    PUBLIC_URL: TEST_PUBLIC_URL,
    PAYMENTS: "test",
    OPERATOR_EMAILS: operator ? email : "boss@example.com",
  });
  const context = new RouterContextProvider();
  context.set(servicesContext, { db, config, storage, auth: testAuth(db) } as unknown as Services);
  const request = new Request(`${TEST_PUBLIC_URL}/console/orders/${reference}/photos.zip`, {
    headers: { cookie },
  });
  const args = { request, context, params: { reference }, url: new URL(request.url), pattern: "" };
  return (await operatorMiddleware(args as never, async () => loader(args as never))) as Response;
}

async function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  const archive = await yauzl.fromBufferPromise(zip, { lazyEntries: true, autoClose: false });
  const entries = new Map<string, Buffer>();
  for await (const entry of archive.eachEntry()) {
    const stream: Readable = await archive.openReadStreamPromise(entry);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    entries.set(entry.fileName, Buffer.concat(chunks));
  }
  archive.close();
  return entries;
}

describe.each(testDatabaseDrivers())("the order's photos as a zip on $kind", (driver) => {
  const database = useTestDatabase(driver);

  it("streams every stored photo, named by film, child and position, as a real unzip reads them", async () => {
    const { db } = database();
    const { reference, keys } = await orderWithPhotos(
      db,
      ["José O'Connor", "Mia"],
      [
        [
          [640, 480],
          [300, 500],
        ],
        [[800, 600]],
      ],
    );
    const storage = countingStorage();

    const response = await askAs(db, storage, reference, true);

    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="${reference}-photos.zip"`,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    // Streamed: the first bytes leave before the second photo is even opened.
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    expect(storage.opened()).toBeLessThanOrEqual(1);
    const chunks = [Buffer.from(first.value!)];
    for (let next = await reader.read(); !next.done; next = await reader.read())
      chunks.push(Buffer.from(next.value));
    const zip = Buffer.concat(chunks);
    expect(zip.length).toBe(Number(response.headers.get("content-length")));

    const entries = await unzip(zip);
    expect([...entries.keys()]).toEqual([
      "1-jose-o-connor-photo-1.jpg",
      "1-jose-o-connor-photo-2.jpg",
      "2-mia-photo-1.jpg",
    ]);
    const sizes = await Promise.all(
      [...entries.values()].map(async (bytes) => {
        const { width, height, format } = await sharp(bytes).metadata();
        return [format, width, height];
      }),
    );
    expect(sizes).toEqual([
      ["jpeg", 640, 480],
      ["jpeg", 300, 500],
      ["jpeg", 800, 600],
    ]);
    expect([...entries.values()]).toEqual(await Promise.all(keys.map(storedBytes)));
  });

  it("leaves out a photo whose file is gone, and answers 404 when none is left", async () => {
    const { db } = database();
    const { reference, keys } = await orderWithPhotos(
      db,
      ["Leo"],
      [
        [
          [320, 240],
          [240, 320],
        ],
      ],
    );
    const [gone, kept] = keys;
    await disk.delete(gone!);

    const response = await askAs(db, disk, reference, true);
    const entries = await unzip(Buffer.from(await response.arrayBuffer()));
    expect([...entries.keys()]).toEqual(["1-leo-photo-2.jpg"]);

    await disk.delete(kept!);
    expect(await thrownStatus(askAs(db, disk, reference, true))).toBe(404);
  });

  it("refuses anybody who is not an operator, and an order that does not exist", async () => {
    const { db } = database();
    const { reference } = await orderWithPhotos(db, ["Ana"], [[[320, 240]]]);
    expect(await thrownStatus(askAs(db, disk, reference, false))).toBe(404);
    expect(await thrownStatus(askAs(db, disk, "SF-ZZZZZ", true))).toBe(404);
  });
});
