import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDiskStorage, InvalidStorageKey, newStorageKey } from "./disk-storage.ts";

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "disk-storage-"));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

describe("disk storage", () => {
  it("stores bytes and streams under a key and reads them back", async () => {
    const storage = createDiskStorage(root);
    expect(await storage.put("photos/ab/one.jpg", Buffer.from("first"))).toEqual({ bytes: 5 });
    const chunks = Readable.from([Buffer.from("sec"), Buffer.from("ond")]);
    expect(await storage.put("photos/cd/two.jpg", chunks)).toEqual({ bytes: 6 });

    expect(await text((await storage.read("photos/ab/one.jpg"))!)).toBe("first");
    expect(await readFile(path.join(root, "photos/cd/two.jpg"), "utf8")).toBe("second");
    expect((await filesUnder(root)).sort()).toEqual(["photos/ab/one.jpg", "photos/cd/two.jpg"]);
  });

  it("reads a range of bytes and tells a stored file's size", async () => {
    const storage = createDiskStorage(root);
    await storage.put("films/ab/film.mp4", Buffer.from("0123456789"));
    expect(await storage.size("films/ab/film.mp4")).toBe(10);
    expect(await storage.size("films/ab/none.mp4")).toBeUndefined();
    expect(await text((await storage.read("films/ab/film.mp4", { start: 2, end: 5 }))!)).toBe("2345");
    expect(await text((await storage.read("films/ab/film.mp4", { start: 9, end: 9 }))!)).toBe("9");
  });

  it("reads nothing for a missing key and deletes a missing key quietly", async () => {
    const storage = createDiskStorage(root);
    expect(await storage.read("photos/ab/none.jpg")).toBeUndefined();
    await storage.put("photos/ab/gone.jpg", Buffer.from("x"));
    await storage.delete("photos/ab/gone.jpg");
    await storage.delete("photos/ab/gone.jpg");
    expect(await storage.read("photos/ab/gone.jpg")).toBeUndefined();
  });

  it("leaves no file, not even a partial one, when the source fails midway", async () => {
    const storage = createDiskStorage(root);
    async function* failing() {
      yield Buffer.alloc(1024, 1);
      throw new Error("connection lost");
    }
    await expect(storage.put("photos/ab/broken.jpg", Readable.from(failing()))).rejects.toThrow(
      "connection lost",
    );
    expect(await filesUnder(root)).toEqual([]);
  });

  it("streams a large source without holding it whole", async () => {
    const storage = createDiskStorage(root);
    const chunk = Buffer.alloc(1024 * 1024, 7);
    let produced = 0;
    async function* big() {
      for (let index = 0; index < 64; index += 1) {
        produced += chunk.length;
        yield chunk;
      }
    }
    const before = process.memoryUsage().arrayBuffers;
    expect(await storage.put("films/ab/big.bin", Readable.from(big()))).toEqual({ bytes: 64 * 1024 * 1024 });
    expect(produced).toBe(64 * 1024 * 1024);
    // The same 1 MB chunk is yielded each time: holding the stream whole would copy it 64 times.
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(32 * 1024 * 1024);
  });

  it("lists the keys under a folder with when each was written, temp files of broken writes included", async () => {
    const storage = createDiskStorage(root);
    expect(await collect(storage.list("photos"))).toEqual([]);
    await storage.put("photos/ab/one.jpg", Buffer.from("1"));
    await storage.put("photos/cd/two.jpg", Buffer.from("2"));
    await storage.put("films/ab/film.mp4", Buffer.from("3"));
    await writeFile(path.join(root, "photos/ab/three.jpg.0a1b2c.tmp"), "half");
    const listed = await collect(storage.list("photos"));
    expect(listed.map((entry) => entry.key).sort()).toEqual([
      "photos/ab/one.jpg",
      "photos/ab/three.jpg.0a1b2c.tmp",
      "photos/cd/two.jpg",
    ]);
    for (const entry of listed) expect(Date.now() - entry.modifiedAt.getTime()).toBeLessThan(60_000);
    await expect(collect(storage.list("../outside"))).rejects.toBeInstanceOf(InvalidStorageKey);
  });

  it("tells how many bytes are free on its disk, before its folder exists too", async () => {
    const storage = createDiskStorage(path.join(root, "not-yet"));
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
    const storage = createDiskStorage(root);
    await expect(storage.put(key, Buffer.from("x"))).rejects.toBeInstanceOf(InvalidStorageKey);
    await expect(storage.read(key)).rejects.toBeInstanceOf(InvalidStorageKey);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKey);
  });

  it("makes new random keys under a prefix, sharded by their first characters", () => {
    const keys = Array.from({ length: 100 }, () => newStorageKey("photos", ".jpg"));
    expect(new Set(keys).size).toBe(100);
    for (const key of keys) {
      expect(key).toMatch(/^photos\/([0-9a-f]{2})\/\1[0-9a-f]{30}\.jpg$/);
    }
    expect(newStorageKey("thumbnails")).toMatch(/^thumbnails\/[0-9a-f]{2}\/[0-9a-f]{32}$/);
  });
});
