// What the name library and Santa's lines share: a take recorded by the shop's Santa (a child's name,
// one of the lines every child hears), normalised, stored under its folder and named by its row in
// one transaction that replaces the take it had; found in storage to be played; its file deleted
// with its row. Each caller keeps its own rows and rules (which name, which line, how long).
import { rm } from "node:fs/promises";
import type { Db } from "../db/client.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { storeAndRecord } from "../storage/store-and-record.ts";
import { normaliseRecording } from "./normalise-recording.ts";

export interface TakeDeps {
  db: Db;
  /** Takes are kept in file storage, where every machine's renders find them. */
  storage: FileStorage;
  ffmpeg: string;
  /** Scratch space for the normalisation, on any disk. */
  workDir: string;
}

export interface NewTake {
  /** The operator's file, not yet trusted (it is sniffed, then read as what it is). */
  upload: string;
  /** The storage folder: `names` or `lines`. */
  prefix: string;
  maxSeconds?: number;
  /** Throws to refuse the normalised take before it replaces anything (a line's take far too short). */
  check?: (seconds: number) => void;
}

/**
 * Normalises and stores the take, then `record` names it in a transaction (locking the row it
 * replaces) and says which file it replaced, which is then deleted.
 */
export async function fileTake<T>(
  deps: TakeDeps,
  take: NewTake,
  record: (
    tx: Db,
    stored: { storageKey: string; durationMs: number },
  ) => Promise<{ result: T; replaced: string | null | undefined }>,
): Promise<T> {
  const normalised = await normaliseRecording({
    ffmpeg: deps.ffmpeg,
    input: take.upload,
    workDir: deps.workDir,
    ...(take.maxSeconds !== undefined && { maxSeconds: take.maxSeconds }),
  });
  try {
    take.check?.(normalised.seconds);
    const durationMs = Math.round(normalised.seconds * 1000);
    return await storeAndRecord(
      deps.storage,
      { path: normalised.file, prefix: take.prefix, extension: ".wav" },
      (storageKey) => deps.db.transaction((tx) => record(tx, { storageKey, durationMs })),
    );
  } finally {
    await rm(normalised.file, { force: true });
  }
}

/** Where a take's file is and its size, for playing it; undefined when it is not stored. */
export async function storedTake(
  storage: Pick<FileStorage, "size">,
  storageKey: string | null | undefined,
): Promise<{ key: string; size: number } | undefined> {
  if (!storageKey) return undefined;
  const size = await storage.size(storageKey);
  return size === undefined ? undefined : { key: storageKey, size };
}

/** Deletes a take's file once its row is gone: later films are said by the voices again. */
export async function forgetTake(
  storage: Pick<FileStorage, "delete">,
  storageKey: string | null | undefined,
): Promise<void> {
  if (storageKey) await storage.delete(storageKey);
}
