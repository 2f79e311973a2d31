// The S3 storage when the bucket's server stops in the middle of a transfer (issue #32, decision 057):
// an upload cut partway fails within seconds and leaves no object, a film's only an unfinished
// multipart upload that the orphan sweep aborts; a read cut mid-stream ends in an error, never as a
// whole file, so neither a render nor a copy goes on with half of one.
import { ListMultipartUploadsCommand } from "@aws-sdk/client-s3";
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterEach, describe, expect, it } from "vitest";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { openCuttableLine, type CuttableLine } from "./cuttable-line.test-support.ts";
import { ORPHAN_GRACE_MS, sweepOrphanFiles } from "./orphan-sweep.ts";
import { createS3Storage, S3_TIMEOUTS, type S3FileStorage, type S3Location } from "./s3-storage.ts";
import { withS3TestServer } from "./s3-test-server.test-support.ts";
import { collect } from "./storage-contract.test-support.ts";

const server = withS3TestServer();
const MB = 1024 * 1024;
/** How long a failed transfer may take to say so: the SDK's three tries against a refused port. */
const PROMPT_MS = 10_000;

let line: CuttableLine | undefined;
afterEach(async () => {
  await line?.close();
  line = undefined;
});

/** A second of silence ends a request here, where the shop waits a minute (S3_TIMEOUTS). */
const SHORT_TIMEOUTS = { connectMs: 1_000, idleMs: 1_000 };
/**
 * How long a request that gets no answer may take to fail with those: the SDK watches a socket's
 * silence only from 3 s after the request began, and tries three times.
 */
const SILENT_PROMPT_MS = 20_000;

/** A new bucket, and a storage that reaches it through a line the test can cut. */
async function storageBehindLine(timeouts = S3_TIMEOUTS): Promise<{
  location: S3Location;
  storage: S3FileStorage;
  line: CuttableLine;
}> {
  const location = await server.newBucket();
  const { hostname, port } = new URL(location.endpoint!);
  line = await openCuttableLine({ host: hostname, port: Number(port) });
  return { location, storage: createS3Storage({ ...location, endpoint: line.endpoint }, timeouts), line };
}

/** Bytes as a render hands its film over: a stream of slices, as read off the disk. */
function streamed(bytes: Buffer): Readable {
  return Readable.from(
    (function* () {
      for (let start = 0; start < bytes.length; start += 256 * 1024)
        yield bytes.subarray(start, start + 256 * 1024);
    })(),
  );
}

/** How a promise settles, and how long it took. */
async function settled(promise: Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const started = performance.now();
  const error = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  return { error, ms: performance.now() - started };
}

async function unfinishedUploads(location: S3Location) {
  const page = await server.client.send(new ListMultipartUploadsCommand({ Bucket: location.bucket }));
  return page.Uploads ?? [];
}

describe("an S3 storage whose server stops mid-upload", () => {
  const database = useTestDatabase(testDatabaseDrivers()[0]!);

  it("fails a film's upload cut after its first part within seconds; no object, and the sweep aborts the parts", async () => {
    const { location, storage, line } = await storageBehindLine();
    const key = storage.newKey("films", ".mp4");

    // 12 MB goes in three 5 MB parts; the line drops 7 MB in, during the second.
    const stopped = line.cutAfter("up", 7 * MB);
    const put = settled(storage.put(key, streamed(randomBytes(12 * MB))));
    await stopped;
    const { error, ms } = await put;
    expect(error).toMatchObject({ code: "ECONNREFUSED" });
    expect(ms).toBeLessThan(PROMPT_MS);

    await line.restore();
    expect(await storage.read(key)).toBeUndefined();
    expect(await collect(storage.list("films"))).toEqual([]);
    // lib-storage's own abort could not reach the server: the upload and its first part are still there.
    expect((await unfinishedUploads(location)).map((upload) => upload.Key)).toEqual([key]);
    const quiet = { info: () => {}, warn: () => {} };
    const later = Date.now() + ORPHAN_GRACE_MS + 60_000;
    expect(await sweepOrphanFiles({ db: database().db, storage, logger: quiet }, later)).toMatchObject({
      abortedUploads: 1,
    });
    expect(await unfinishedUploads(location)).toEqual([]);
  }, 60_000);

  it("fails a photo's single-request upload cut partway, and keeps nothing under its key", async () => {
    const { location, storage, line } = await storageBehindLine();
    const key = storage.newKey("photos", ".jpg");

    const stopped = line.cutAfter("up", MB);
    const put = settled(storage.put(key, randomBytes(3 * MB)));
    await stopped;
    const { error, ms } = await put;
    expect(error).toBeInstanceOf(Error);
    expect(ms).toBeLessThan(PROMPT_MS);

    await line.restore();
    expect(await storage.read(key)).toBeUndefined();
    expect(await unfinishedUploads(location)).toEqual([]);
  }, 60_000);
});

describe("an S3 storage whose server stops mid-download", () => {
  it("errors a read cut mid-stream instead of ending it as if the file were whole", async () => {
    const { storage, line } = await storageBehindLine();
    const key = storage.newKey("films", ".mp4");
    await storage.put(key, randomBytes(4 * MB));

    const stopped = line.cutAfter("down", MB);
    const stream = (await storage.read(key))!;
    const { error, ms } = await settled(buffer(stream));
    await stopped;
    expect(error).toMatchObject({ code: "ECONNRESET" });
    expect(ms).toBeLessThan(PROMPT_MS);
  }, 60_000);

  it("errors a range cut mid-stream, and reads the whole file again once the server is back", async () => {
    const { storage, line } = await storageBehindLine();
    const key = storage.newKey("photos", ".jpg");
    const photo = randomBytes(3 * MB);
    await storage.put(key, photo);

    // Armed before the read: on a quiet machine the whole range had passed the line by the time the
    // read's stream was handed over, and nothing was left to cut.
    const stopped = line.cutAfter("down", MB / 2);
    const stream = (await storage.read(key, { start: MB, end: 3 * MB - 1 }))!;
    expect((await settled(buffer(stream))).error).toMatchObject({ code: "ECONNRESET" });
    await stopped;
    await expect(storage.read(key)).rejects.toMatchObject({ code: "ECONNREFUSED" });

    await line.restore();
    expect((await buffer((await storage.read(key))!)).equals(photo)).toBe(true);
  }, 60_000);
});

describe("an S3 storage whose server stops answering but keeps its connections open", () => {
  it("errors a read that falls silent mid-stream once nothing came for its idle time", async () => {
    const { storage, line } = await storageBehindLine(SHORT_TIMEOUTS);
    const key = storage.newKey("photos", ".jpg");
    await storage.put(key, randomBytes(4 * MB));

    const stream = (await storage.read(key))!;
    const first = await new Promise<Buffer>((resolve) => stream.once("data", resolve));
    expect(first.length).toBeGreaterThan(0);
    line.freeze();
    const { error, ms } = await settled(buffer(stream));
    expect(error).toBeInstanceOf(Error);
    expect(ms).toBeLessThan(SILENT_PROMPT_MS);
  }, 60_000);

  it("fails an upload and a lookup that get no answer, after the SDK's tries, and works again once it answers", async () => {
    const { storage, line } = await storageBehindLine(SHORT_TIMEOUTS);
    const key = storage.newKey("films", ".mp4");
    line.freeze();

    const put = await settled(storage.put(key, streamed(randomBytes(6 * MB))));
    expect(put.error).toBeInstanceOf(Error);
    expect(put.ms).toBeLessThan(SILENT_PROMPT_MS);
    const size = await settled(storage.size(key));
    expect(size.error).toBeInstanceOf(Error);
    expect(size.ms).toBeLessThan(SILENT_PROMPT_MS);

    await line.restore();
    expect(await storage.size(key)).toBeUndefined();
    await storage.put(key, Buffer.from("whole"));
    expect(await storage.size(key)).toBe(5);
  }, 60_000);
});
