// The S3 storage against a real local S3-API server (s3rver in its own process): the contract every
// storage keeps, then what only a bucket has: listings in pages, multipart uploads left unfinished
// by a killed process and aborted by the sweep, and a missing bucket or wrong keys told as errors.
import {
  CreateMultipartUploadCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  UploadPartCommand,
} from "@aws-sdk/client-s3";
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { describe, expect, it, vi } from "vitest";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { ORPHAN_GRACE_MS, sweepOrphanFiles } from "./orphan-sweep.ts";
import { createS3Storage, type S3Location } from "./s3-storage.ts";
import { S3RVER_KEYS, withS3TestServer } from "./s3-test-server.test-support.ts";
import { collect, describeStorageContract } from "./storage-contract.test-support.ts";

const server = withS3TestServer();

async function unfinishedUploads(location: S3Location) {
  const page = await server.client.send(new ListMultipartUploadsCommand({ Bucket: location.bucket }));
  return page.Uploads ?? [];
}

/** What a process killed while storing a film leaves in the bucket: a multipart upload with a part. */
async function startUploadAndDie(location: S3Location, key: string) {
  const { UploadId } = await server.client.send(
    new CreateMultipartUploadCommand({ Bucket: location.bucket, Key: key }),
  );
  await server.client.send(
    new UploadPartCommand({
      Bucket: location.bucket,
      Key: key,
      UploadId,
      PartNumber: 1,
      Body: randomBytes(1024),
    }),
  );
}

describeStorageContract("S3 storage", async () => createS3Storage(await server.newBucket()));

describe("S3 storage", () => {
  it("asks for every page of a listing: the server answers 1,000 keys at a time", async () => {
    const location = await server.newBucket();
    const storage = createS3Storage(location);
    const keys = Array.from({ length: 1001 }, (_, index) => `captions/${String(index).padStart(4, "0")}.vtt`);
    for (let start = 0; start < keys.length; start += 16) {
      await Promise.all(keys.slice(start, start + 16).map((key) => storage.put(key, Buffer.from("x"))));
    }
    const firstPage = await server.client.send(new ListObjectsV2Command({ Bucket: location.bucket }));
    expect(firstPage.IsTruncated).toBe(true);
    expect(firstPage.Contents).toHaveLength(1000);
    expect((await collect(storage.list("captions"))).map((entry) => entry.key).sort()).toEqual(keys);
  }, 120_000);

  it("aborts a streamed upload whose source fails after a part was sent: no object, no parts kept", async () => {
    const location = await server.newBucket();
    const storage = createS3Storage(location);
    async function* failingFilm() {
      yield randomBytes(6 * 1024 * 1024);
      throw new Error("render died");
    }
    await expect(storage.put("films/ab/broken.mp4", Readable.from(failingFilm()))).rejects.toThrow(
      "render died",
    );
    expect(await collect(storage.list("films"))).toEqual([]);
    expect(await unfinishedUploads(location)).toEqual([]);
  }, 60_000);

  it("aborts unfinished uploads older than asked, page after page, and leaves younger ones", async () => {
    const location = await server.newBucket();
    const storage = createS3Storage(location);
    await startUploadAndDie(location, "films/ab/killed.mp4");
    // More than one page of unfinished uploads (1,000 a page), as a long outage could leave.
    for (let start = 0; start < 1002; start += 16) {
      await Promise.all(
        Array.from({ length: Math.min(16, 1002 - start) }, (_, index) =>
          server.client.send(
            new CreateMultipartUploadCommand({ Bucket: location.bucket, Key: `photos/${start + index}.jpg` }),
          ),
        ),
      );
    }

    expect(await storage.abortUnfinishedUploads(new Date(Date.now() - 60_000))).toBe(0);
    expect(
      (await server.client.send(new ListMultipartUploadsCommand({ Bucket: location.bucket }))).IsTruncated,
    ).toBe(true);

    expect(await storage.abortUnfinishedUploads(new Date(Date.now() + 60_000))).toBe(1003);
    expect(await unfinishedUploads(location)).toEqual([]);
  }, 120_000);

  it("says a bucket that does not exist is an error, never that a file is missing", async () => {
    const storage = createS3Storage({ ...server.location, bucket: "no-such-bucket" });
    await expect(storage.put("photos/ab/one.jpg", Buffer.from("x"))).rejects.toMatchObject({
      name: "NoSuchBucket",
    });
    await expect(storage.read("photos/ab/one.jpg")).rejects.toMatchObject({ name: "NoSuchBucket" });
    await expect(collect(storage.list("photos"))).rejects.toMatchObject({ name: "NoSuchBucket" });
  });

  it("says keys the server does not know are an error, never that a file is missing", async () => {
    const location = await server.newBucket();
    await createS3Storage(location).put("photos/ab/one.jpg", Buffer.from("x"));
    // s3rver checks the key id; it does not verify a V4 signature, so a wrong secret would pass here.
    vi.stubEnv("AWS_ACCESS_KEY_ID", "NOT-A-KEY-OF-THIS-SHOP");
    try {
      const storage = createS3Storage(location);
      await expect(storage.read("photos/ab/one.jpg")).rejects.toMatchObject({ name: "InvalidAccessKeyId" });
      await expect(storage.size("photos/ab/one.jpg")).rejects.toMatchObject({
        $metadata: { httpStatusCode: 403 },
      });
      await expect(storage.put("photos/ab/two.jpg", Buffer.from("x"))).rejects.toMatchObject({
        name: "InvalidAccessKeyId",
      });
    } finally {
      vi.stubEnv("AWS_ACCESS_KEY_ID", S3RVER_KEYS.AWS_ACCESS_KEY_ID);
    }
  });
});

describe("the orphan sweep on a bucket", () => {
  const database = useTestDatabase(testDatabaseDrivers()[0]!);

  it("deletes a file no row names and aborts an unfinished upload, once both are past the grace period", async () => {
    const location = await server.newBucket();
    const storage = createS3Storage(location);
    const orphan = storage.newKey("photos", ".jpg");
    await storage.put(orphan, Buffer.from("a photo whose row is gone"));
    await startUploadAndDie(location, storage.newKey("films", ".mp4"));
    const quiet = { info: () => {}, warn: () => {} };

    // Now, both are younger than the grace period: the upload may be a film being stored.
    expect(await sweepOrphanFiles({ db: database().db, storage, logger: quiet })).toEqual({
      files: 0,
      deleted: 0,
      failed: 0,
      abortedUploads: 0,
    });
    const later = Date.now() + ORPHAN_GRACE_MS + 60_000;
    expect(await sweepOrphanFiles({ db: database().db, storage, logger: quiet }, later)).toEqual({
      files: 1,
      deleted: 1,
      failed: 0,
      abortedUploads: 1,
    });
    expect(await storage.read(orphan)).toBeUndefined();
    expect(await unfinishedUploads(location)).toEqual([]);
  });
});
