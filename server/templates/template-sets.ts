// The prepared templates where they are kept, as sets the template sweep marks and deletes
// (server/templates/template-sweep.ts): each stored set under `templates/` in file storage (decision
// 055) and each prepared folder under DATA_DIR/templates. A set's marker `<set>.unused` beside its
// listing or folder says since when a sweep has found it unused.
import { lstat, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FileStorage } from "../storage/file-storage.ts";
import { TEMPLATES_PREFIX } from "./stored-templates.ts";

/** Beside a set's listing or folder: its time is when a sweep first found the set unused. */
const UNUSED = ".unused";

/** Deletes sent to storage at once. */
const AT_ONCE = 8;

/** A stored set's files: `templates/<id>/<content key>.json` and everything under `templates/<id>/<content key>/`. */
const STORED_SET = new RegExp(`^${TEMPLATES_PREFIX}/([a-z0-9-]+/[0-9a-f]{32})[./]`);
/** A local folder `<id>-<content key>`, its marker, or a `.building-` folder preparing or fetching it. */
const LOCAL_ENTRY = /^([a-z0-9-]+-[0-9a-f]{32})(\.unused|\.building-.+)?$/;

/** One prepared template in one place: a set in file storage, or a folder under DATA_DIR/templates. */
export interface KeptSet {
  /** What a renderer's location is compared with: the shared name, or the folder's path. */
  id: string;
  /** The newest of its files' times, its marker's left out. */
  lastWritten: number;
  /** When a sweep first found it unused, as its marker says. */
  unusedSince: number | undefined;
  mark(): Promise<unknown>;
  unmark(): Promise<void>;
  /** Deletes it: first what makes it taken (a listing, `prepared.json`), its marker last. */
  remove(): Promise<void>;
}

/** Deletes every key, a few at a time; the first failure is thrown once all were tried. */
async function deleteAll(storage: Pick<FileStorage, "delete">, keys: string[]): Promise<void> {
  const failures: unknown[] = [];
  for (let start = 0; start < keys.length; start += AT_ONCE) {
    const outcomes = await Promise.allSettled(
      keys.slice(start, start + AT_ONCE).map((key) => storage.delete(key)),
    );
    for (const outcome of outcomes) if (outcome.status === "rejected") failures.push(outcome.reason);
  }
  if (failures.length > 0) throw failures[0];
}

/** The sets under `templates/` in file storage, each with its files, listed once. */
export async function storedSets(storage: Pick<FileStorage, "list" | "put" | "delete">): Promise<KeptSet[]> {
  const found = new Map<string, { keys: string[]; lastWritten: number; unusedSince?: number }>();
  for await (const entry of storage.list(TEMPLATES_PREFIX)) {
    // Anything else under `templates/` is not a set's, and is left alone.
    const name = STORED_SET.exec(entry.key)?.[1];
    if (!name) continue;
    const set = found.get(name) ?? { keys: [], lastWritten: -Infinity };
    found.set(name, set);
    const time = entry.modifiedAt.getTime();
    if (entry.key === `${TEMPLATES_PREFIX}/${name}${UNUSED}`) set.unusedSince = time;
    else {
      set.keys.push(entry.key);
      set.lastWritten = Math.max(set.lastWritten, time);
    }
  }
  return [...found].map(([name, { keys, lastWritten, unusedSince }]) => {
    const listing = `${TEMPLATES_PREFIX}/${name}.json`;
    const marker = `${TEMPLATES_PREFIX}/${name}${UNUSED}`;
    return {
      id: name,
      lastWritten,
      unusedSince,
      mark: () => storage.put(marker, Buffer.alloc(0)),
      unmark: () => storage.delete(marker),
      async remove() {
        // A set without its listing is never fetched, so one deleted half-way is never taken.
        await storage.delete(listing);
        await deleteAll(
          storage,
          keys.filter((key) => key !== listing),
        );
        await storage.delete(marker);
      },
    };
  });
}

/** The newest modification time of a file, or of anything inside a folder; -Infinity once it is gone. */
export async function newestWrite(entry: string): Promise<number> {
  const info = await stat(entry).catch(() => undefined);
  if (!info) return -Infinity;
  if (!info.isDirectory()) return info.mtimeMs;
  const inside = await readdir(entry, { recursive: true }).catch(() => [] as string[]);
  const times = await Promise.all(
    inside.map((name) =>
      stat(path.join(entry, name)).then(
        (file) => file.mtimeMs,
        () => -Infinity,
      ),
    ),
  );
  return Math.max(info.mtimeMs, ...times);
}

/** The prepared folders under `templatesDir`, and the `.building-` folders found there. */
export async function localSets(templatesDir: string): Promise<{ sets: KeptSet[]; building: string[] }> {
  const entries = await readdir(templatesDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [] as string[];
    throw error;
  });
  const folders = new Set<string>();
  const building: string[] = [];
  for (const entry of entries) {
    const [, folder, suffix] = LOCAL_ENTRY.exec(entry) ?? [];
    if (!folder) continue;
    if (suffix?.startsWith(".building-")) building.push(path.join(templatesDir, entry));
    else folders.add(folder);
  }
  const sets = await Promise.all(
    [...folders].map(async (folder): Promise<KeptSet> => {
      const dir = path.join(templatesDir, folder);
      const marker = `${dir}${UNUSED}`;
      const markedAt = await stat(marker).catch(() => undefined);
      return {
        id: dir,
        lastWritten: await newestWrite(dir),
        unusedSince: markedAt?.mtimeMs,
        mark: () => writeFile(marker, ""),
        unmark: () => rm(marker, { force: true }),
        async remove() {
          // A folder without it is never taken. A benchmark's link to its cache goes, not the cache.
          if ((await lstat(dir).catch(() => undefined))?.isDirectory())
            await rm(path.join(dir, "prepared.json"), { force: true });
          await rm(dir, { recursive: true, force: true });
          await rm(marker, { force: true });
        },
      };
    }),
  );
  return { sets, building };
}
