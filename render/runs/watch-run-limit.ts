// Holds a tool the renderer started to its time limit (run-limit.ts decides): a timer at the shop's own
// priority; in the background, the process's CPU time and its threads' states read from /proc.
import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { runsInBackground } from "./background-priority.ts";
import { backgroundLimitPassed, type LimitPassed, readStat } from "./run-limit.ts";

/** The process's CPU time, and whether one of its threads waits for a core; undefined once it is gone. */
function sample(pid: number): { cpuSeconds: number; runnable: boolean } | undefined {
  try {
    const { cpuSeconds } = readStat(readFileSync(`/proc/${pid}/stat`, "utf8"));
    // x264's main thread sleeps while its frame threads work: every thread's state is read.
    const runnable = readdirSync(`/proc/${pid}/task`).some((thread) => {
      try {
        return readStat(readFileSync(`/proc/${pid}/task/${thread}/stat`, "utf8")).state === "R";
      } catch {
        return false; // ended while listed
      }
    });
    return { cpuSeconds, runnable };
  } catch {
    return undefined;
  }
}

/**
 * Watches the just-started process `pid` against `limitSeconds` (wall-clock, or its CPU time when
 * started in the background) and calls `passed` once when it goes past; answers the function that
 * stops watching, for when the process ends.
 */
export function watchRunLimit(
  pid: number | undefined,
  limitSeconds: number,
  passed: (limit: LimitPassed) => void,
): () => void {
  if (!runsInBackground() || pid === undefined) {
    const timer = setTimeout(
      () => passed({ kind: "wall-clock", seconds: limitSeconds }),
      limitSeconds * 1000,
    );
    return () => clearTimeout(timer);
  }
  const cores = availableParallelism();
  let cpuSeconds = 0;
  let activeAt = performance.now();
  const check = () => {
    const now = performance.now();
    // Unreadable (no /proc, or the process just ended): nothing learnt, so without /proc a run is
    // stopped after its limit, as at the shop's own priority.
    const seen = sample(pid);
    if (seen && (seen.runnable || seen.cpuSeconds > cpuSeconds)) activeAt = now;
    if (seen) cpuSeconds = seen.cpuSeconds;
    const over = backgroundLimitPassed({
      limitSeconds,
      cores,
      cpuSeconds,
      secondsIdle: (now - activeAt) / 1000,
    });
    if (!over) return;
    clearInterval(timer);
    passed(over);
  };
  // Often enough that a short limit is checked several times, at most once a second.
  const timer = setInterval(check, Math.min(1000, (limitSeconds * 1000) / 5));
  return () => clearInterval(timer);
}
