// What every FileStorage promises the shop, as tests run against each implementation (the disk in
// disk-storage.test.ts, a real S3-API server in s3-storage.test.ts): the same calls, the same answers.
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { buffer, text } from "node:stream/consumers";
import { beforeEach, describe, expect, it } from "vitest";
import type { FileStorage } from "./file-storage.ts";
import { InvalidStorageKey } from "./storage-keys.ts";

export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

async function listedKeys(storage: FileStorage, prefix: string): Promise<string[]> {
  return (await collect(storage.list(prefix))).map((entry) => entry.key).sort();
}

/** Larger than a multipart part (5 MB), so a bucket receives it in several. */
const LARGE_BYTES = 12 * 1024 * 1024;
/** More than one listing page of an S3-API server holds (1,000 keys). */
const MANY_KEYS = 1005;

/** Runs the contract on the storage `fresh` gives, a new and empty one for each test. */
export function describeStorageContract(name: string, fresh: () => FileStorage | Promise<FileStorage>) {
  describe(`${name}: the file storage contract`, () => {
    let storage: FileStorage;
    beforeEach(async () => {
      storage = await fresh();
    });

    it("stores bytes and streams under a key and reads them back", async () => {
      expect(await storage.put("photos/ab/one.jpg", Buffer.from("first"))).toEqual({ bytes: 5 });
      const chunks = Readable.from([Buffer.from("sec"), Buffer.from("ond")]);
      expect(await storage.put("photos/cd/two.jpg", chunks)).toEqual({ bytes: 6 });

      expect(await text((await storage.read("photos/ab/one.jpg"))!)).toBe("first");
      expect(await text((await storage.read("photos/cd/two.jpg"))!)).toBe("second");
      expect(await listedKeys(storage, "photos")).toEqual(["photos/ab/one.jpg", "photos/cd/two.jpg"]);
    });

    it("reads a range of bytes and tells a stored file's size", async () => {
      await storage.put("films/ab/film.mp4", Buffer.from("0123456789"));
      expect(await storage.size("films/ab/film.mp4")).toBe(10);
      expect(await storage.size("films/ab/none.mp4")).toBeUndefined();
      expect(await text((await storage.read("films/ab/film.mp4", { start: 2, end: 5 }))!)).toBe("2345");
      expect(await text((await storage.read("films/ab/film.mp4", { start: 9, end: 9 }))!)).toBe("9");
    });

    it("reads nothing for a missing key and deletes a missing key quietly", async () => {
      expect(await storage.read("photos/ab/none.jpg")).toBeUndefined();
      await storage.put("photos/ab/gone.jpg", Buffer.from("x"));
      await storage.delete("photos/ab/gone.jpg");
      await storage.delete("photos/ab/gone.jpg");
      expect(await storage.read("photos/ab/gone.jpg")).toBeUndefined();
      expect(await storage.size("photos/ab/gone.jpg")).toBeUndefined();
    });

    it("stores nothing a reader could take for the file when the source fails midway", async () => {
      async function* failing() {
        yield Buffer.alloc(1024, 1);
        throw new Error("connection lost");
      }
      await expect(storage.put("photos/ab/broken.jpg", Readable.from(failing()))).rejects.toThrow(
        "connection lost",
      );
      expect(await storage.read("photos/ab/broken.jpg")).toBeUndefined();
    });

    it("streams a source larger than one multipart part and gives back every byte, ranges across parts too", async () => {
      const film = randomBytes(LARGE_BYTES);
      async function* slices() {
        for (let start = 0; start < film.length; start += 256 * 1024)
          yield film.subarray(start, start + 256 * 1024);
      }
      expect(await storage.put("films/ab/big.mp4", Readable.from(slices()))).toEqual({ bytes: LARGE_BYTES });
      expect(await storage.size("films/ab/big.mp4")).toBe(LARGE_BYTES);
      expect((await buffer((await storage.read("films/ab/big.mp4"))!)).equals(film)).toBe(true);
      const partEdge = 5 * 1024 * 1024;
      const across = await buffer(
        (await storage.read("films/ab/big.mp4", { start: partEdge - 3, end: partEdge + 2 }))!,
      );
      expect(across.equals(film.subarray(partEdge - 3, partEdge + 3))).toBe(true);
    }, 60_000);

    it("lists every key under a folder, past a thousand, with when each was written, and nothing beside it", async () => {
      expect(await collect(storage.list("photos"))).toEqual([]);
      const keys = Array.from(
        { length: MANY_KEYS },
        (_, index) => `photos/${String(index).padStart(4, "0")}.jpg`,
      );
      for (let start = 0; start < keys.length; start += 16) {
        await Promise.all(keys.slice(start, start + 16).map((key) => storage.put(key, Buffer.from(key))));
      }
      // A folder whose name starts like the one listed, and another folder, are not under it.
      await storage.put("photos-old/ab/one.jpg", Buffer.from("1"));
      await storage.put("films/ab/film.mp4", Buffer.from("2"));

      const listed = await collect(storage.list("photos"));
      expect(listed.map((entry) => entry.key).sort()).toEqual(keys);
      for (const entry of listed) expect(Date.now() - entry.modifiedAt.getTime()).toBeLessThan(120_000);
      await expect(collect(storage.list("../outside"))).rejects.toBeInstanceOf(InvalidStorageKey);
    }, 120_000);

    it("tells how many bytes are free for uploads", async () => {
      expect(await storage.freeBytes()).toBeGreaterThan(0);
    });

    it.each([
      "../outside.jpg",
      "photos/../../outside.jpg",
      "/etc/passwd",
      "photos//x.jpg",
      "photos\\x.jpg",
      "",
      ".",
      "photos/./x",
    ])("refuses the key %j, which could escape the root", async (key) => {
      await expect(storage.put(key, Buffer.from("x"))).rejects.toBeInstanceOf(InvalidStorageKey);
      await expect(storage.read(key)).rejects.toBeInstanceOf(InvalidStorageKey);
      await expect(storage.size(key)).rejects.toBeInstanceOf(InvalidStorageKey);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKey);
    });

    it("makes new random keys under a prefix, sharded by their first characters", () => {
      const keys = Array.from({ length: 100 }, () => storage.newKey("photos", ".jpg"));
      expect(new Set(keys).size).toBe(100);
      for (const key of keys) expect(key).toMatch(/^photos\/([0-9a-f]{2})\/\1[0-9a-f]{30}\.jpg$/);
      expect(storage.newKey("thumbnails")).toMatch(/^thumbnails\/[0-9a-f]{2}\/[0-9a-f]{32}$/);
    });
  });
}
