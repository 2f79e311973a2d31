// Clears what requests and renders left in DATA_DIR/tmp when their process was killed: uploaded
// originals (with their EXIF and GPS), name takes, render folders holding a film's photos. Run at
// start and every quarter hour by each process on its own timer: in a cluster every machine has its
// own temp folder, which a job run once across the cluster would clear on one machine only
// (decision 053). Several processes may still share one folder, so only what nobody has touched for
// a while goes: a live request keeps writing its file, and a live render its folder (decision 024).
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "pino";

/** Longer than an upload can sit unchanged in a live request: received, queued, decoded, stored. */
export const UPLOAD_TEMP_STALE_MS = 15 * 60 * 1000;
/** Longer than a render job may run before pg-boss expires it (30 minutes, server/jobs.ts). */
export const RENDER_TEMP_STALE_MS = 2 * 60 * 60 * 1000;

/** How often each process clears its temp folder: a killed request's originals go within half an hour. */
export const TEMP_CLEAR_EVERY_MS = 15 * 60 * 1000;

/** The render jobs' folder inside the temp folder (server/start-services.ts). */
export const RENDERS_FOLDER = "renders";

export interface TempClearDeps {
  uploadsTmpDir: string;
  logger: Pick<Logger, "info" | "warn">;
}

/** The newest modification time of a file, or of anything inside a folder; undefined once it is gone. */
async function lastTouched(entry: string): Promise<number | undefined> {
  const info = await stat(entry).catch(() => undefined);
  if (!info) return undefined;
  if (!info.isDirectory()) return info.mtimeMs;
  const children = await readdir(entry).catch(() => [] as string[]);
  const times = await Promise.all(children.map((child) => lastTouched(path.join(entry, child))));
  return Math.max(info.mtimeMs, ...times.filter((time) => time !== undefined));
}

/** Deletes the entries of `folder` untouched since `before`; how many went. */
async function clearStale(folder: string, before: number, skip: ReadonlySet<string>): Promise<number> {
  const names = await readdir(folder).catch(() => [] as string[]);
  let deleted = 0;
  for (const name of names) {
    if (skip.has(name)) continue;
    const entry = path.join(folder, name);
    const touched = await lastTouched(entry);
    if (touched === undefined || touched >= before) continue;
    await rm(entry, { recursive: true, force: true });
    deleted += 1;
  }
  return deleted;
}

/** Deletes stale uploads and render folders; the counts, also logged when anything went. */
export async function clearStaleTemp(
  deps: TempClearDeps,
  now = Date.now(),
): Promise<{ uploads: number; renders: number }> {
  const uploads = await clearStale(deps.uploadsTmpDir, now - UPLOAD_TEMP_STALE_MS, new Set([RENDERS_FOLDER]));
  const renders = await clearStale(
    path.join(deps.uploadsTmpDir, RENDERS_FOLDER),
    now - RENDER_TEMP_STALE_MS,
    new Set(),
  );
  if (uploads + renders > 0) deps.logger.info({ uploads, renders }, "stale temp files deleted");
  return { uploads, renders };
}

/** Clears the temp folder every `everyMs` until stopped; a failed pass is logged and the next one tried. */
export function clearTempEvery(
  deps: TempClearDeps & { logger: Pick<Logger, "error"> },
  everyMs = TEMP_CLEAR_EVERY_MS,
): { stop(): void } {
  const timer = setInterval(() => {
    clearStaleTemp(deps).catch((error: unknown) =>
      deps.logger.error({ err: error }, "temp folder not cleared"),
    );
  }, everyMs);
  // The timer alone keeps no process alive.
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
