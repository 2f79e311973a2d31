// Where photos, films and captions live: one interface, a folder on disk by default, or an S3-API
// bucket (server/storage/s3-storage.ts).
import type { Readable } from "node:stream";

/** Bytes `start` to `end`, both included, as HTTP ranges count them. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface FileStorage {
  /** A key never used before, under the folder `prefix` (e.g. "films", ".mp4"): what every `put` writes to. */
  newKey(prefix: string, extension?: string): string;
  /** Writes the whole source under `key`, replacing nothing: keys are random and new. */
  put(key: string, source: Readable | Uint8Array): Promise<{ bytes: number }>;
  /**
   * The stored bytes as a stream (only `start` to `end`, inclusive, when a range is given), or
   * undefined when nothing is stored under `key`.
   */
  read(key: string, range?: ByteRange): Promise<Readable | undefined>;
  /** How many bytes are stored under `key`, or undefined when nothing is. */
  size(key: string): Promise<number | undefined>;
  /** Removes `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Every stored key under the folder `prefix` (e.g. "photos"), with when it was last written, for
   * the sweep that finds files no row points to (server/storage/orphan-sweep.ts). Includes the
   * temp files of writes that a crash interrupted.
   */
  list(prefix: string): AsyncIterable<StoredEntry>;
  /** Bytes still free where the files are kept, for refusing uploads before the disk is full. */
  freeBytes(): Promise<number>;
  /**
   * Ends the multipart uploads started before `olderThan` and never finished (a process killed while
   * storing a film), which a bucket keeps, and bills, until they are aborted; answers how many. Only
   * storages that have such uploads have it: a disk's broken writes are temp files `list` shows.
   */
  abortUnfinishedUploads?(olderThan: Date): Promise<number>;
  /**
   * An address from which a browser reads `key` itself, ranges included, for `seconds`: a family's
   * film goes from the bucket to the browser, not through a web process (decision 054). Only a
   * bucket has it; the disk's files are streamed by the shop.
   */
  temporaryUrl?(key: string, options: TemporaryUrlOptions): Promise<string>;
}

/** How long a temporary URL works, and the headers its answer carries, as the shop's own would. */
export interface TemporaryUrlOptions {
  seconds: number;
  contentType: string;
  cacheControl: string;
  /** `attachment; filename="…"` saves the file instead of showing it. */
  contentDisposition?: string | undefined;
}

export interface StoredEntry {
  key: string;
  modifiedAt: Date;
}
