// The slower lane's unit tests (decision 070): the files whose tests run per database driver or per
// ffmpeg build, again on the drivers `npm run test:unit` leaves out: PGlite and the npm package's
// static ffmpeg. `.ci/run` runs it after `npm test`, so every such test runs on both in CI.
import { globSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";
import base, { GLOBAL_SETUP, TEST_FILES } from "./vitest.config.ts";

// Read by the global setup (databases) and by the render tests' support (ffmpeg builds).
process.env.TEST_DATABASES = "pglite";
process.env.TEST_FFMPEG = "packaged";

const PER_DRIVER = /describe\.each\((testDatabaseDrivers\(\)|FFMPEG_BUILDS)\)/;
const include = globSync(TEST_FILES).filter((file) => PER_DRIVER.test(readFileSync(file, "utf8")));

// One group of files in their own processes, two at a time, as the first lane's "own-process" group:
// none of these files fills the cores on purpose.
const { projects: _projects, ...shared } = base.test ?? {};
export default defineConfig({
  test: {
    ...shared,
    include,
    globalSetup: GLOBAL_SETUP,
    maxWorkers: 2,
    env: { TEST_FFMPEG: "packaged" },
  },
});
