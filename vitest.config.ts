// Unit and integration tests (Vitest); browser tests live in tests/e2e and run with Playwright.
// Three groups, one after the other (issue 43, decision 070): the files that touch nothing outside
// their own modules share one worker and its imports; then the rest two at a time, each in its own
// process, and those that only add their own database copy or folder, sharing two threads; last,
// the files that fill every core on purpose, or need the cores free, run alone.
import { globSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";

export const TEST_FILES = "{app,domain,server,render,eslint,scripts,bench}/**/*.test.{ts,tsx}";

/**
 * Files that keep every core busy while they check work done under that load
 * (`busy-cores.test-support.ts`): 42 s of a quiet machine's two cores that nothing else can use, so
 * they run alone in the slower lane (`vitest.second-drivers.config.ts`), not here (decision 070).
 */
export const FILL_THE_CORES = ["render/background-under-load.test.ts", "render/watch-run-limit.test.ts"];

/**
 * Files that run alone: the greeting's is said at the lowest CPU priority and held to the shop's
 * 8 s, so beside another file's work at normal priority it waited for the CPU past them (a
 * fresh-clone run failed four of its tests so; decision 070).
 */
export const RUNS_ALONE = ["server/greetings/name-greeting.test.ts"];

/** What a file that touches only its own modules, database copy and folders never mentions. */
const TOUCHES_THE_PROCESS =
  /vi\.(mock|stub|useFakeTimers|spyOn|doMock)|process\.env|spawn|execFile|fork\(|FFMPEG|ffmpeg|listen\(|createServer|globalThis|shortTemplate|child_process|setSystemTime|Worker/;
/** What a file that touches nothing outside its own modules never mentions, beside the above. */
const TOUCHES_A_DATABASE_OR_FOLDER = /testDatabase|tmpdir|mkdtemp/;

const mentions = (pattern: RegExp) => (file: string) => pattern.test(readFileSync(file, "utf8"));
const ALL_FILES = globSync(TEST_FILES);

/**
 * Files that share one worker and its imports: they mock nothing, read no environment or globals,
 * start no process, server or ffmpeg. A file that only calls our functions and reads their answers
 * (self-contained) needs nothing else: importing each graph once per run instead of once per file
 * took its 94 files from 43 to 18.5 CPU seconds (decision 070). A file that also makes itself a
 * database copy or a temporary folder (shared-database) leaves nothing behind for the next file
 * either: the unit lane took 654 CPU seconds with them sharing, 725 with each in its own process.
 */
export const SELF_CONTAINED = ALL_FILES.filter(
  (file) => !mentions(TOUCHES_THE_PROCESS)(file) && !mentions(TOUCHES_A_DATABASE_OR_FOLDER)(file),
);
export const SHARED_DATABASE = ALL_FILES.filter(
  (file) =>
    !mentions(TOUCHES_THE_PROCESS)(file) &&
    mentions(TOUCHES_A_DATABASE_OR_FOLDER)(file) &&
    !RUNS_ALONE.includes(file) &&
    !FILL_THE_CORES.includes(file),
);

/** Finds or starts a PostgreSQL server and migrates the databases each test copies; prepares the
 * short film template once for every render test (decisions 066, 070). */
export const GLOBAL_SETUP = [
  "server/db/global-setup.test-support.ts",
  "render/short-template.global-setup.test-support.ts",
];

export default defineConfig({
  test: {
    environment: "node",
    // Opening PGlite and migrating it is a WASM start-up: seconds, not milliseconds, on a busy machine.
    hookTimeout: 60_000,
    // A test that has a voice speak or ffmpeg decode takes seconds when other work fills both cores:
    // the default 5 s failed such tests by chance (santa-on-screen, name-greeting; decision 070).
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: "self-contained",
          include: SELF_CONTAINED,
          pool: "threads",
          isolate: false,
          // One worker receives every file: two each imported the graphs again (28.5 CPU s, not 18.5).
          maxWorkers: 1,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: "shared-database",
          include: SHARED_DATABASE,
          globalSetup: GLOBAL_SETUP,
          pool: "threads",
          isolate: false,
          // Two threads, each importing the graphs once: Vitest gives a group's projects one count.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: "own-process",
          include: [TEST_FILES],
          exclude: [...SELF_CONTAINED, ...SHARED_DATABASE, ...RUNS_ALONE, ...FILL_THE_CORES],
          globalSetup: GLOBAL_SETUP,
          // Vitest's default on two cores is one worker, which leaves a core idle whenever a test
          // waits for PostgreSQL, ffmpeg or a process it started.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: "alone",
          include: RUNS_ALONE,
          globalSetup: GLOBAL_SETUP,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
