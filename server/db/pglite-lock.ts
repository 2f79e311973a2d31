// One process at a time on an embedded PGlite folder. PGlite is PostgreSQL compiled into this
// process, with no server to arbitrate: two processes writing one folder corrupt it. The folder's
// lock file names its holder (process id and machine); a second process refuses to open it while
// that holder lives, and takes it over once the holder is gone (a crash, SIGKILL).
import { hostname } from "node:os";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { StartRefused } from "../start-refused.ts";

export const LOCK_FILE = "shop.lock";

interface Holder {
  pid: number;
  host: string;
}

/** The folder is held by another process that is still running (or runs on another machine). */
export class PgliteFolderInUse extends StartRefused {
  constructor(folder: string, holder: Holder) {
    super(
      `The embedded database in ${folder} is in use by process ${holder.pid} on ${holder.host}: ` +
        "PGlite belongs to one process, and a second one would corrupt it. Stop that process, or give " +
        "this one its own DATA_DIR; to run several processes on one database, set DATABASE_URL to a " +
        `PostgreSQL server. (If no such process runs, delete ${path.join(folder, LOCK_FILE)}.)`,
    );
    this.name = "PgliteFolderInUse";
  }
}

function readHolder(file: string): Holder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, "utf8")) as Partial<Holder>;
    if (typeof holder.pid === "number" && typeof holder.host === "string") {
      return { pid: holder.pid, host: holder.host };
    }
  } catch {
    // missing, or half-written by a process killed while writing it: nobody holds the folder
  }
  return undefined;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Whether `holder` still holds the folder, as far as this machine can tell. */
function stillHeld(holder: Holder): boolean {
  // Another machine's process cannot be asked: its lock stands until someone removes it.
  if (holder.host !== hostname()) return true;
  // A container restarted with the same process id as before: that earlier process was this one's predecessor.
  if (holder.pid === process.pid) return false;
  return isRunning(holder.pid);
}

/**
 * Takes the folder's lock for this process, or throws `PgliteFolderInUse`; answers the function that
 * lets it go (called when the database closes).
 */
export function lockPgliteFolder(folder: string): () => void {
  const file = path.join(folder, LOCK_FILE);
  const mine = JSON.stringify({ pid: process.pid, host: hostname() });
  for (let tries = 0; ; tries += 1) {
    try {
      // "wx": of two processes starting together, exactly one creates the file.
      writeFileSync(file, mine, { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = readHolder(file);
    if (holder && stillHeld(holder)) throw new PgliteFolderInUse(folder, holder);
    // A stale lock goes once; if another process took it meanwhile, the next try sees that one.
    if (tries > 0) throw new PgliteFolderInUse(folder, holder ?? { pid: 0, host: "unknown" });
    rmSync(file, { force: true });
  }
  return () => {
    // Only our own lock: never one a later process took after ours was judged stale.
    if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
  };
}
