// `npm start`: builds the app when the sources are newer than the build (unless `--no-build`), then
// serves it, and starts the server again after a crash, with a back-off (restart-policy.ts); a
// server whose start is refused or fails ends it, with the server's exit code.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { SERVER_NODE_FLAGS, withAllocatorEnv } from "#server/process-settings.ts";
import { STARTED_MESSAGE } from "#server/started-signal.ts";
import { failedStartNotice, HEALTHY_RUN_MS, isCrash, restartDelayMs } from "./restart-policy.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const BUILT = path.join(ROOT, "build", "server", "index.js");
const SOURCES = [
  "app",
  "domain",
  "server",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
];

function newestChange(entry: string): number {
  const stat = statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

const builtAt = existsSync(BUILT) ? statSync(BUILT).mtimeMs : 0;
const changedAt = Math.max(...SOURCES.map((source) => newestChange(path.join(ROOT, source))));
if (changedAt > builtAt && !process.argv.includes("--no-build")) {
  console.log("Building the shop…");
  execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
}

/** The server's process group: its ffmpeg children where setpriv is missing, left by a crash. */
function clearGroup(pid: number) {
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // nothing left in it
  }
}

let server: ChildProcess | undefined;
let stopRequested = false;
let crashesInARow = 0;

// A child process, because the allocator settings only count from a process's start. Its own
// process group (detached), so what it started can be cleared after it dies. A message channel,
// on which it says when it is serving.
function startServer() {
  const startedAt = Date.now();
  let started = false;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(ROOT, "server", "main.ts")], {
    cwd: ROOT,
    stdio: ["inherit", "inherit", "inherit", "ipc"],
    detached: true,
    env: withAllocatorEnv({ NODE_ENV: "production", ...process.env }),
  });
  server = child;
  child.on("message", (message) => {
    if (message === STARTED_MESSAGE) started = true;
  });
  child.on("exit", (code, signal) => {
    clearGroup(child.pid!);
    server = undefined;
    const end = { code, signal, stopRequested, started };
    if (!isCrash(end)) {
      const notice = failedStartNotice(end);
      if (notice) console.error(notice);
      process.exit(code ?? (signal ? 1 : 0));
    }
    crashesInARow = Date.now() - startedAt >= HEALTHY_RUN_MS ? 1 : crashesInARow + 1;
    const delay = restartDelayMs(crashesInARow);
    console.error(
      `[npm start] The server stopped unexpectedly (${signal ?? `exit code ${code}`}); ` +
        `starting it again in ${delay / 1000} s (crash ${crashesInARow} in a row).`,
    );
    setTimeout(() => {
      if (!stopRequested) startServer();
    }, delay);
  });
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopRequested = true;
    if (server) server.kill(signal);
    else process.exit(0);
  });
}
startServer();
