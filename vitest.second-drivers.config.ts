// The slower lane's unit tests (decision 070): the files whose tests run per database driver or per
// ffmpeg build, again on the drivers `npm run test:unit` leaves out: PGlite and the npm package's
// static ffmpeg. `.ci/run` runs it after `npm test`, so every such test runs on both in CI.
import { globSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";
import base from "./vitest.config.ts";

// Read by the global setup (databases) and by the render tests' support (ffmpeg builds).
process.env.TEST_DATABASES = "pglite";
process.env.TEST_FFMPEG = "packaged";

const PER_DRIVER = /describe\.each\((testDatabaseDrivers\(\)|FFMPEG_BUILDS)\)/;
const include = globSync("{app,domain,server,render,eslint,scripts,bench}/**/*.test.{ts,tsx}").filter(
  (file) => PER_DRIVER.test(readFileSync(file, "utf8")),
);

export default defineConfig({ ...base, test: { ...base.test, include, env: { TEST_FFMPEG: "packaged" } } });
