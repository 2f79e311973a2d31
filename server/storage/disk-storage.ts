// The default file storage: a folder on disk, outside any public folder, written atomically.
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FileStorage, StoredEntry } from "./file-storage.ts";
import { freeBytes } from "./free-space.ts";
import { assertStorageKey, InvalidStorageKey, newStorageKey } from "./storage-keys.ts";

export function createDiskStorage(root: string): FileStorage {
  const base = path.resolve(root);

  function locate(key: string): string {
    // The key's pattern already excludes `..`, absolute paths and backslashes; the check below is the backstop.
    assertStorageKey(key);
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
