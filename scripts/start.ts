// `npm start`: builds the app when the sources are newer than the build, then serves it.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { SERVER_NODE_FLAGS, withAllocatorEnv } from "../server/process-settings.ts";

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
if (changedAt > builtAt) {
  console.log("Building the shop…");
  execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
}

// A child process, because the allocator settings only count from a process's start.
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(ROOT, "server", "main.ts")], {
  cwd: ROOT,
  stdio: "inherit",
  env: withAllocatorEnv({ NODE_ENV: "production", ...process.env }),
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
