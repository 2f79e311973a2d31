// The disk storage: the contract every storage keeps (storage-contract.test-support.ts), and what
// only a folder on disk does: files at their key's path, writes through a temp file renamed whole.
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDiskStorage } from "./disk-storage.ts";
import { collect, describeStorageContract } from "./storage-contract.test-support.ts";

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

describeStorageContract("disk storage", () => createDiskStorage(root));

describe("disk storage", () => {
  it("keeps each file at its key's path under the root, and nothing else", async () => {
    const storage = createDiskStorage(root);
    await storage.put("photos/ab/one.jpg", Buffer.from("first"));
    await storage.put("photos/cd/two.jpg", Readable.from([Buffer.from("sec"), Buffer.from("ond")]));
    expect(await readFile(path.join(root, "photos/cd/two.jpg"), "utf8")).toBe("second");
    expect((await filesUnder(root)).sort()).toEqual(["photos/ab/one.jpg", "photos/cd/two.jpg"]);
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

  it("lists the temp files of writes a crash interrupted, for the sweep to delete", async () => {
    const storage = createDiskStorage(root);
    await storage.put("photos/ab/one.jpg", Buffer.from("1"));
    await writeFile(path.join(root, "photos/ab/three.jpg.0a1b2c.tmp"), "half");
    expect((await collect(storage.list("photos"))).map((entry) => entry.key).sort()).toEqual([
      "photos/ab/one.jpg",
      "photos/ab/three.jpg.0a1b2c.tmp",
    ]);
  });

  it("tells how many bytes are free on its disk, before its folder exists too", async () => {
    const storage = createDiskStorage(path.join(root, "not-yet"));
    expect(await storage.freeBytes()).toBeGreaterThan(0);
  });
});
