// Where photos, films and captions live: one interface, a folder on disk by default.
import type { Readable } from "node:stream";

export interface FileStorage {
  /** Writes the whole source under `key`, replacing nothing: keys are random and new. */
  put(key: string, source: Readable | Uint8Array): Promise<{ bytes: number }>;
  /** The stored bytes as a stream, or undefined when nothing is stored under `key`. */
  read(key: string): Promise<Readable | undefined>;
  /** Removes `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}
