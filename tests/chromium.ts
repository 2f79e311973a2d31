// Debian's Chromium and the flags it needs here (root, no GPU, no network but loopback),
// shared by the browser tests and the Lighthouse benchmark.
export const CHROMIUM_PATH = "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
