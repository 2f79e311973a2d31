// The shop's file storage as configured: the bucket STORAGE_URL names, so every machine sees the same
// files, else the data folder's `files/` on this machine's disk (decision 051).
import path from "node:path";
import type { Config } from "../config.ts";
import { createDiskStorage } from "./disk-storage.ts";
import type { FileStorage } from "./file-storage.ts";
import { createS3Storage } from "./s3-storage.ts";

export function openFileStorage(config: Pick<Config, "STORAGE_URL">, dataDir: string): FileStorage {
  return config.STORAGE_URL
    ? createS3Storage(config.STORAGE_URL)
    : createDiskStorage(path.join(dataDir, "files"));
}

/** How the storage is named to an operator in a refusal: the setting that chose it. */
export function storageName(config: Pick<Config, "STORAGE_URL">, dataDir: string): string {
  if (config.STORAGE_URL) return `STORAGE_URL s3://${config.STORAGE_URL.bucket}`;
  return `DATA_DIR/files, ${path.join(dataDir, "files")}`;
}
