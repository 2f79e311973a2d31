// Unit and integration tests (Vitest); browser tests live in tests/e2e and run with Playwright.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{app,domain,server,render,eslint,scripts,bench}/**/*.test.{ts,tsx}"],
    environment: "node",
    // Finds or starts a PostgreSQL server and migrates the databases each test copies; prepares the
    // short film template once for every render test (decisions 066, 070).
    globalSetup: [
      "server/db/global-setup.test-support.ts",
      "render/short-template.global-setup.test-support.ts",
    ],
    // Opening PGlite and migrating it is a WASM start-up: seconds, not milliseconds, on a busy machine.
    hookTimeout: 60_000,
    // A test that has a voice speak or ffmpeg decode takes seconds when other work fills both cores:
    // the default 5 s failed such tests by chance (santa-on-screen, name-greeting; decision 070).
    testTimeout: 30_000,
  },
});
