// How long a tool the renderer starts (ffmpeg, a speech engine) may run before it is stopped. At the
// shop's own priority the cores are its own, so a wall-clock limit is fair. At the lowest (the example
// films' work, background-priority.ts) the kernel lends it only what customers' films leave, so under
// steady load a healthy run may take hours: it is held to the CPU time it used instead (issue 42,
// item 7; decision 065), and still stopped when it spins past its limit or waits on nothing that comes.
// This module decides; watch-run-limit.ts reads the process's CPU time and stops it.

/** Why a run was stopped, and the limit it passed, in seconds. */
export type LimitPassed =
  | { kind: "wall-clock"; seconds: number }
  | { kind: "cpu-time"; seconds: number }
  | { kind: "no-cpu"; seconds: number };

/** Linux's clock ticks per second (USER_HZ), the unit of /proc/<pid>/stat's times on every architecture. */
const CLOCK_TICKS = 100;

/** What /proc/<pid>/stat (or a thread's, under task/) says: CPU seconds (user and system) and the state letter. */
export function readStat(stat: string): { cpuSeconds: number; state: string } {
  // Fields after the command's parenthesis (which may hold spaces), from the 3rd: the state, then
  // utime the 14th and stime the 15th.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { cpuSeconds: (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS, state: fields[0] ?? "" };
}

/**
 * Whether a background run is past its limit. `limitSeconds` was set for a run with the cores free,
 * which could use every core for that long: past that much CPU time it is spinning. A run that for the
 * whole limit neither used CPU time nor had a thread waiting for a core (state R) waits on something
 * that will not come; a starved one is runnable all along, however little it gets.
 */
export function backgroundLimitPassed(run: {
  limitSeconds: number;
  cores: number;
  cpuSeconds: number;
  /** Since its CPU time last grew or one of its threads was last seen runnable. */
  secondsIdle: number;
}): LimitPassed | null {
  const budget = run.limitSeconds * run.cores;
  if (run.cpuSeconds > budget) return { kind: "cpu-time", seconds: budget };
  if (run.secondsIdle >= run.limitSeconds) return { kind: "no-cpu", seconds: run.limitSeconds };
  return null;
}

/** Words for a stopped run's error: "took longer than 30 s". */
export function describeLimit(passed: LimitPassed): string {
  const seconds = Math.round(passed.seconds * 10) / 10;
  if (passed.kind === "cpu-time") return `used more than ${seconds} s of CPU time`;
  if (passed.kind === "no-cpu") return `used no CPU time for ${seconds} s, and was not waiting for a core`;
  return `took longer than ${seconds} s`;
}
