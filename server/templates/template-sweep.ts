// Deletes the prepared templates that this process's renderers do not use (decision 055): the sets
// under `templates/` in file storage and the folders under DATA_DIR/templates. A set found unused is
// marked (`<set>.unused`, whose time starts its grace) and deleted only once it has stayed unused and
// unwritten for the grace: a worker of the release before, or of one rolled back to, may need it.
// Run with the hourly "storage.sweep-orphans" job (server/jobs.ts), so a DATA_DIR is swept when its
// machine's process takes that job: every hour on a single machine, now and then on each of a cluster's.
import { rm } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "pino";
import type { PreparedLocation } from "#render/template/prepared-template.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { type KeptSet, localSets, newestWrite, storedSets } from "./template-sets.ts";

/**
 * How long a set stays once a sweep has found it unused. A rolling deploy needs minutes; a week also
 * lets a release rolled back after days fetch its set instead of preparing it again on every machine,
 * for the price of keeping one old set (tens to hundreds of MB) a week longer.
 */
export const TEMPLATE_GRACE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A preparation writes a file every few minutes at most, a download every second: a `.building-`
 * folder untouched for a day belongs to a process that was stopped.
 */
export const BUILDING_STALE_MS = 24 * 60 * 60 * 1000;

/** What the sweep asks of a film renderer (server/films/film-renderer.ts). */
export interface TemplateUser {
  templateLocation(): Promise<PreparedLocation>;
}

export interface TemplateSweepDeps {
  storage: Pick<FileStorage, "list" | "put" | "delete">;
  /** This process's renderers: the sets they use stay, and while one cannot say which, all do. */
  users: TemplateUser[];
  logger: Pick<Logger, "info" | "warn">;
}

export interface SetCounts {
  /** Sets found. */
  sets: number;
  /** Found unused for the first time: marked, their grace starting now. */
  marked: number;
  /** Unused and unwritten for the grace: deleted whole. */
  deleted: number;
  /** Not marked, unmarked or deleted whole: tried again next hour. */
  failed: number;
}

export interface TemplateSweepCounts {
  /** In file storage; undefined when it could not be listed. */
  stored: SetCounts | undefined;
  /** Under DATA_DIR/templates, `.building-` folders of stopped processes among the deleted. */
  local: SetCounts | undefined;
}

/** Marks the unused sets, unmarks the used ones, and deletes those unused and unwritten since `graceStart`. */
async function sweepSets(
  sets: KeptSet[],
  inUse: ReadonlySet<string>,
  graceStart: number,
  logger: TemplateSweepDeps["logger"],
): Promise<SetCounts> {
  const counts: SetCounts = { sets: sets.length, marked: 0, deleted: 0, failed: 0 };
  for (const set of sets) {
    try {
      if (inUse.has(set.id)) {
        // Used again (a release rolled back): its grace starts afresh once it is unused again.
        if (set.unusedSince !== undefined) await set.unmark();
      } else if (set.unusedSince === undefined) {
        await set.mark();
        counts.marked += 1;
      } else if (set.unusedSince <= graceStart && set.lastWritten <= graceStart) {
        await set.remove();
        counts.deleted += 1;
      }
    } catch (error) {
      counts.failed += 1;
      logger.warn({ err: error, template: set.id }, "prepared template not swept; tried again next hour");
    }
  }
  return counts;
}

async function sweepLocal(
  templatesDirs: Iterable<string>,
  inUse: ReadonlySet<string>,
  now: number,
  logger: TemplateSweepDeps["logger"],
): Promise<SetCounts> {
  const found = await Promise.all([...templatesDirs].map(localSets));
  const counts = await sweepSets(
    found.flatMap(({ sets }) => sets),
    inUse,
    now - TEMPLATE_GRACE_MS,
    logger,
  );
  for (const folder of found.flatMap(({ building }) => building)) {
    if ((await newestWrite(folder)) > now - BUILDING_STALE_MS) continue;
    try {
      await rm(folder, { recursive: true, force: true });
      counts.deleted += 1;
    } catch (error) {
      counts.failed += 1;
      logger.warn(
        { err: error, folder },
        "a stopped preparation's folder not deleted; tried again next hour",
      );
    }
  }
  return counts;
}

/**
 * Marks the prepared templates this process's renderers do not use, and deletes those marked and
 * unwritten for TEMPLATE_GRACE_MS, in file storage and in the renderers' DATA_DIR. Never throws:
 * what fails is logged and tried again next hour. Undefined when a renderer cannot say where its
 * template is prepared (a template folder that cannot be read): then nothing is touched.
 */
export async function sweepTemplates(
  deps: TemplateSweepDeps,
  now = Date.now(),
): Promise<TemplateSweepCounts | undefined> {
  let used: PreparedLocation[];
  try {
    used = await Promise.all(deps.users.map((user) => user.templateLocation()));
  } catch (error) {
    deps.logger.warn({ err: error }, "prepared templates not swept: which ones this process uses is unknown");
    return undefined;
  }
  const counts: TemplateSweepCounts = { stored: undefined, local: undefined };
  try {
    const sets = await storedSets(deps.storage);
    counts.stored = await sweepSets(
      sets,
      new Set(used.map((location) => location.name)),
      now - TEMPLATE_GRACE_MS,
      deps.logger,
    );
  } catch (error) {
    deps.logger.warn({ err: error }, "stored templates not listed; swept next hour");
  }
  try {
    // The renderers' DATA_DIR/templates: one folder, as a process's renderers share their DATA_DIR.
    counts.local = await sweepLocal(
      new Set(used.map((location) => path.dirname(location.dir))),
      new Set(used.map((location) => location.dir)),
      now,
      deps.logger,
    );
  } catch (error) {
    deps.logger.warn({ err: error }, "local templates not listed; swept next hour");
  }
  deps.logger.info(counts, "prepared templates swept");
  return counts;
}
