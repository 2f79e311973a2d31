// Unit and integration tests (Vitest); browser tests live in tests/e2e and run with Playwright.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{app,domain,server,eslint,scripts,bench}/**/*.test.{ts,tsx}"],
    environment: "node",
  },
});
