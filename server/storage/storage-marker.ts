// The storage marker, checked at every start (decision 053, as Immich checks its folders): on the
// storage's first start with this database, a random token is recorded in the database and written
// into the storage under a fixed key; every later process reads it back. A process that sees other
// storage than the one the shop's files went to (another bucket, another machine's folder, a disk
// not mounted, wrong keys) refuses to start, instead of making films without their photos.
import { randomUUID } from "node:crypto";
import { text } from "node:stream/consumers";
import { setTimeout as sleep } from "node:timers/promises";
import type { Logger } from "pino";
import type { Db } from "../db/client.ts";
import { StartRefused } from "../start-refused.ts";
import type { FileStorage } from "./file-storage.ts";
import { recordedMarker, recordMarker } from "./storage-marker.repository.ts";

/** Outside every folder the orphan sweep pages through, so nothing deletes it. */
export const MARKER_KEY = "shop/storage-marker.json";

/** How long a process waits for the marker that another, starting at the same moment, is writing. */
const FIRST_WRITE_WAIT_MS = 10_000;

export interface StorageMarkerDeps {
  db: Db;
  storage: FileStorage;
  /** How an operator names this storage: `STORAGE_URL s3://bucket` or `DATA_DIR/files (/srv/data/files)`. */
  where: string;
  /**
   * `all` (`npm start`, one machine) writes a lost marker again, since the storage it sees is the
   * only one; a web or worker process refuses.
   */
  role: "all" | "web" | "worker";
  logger: Pick<Logger, "info" | "warn">;
  firstWriteWaitMs?: number;
}

export type MarkerOutcome = "written" | "found" | "rewritten";

/** This process's storage cannot be trusted to be the shop's. */
export class StorageMarkerRefused extends StartRefused {
  constructor(message: string) {
    super(message);
    this.name = "StorageMarkerRefused";
  }
}

const SET_STORAGE =
  "Set STORAGE_URL (or DATA_DIR) to the storage the shop's other processes use, with the same keys " +
  "(AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY).";

async function tryStorage<T>(deps: StorageMarkerDeps, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new StorageMarkerRefused(
      `the file storage (${deps.where}) cannot be read or written: ${reason}. ${SET_STORAGE}`,
    );
  }
}

/** What MARKER_KEY holds: a token, "" for JSON that is not a marker, or `unfinished` for a body that is not JSON. */
type StoredMarker = string | { unfinished: string } | undefined;

/**
 * A body that is not JSON is taken for a marker caught while another process writes it: a storage
 * that does not put a file whole (a folder on a network disk, the S3 stand-in of the tests) shows it
 * empty or cut for a moment, so it is waited for like an absent one.
 */
async function readMarker(deps: StorageMarkerDeps): Promise<StoredMarker> {
  return tryStorage(deps, async () => {
    const stream = await deps.storage.read(MARKER_KEY);
    if (!stream) return undefined;
    const body = await text(stream);
    let stored: unknown;
    try {
      stored = JSON.parse(body);
    } catch (error) {
      return { unfinished: error instanceof Error ? error.message : String(error) };
    }
    const token = (stored as { token?: unknown } | null)?.token;
    return typeof token === "string" ? token : "";
  });
}

async function writeMarker(deps: StorageMarkerDeps, token: string): Promise<void> {
  const body = JSON.stringify({ token, writtenAt: new Date().toISOString() });
  await tryStorage(deps, () => deps.storage.put(MARKER_KEY, Buffer.from(body)));
}

/** Writes the marker on the storage's first start, else checks it; throws `StorageMarkerRefused`. */
export async function checkStorageMarker(deps: StorageMarkerDeps): Promise<MarkerOutcome> {
  let recorded = await recordedMarker(deps.db);
  let outcome: MarkerOutcome = "found";
  if (!recorded) {
    const token = randomUUID();
    // Of several processes starting together, the one whose row went in writes the marker.
    if (await recordMarker(deps.db, token)) {
      const existing = await readMarker(deps);
      if (existing === undefined) {
        await writeMarker(deps, token);
        deps.logger.info({ storage: deps.where }, "storage marker written: the storage's first start");
        outcome = "written";
      }
    }
    recorded = await recordedMarker(deps.db);
    if (!recorded) throw new Error("the storage marker's row was not recorded");
  }
  const waitUntil = Date.now() + (deps.firstWriteWaitMs ?? FIRST_WRITE_WAIT_MS);
  let stored = await readMarker(deps);
  while (typeof stored !== "string" && outcome === "found" && Date.now() < waitUntil) {
    await sleep(250);
    stored = await readMarker(deps);
  }
  if (stored === recorded.token) return outcome;
  if (typeof stored === "object") {
    throw new StorageMarkerRefused(
      `the file storage (${deps.where}) holds a ${MARKER_KEY} that is not a marker ` +
        `(${stored.unfinished}). ${SET_STORAGE} If this storage is meant for this database, delete ` +
        `${MARKER_KEY} from it and start again.`,
    );
  }
  const since = recorded.writtenAt.toISOString();
  if (stored === undefined && deps.role === "all") {
    deps.logger.warn(
      { storage: deps.where, since },
      "storage marker missing: files stored before may be gone; the marker is written again",
    );
    await writeMarker(deps, recorded.token);
    return "rewritten";
  }
  if (stored === undefined) {
    throw new StorageMarkerRefused(
      `the file storage (${deps.where}) has no ${MARKER_KEY}, which the shop wrote there on ${since}: ` +
        `this process sees other storage than the one holding the shop's files (another bucket or ` +
        `folder, a disk not mounted). ${SET_STORAGE}`,
    );
  }
  throw new StorageMarkerRefused(
    `the file storage (${deps.where}) holds another database's ${MARKER_KEY}: it belongs to another ` +
      `shop, or this database was replaced. ${SET_STORAGE} If this storage is meant for this database, ` +
      `delete ${MARKER_KEY} from it and start again.`,
  );
}
