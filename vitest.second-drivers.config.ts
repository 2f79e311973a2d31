// The slower lane's unit tests (decision 070): the files whose tests run per database driver or per
// ffmpeg build, again on the drivers `npm run test:unit` leaves out: PGlite and the npm package's
// static ffmpeg; and, alone at the end, the files that fill every core on purpose, which only this
// lane runs. `.ci/run` runs it after `npm test`, so every such test runs in CI.
import { globSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";
import base, { FILL_THE_CORES, GLOBAL_SETUP, RUNS_ALONE, TEST_FILES } from "./vitest.config.ts";

// Read by the global setup (databases) and by the render tests' support (ffmpeg builds).
process.env.TEST_DATABASES = "pglite";
process.env.TEST_FFMPEG = "packaged";

const PER_DRIVER = /describe\.each\((testDatabaseDrivers\(\)|FFMPEG_BUILDS)\)/;
const include = globSync(TEST_FILES).filter((file) => PER_DRIVER.test(readFileSync(file, "utf8")));

// Files in their own processes, two at a time, as the first lane's "own-process" group; then those
// the first lane runs alone, and those that fill the cores, alone.
const { projects: _projects, ...shared } = base.test ?? {};
const alone = [...include.filter((file) => RUNS_ALONE.includes(file)), ...FILL_THE_CORES];
export default defineConfig({
  test: {
    ...shared,
    globalSetup: GLOBAL_SETUP,
    env: { TEST_FFMPEG: "packaged" },
    projects: [
      {
        extends: true,
        test: {
          name: "two-at-a-time",
          include: include.filter((file) => !alone.includes(file)),
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      { extends: true, test: { name: "alone", include: alone, maxWorkers: 1, sequence: { groupOrder: 1 } } },
    ],
  },
});
