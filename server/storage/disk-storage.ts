// The default file storage: a folder on disk, outside any public folder, written atomically.
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FileStorage, StoredEntry } from "./file-storage.ts";
import { freeBytes } from "./free-space.ts";

/** A key is a relative path of plain names: nothing a caller passes can reach outside the root. */
const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export class InvalidStorageKey extends Error {
  constructor(key: string) {
    super(`Not a storage key: ${JSON.stringify(key)}`);
    this.name = "InvalidStorageKey";
  }
}

/**
 * A new key under `prefix`, like `photos/3f/3f9c…e1.jpg`: 128 random bits in lower-case hex (safe on
 * case-insensitive disks), sharded by its first two characters so no folder grows huge.
 */
export function newStorageKey(prefix: string, extension = ""): string {
  const name = randomBytes(16).toString("hex");
  return `${prefix}/${name.slice(0, 2)}/${name}${extension}`;
}

export function createDiskStorage(root: string): FileStorage {
  const base = path.resolve(root);

  function locate(key: string): string {
    // The pattern already excludes `..`, absolute paths and backslashes; the check below is the backstop.
    if (!KEY_PATTERN.test(key) || key.split("/").some((segment) => segment === "." || segment === "..")) {
      throw new InvalidStorageKey(key);
    }
    const file = path.resolve(base, key);
    if (!file.startsWith(base + path.sep)) throw new InvalidStorageKey(key);
    return file;
  }

  return {
    newKey: newStorageKey,
    async put(key, source) {
      const file = locate(key);
      await mkdir(path.dirname(file), { recursive: true });
      // A reader never sees half a file, and a crash leaves only a temp file, never a short photo.
      const temp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        let bytes: number;
        if (source instanceof Readable) {
          const sink = createWriteStream(temp, { flags: "wx", flush: true });
          await pipeline(source, sink);
          bytes = sink.bytesWritten;
        } else {
          await writeFile(temp, source, { flag: "wx", flush: true });
          bytes = source.byteLength;
        }
        await rename(temp, file);
        return { bytes };
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },

    async read(key, range) {
      const file = locate(key);
      try {
        const handle = await open(file, "r");
        return handle.createReadStream(range && { start: range.start, end: range.end });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },

    async size(key) {
      try {
        return (await stat(locate(key))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },

    async delete(key) {
      await rm(locate(key), { force: true });
    },

    async *list(prefix) {
      const folder = locate(prefix);
      let entries;
      try {
        entries = await readdir(folder, { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        const key = path.relative(base, file).split(path.sep).join("/");
        // A file deleted since the listing was read is simply not there any more.
        const info = await stat(file).catch(() => undefined);
        if (info) yield { key, modifiedAt: info.mtime } satisfies StoredEntry;
      }
    },

    async freeBytes() {
      // The root is made by the first write; before it, its parent's disk is the one that counts.
      await mkdir(base, { recursive: true });
      return freeBytes(base);
    },
  };
}
