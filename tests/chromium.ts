// Debian's Chromium and the flags it needs here (root, no GPU, no network but loopback),
// shared by the browser tests and the Lighthouse benchmark.
export const CHROMIUM_PATH = "/usr/bin/chromium";

/**
 * Debian's headless shell of the same Chromium (package `chromium-headless-shell`): the same engine
 * without the browser around it, for the browser tests. The same 57 tests took 86 CPU s with it
 * against 147 with the whole browser (decision 078); the benchmarks, Lighthouse and the tests that
 * need the browser's own devices keep `CHROMIUM_PATH`.
 */
export const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
