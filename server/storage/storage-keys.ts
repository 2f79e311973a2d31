// Storage keys: how new ones are made and which ones any storage accepts, so that a key means the
// same file on the disk and in a bucket, and nothing a caller passes reaches outside the files.
import { randomBytes } from "node:crypto";

/** A key is a relative path of plain names: nothing a caller passes can reach outside the root. */
const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export class InvalidStorageKey extends Error {
  constructor(key: string) {
    super(`Not a storage key: ${JSON.stringify(key)}`);
    this.name = "InvalidStorageKey";
  }
}

/** Throws `InvalidStorageKey` unless `key` is a relative path of plain names (no `.` or `..`). */
export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.split("/").some((segment) => segment === "." || segment === "..")) {
    throw new InvalidStorageKey(key);
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
