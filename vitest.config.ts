// Unit and integration tests (Vitest); browser tests live in tests/e2e and run with Playwright.
// Three groups, one after the other (issue 43, decision 070): the files that touch nothing outside
// their own modules share one worker and its imports; the rest run two at a time, each file in its
// own process; the files that fill every core on purpose, or need the cores free, run alone.
import { globSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";

export const TEST_FILES = "{app,domain,server,render,eslint,scripts,bench}/**/*.test.{ts,tsx}";

/**
 * Files that run alone: two keep every core busy while they check work done under that load
 * (`busy-cores.test-support.ts`); the greeting's is said at the lowest CPU priority and held to the
 * shop's 8 s, so beside another file's work at normal priority it waited for the CPU past them (a
 * fresh-clone run failed four of its tests so; decision 070).
 */
export const RUNS_ALONE = [
  "render/background-under-load.test.ts",
  "render/watch-run-limit.test.ts",
  "server/greetings/name-greeting.test.ts",
];

/**
 * What a file may not mention to share a worker with others: mocks and spies, fake clocks, the
 * environment or globals, processes, servers, ports, ffmpeg, databases, temporary folders, the short
 * template. A file without any of these only calls our functions and reads their answers, so the
 * modules another file left loaded change nothing for it; importing each graph once per run instead
 * of once per file took its 94 files from 43 to 18.5 CPU seconds (decision 070).
 */
const NEEDS_ITS_OWN_PROCESS =
  /vi\.(mock|stub|useFakeTimers|spyOn|doMock)|process\.env|testDatabase|spawn|execFile|fork\(|FFMPEG|ffmpeg|listen\(|createServer|globalThis|shortTemplate|tmpdir|mkdtemp|child_process|setSystemTime|Worker/;

export const SELF_CONTAINED = globSync(TEST_FILES).filter(
  (file) => !NEEDS_ITS_OWN_PROCESS.test(readFileSync(file, "utf8")),
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
          name: "own-process",
          include: [TEST_FILES],
          exclude: [...SELF_CONTAINED, ...RUNS_ALONE],
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
