// The storage marker on the disk and in a bucket: written on the storage's first start, found by
// every later process, and a process that sees other storage (or none) refused with what to set.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../db/client.ts";
import { openMigratedPglite } from "../db/databases.test-support.ts";
import { createDiskStorage } from "./disk-storage.ts";
import type { FileStorage } from "./file-storage.ts";
import { createS3Storage } from "./s3-storage.ts";
import { S3RVER_KEYS, startS3TestServer, type S3TestServer } from "./s3-test-server.test-support.ts";
import {
  checkStorageMarker,
  MARKER_KEY,
  StorageMarkerRefused,
  type StorageMarkerDeps,
} from "./storage-marker.ts";

const logger = pino({ level: "silent" });
let server: S3TestServer;
let folder = "";
beforeAll(async () => {
  for (const [name, value] of Object.entries(S3RVER_KEYS)) vi.stubEnv(name, value);
  server = await startS3TestServer();
  folder = await mkdtemp(path.join(tmpdir(), "storage-marker-"));
});
afterAll(async () => {
  await server?.stop();
  vi.unstubAllEnvs();
  await rm(folder, { recursive: true, force: true });
});

function freshDatabase(): Promise<Database> {
  return openMigratedPglite();
}

const kinds: { kind: string; newStorage: () => Promise<FileStorage> }[] = [
  { kind: "disk", newStorage: () => mkdtemp(path.join(folder, "files-")).then(createDiskStorage) },
  { kind: "S3", newStorage: async () => createS3Storage(await server.newBucket()) },
];

describe.each(kinds)("the storage marker on the $kind", ({ newStorage }) => {
  function deps(
    database: Database,
    storage: FileStorage,
    role: StorageMarkerDeps["role"],
  ): StorageMarkerDeps {
    return { db: database.db, storage, where: "the test's storage", role, logger, firstWriteWaitMs: 500 };
  }

  it("is written on the storage's first start and found by every later process of any role", async () => {
    const database = await freshDatabase();
    try {
      const storage = await newStorage();
      expect(await checkStorageMarker(deps(database, storage, "web"))).toBe("written");
      const stored = await storage.read(MARKER_KEY);
      expect(JSON.parse(await text(stored!))).toMatchObject({ token: expect.any(String) });
      expect(await checkStorageMarker(deps(database, storage, "worker"))).toBe("found");
      expect(await checkStorageMarker(deps(database, storage, "web"))).toBe("found");
      expect(await checkStorageMarker(deps(database, storage, "all"))).toBe("found");
    } finally {
      await database.close();
    }
  }, 30_000);

  it("refuses a web or worker process that sees other storage, naming what to set", async () => {
    const database = await freshDatabase();
    try {
      await checkStorageMarker(deps(database, await newStorage(), "web"));
      // Another machine's folder, or another bucket: no marker there.
      const elsewhere = await newStorage();
      for (const role of ["worker", "web"] as const) {
        const refusal = checkStorageMarker(deps(database, elsewhere, role));
        await expect(refusal).rejects.toThrow(StorageMarkerRefused);
        await expect(refusal).rejects.toThrow(
          /has no shop\/storage-marker\.json.*Set STORAGE_URL \(or DATA_DIR\)/,
        );
      }
      // Nothing was written there by the refused processes.
      expect(await elsewhere.size(MARKER_KEY)).toBeUndefined();
    } finally {
      await database.close();
    }
  }, 30_000);

  it("has `npm start`, alone on its machine, write a lost marker again", async () => {
    const database = await freshDatabase();
    try {
      const storage = await newStorage();
      await checkStorageMarker(deps(database, storage, "all"));
      await storage.delete(MARKER_KEY);
      expect(await checkStorageMarker(deps(database, storage, "all"))).toBe("rewritten");
      expect(await checkStorageMarker(deps(database, storage, "worker"))).toBe("found");
    } finally {
      await database.close();
    }
  }, 30_000);

  it("refuses storage that another database marked", async () => {
    const [ours, theirs] = await Promise.all([freshDatabase(), freshDatabase()]);
    try {
      const storage = await newStorage();
      await checkStorageMarker(deps(theirs, storage, "all"));
      await expect(checkStorageMarker(deps(ours, storage, "all"))).rejects.toThrow(
        /holds another database's shop\/storage-marker\.json/,
      );
    } finally {
      await Promise.all([ours.close(), theirs.close()]);
    }
  }, 30_000);

  it("waits for a marker caught half-written, and refuses one that stays unreadable", async () => {
    const database = await freshDatabase();
    try {
      const storage = await newStorage();
      await checkStorageMarker(deps(database, storage, "web"));
      const whole = await text((await storage.read(MARKER_KEY))!);
      // What a process starting beside the writer can see on storage that does not put a file whole.
      await storage.put(MARKER_KEY, Buffer.from(""));
      const waiting = checkStorageMarker(deps(database, storage, "worker"));
      await new Promise((resolve) => setTimeout(resolve, 100));
      await storage.put(MARKER_KEY, Buffer.from(whole));
      expect(await waiting).toBe("found");

      await storage.put(MARKER_KEY, Buffer.from(whole.slice(0, 10)));
      await expect(checkStorageMarker(deps(database, storage, "web"))).rejects.toThrow(
        /holds a shop\/storage-marker\.json that is not a marker/,
      );
    } finally {
      await database.close();
    }
  }, 30_000);

  it("lets processes that start together agree on one marker", async () => {
    const database = await freshDatabase();
    try {
      const storage = await newStorage();
      const outcomes = await Promise.all(
        (["web", "web", "worker"] as const).map((role) => checkStorageMarker(deps(database, storage, role))),
      );
      expect(outcomes.sort()).toEqual(["found", "found", "written"]);
    } finally {
      await database.close();
    }
  }, 30_000);
});

describe("storage that cannot be read", () => {
  it("refuses a bucket that does not exist, with the storage's error and the settings to check", async () => {
    const database = await freshDatabase();
    try {
      const storage = createS3Storage({ ...server.location, bucket: "no-such-bucket" });
      const refusal = checkStorageMarker({
        db: database.db,
        storage,
        where: "STORAGE_URL s3://no-such-bucket",
        role: "web",
        logger,
      });
      await expect(refusal).rejects.toThrow(StorageMarkerRefused);
      await expect(refusal).rejects.toThrow(
        /STORAGE_URL s3:\/\/no-such-bucket\) cannot be read or written: NoSuchBucket/,
      );
    } finally {
      await database.close();
    }
  }, 30_000);
});
