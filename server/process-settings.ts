// How the server process is started, by every launcher (npm start, npm run web and worker, the
// benchmarks, the tests): settings that only count from a process's start, so main.ts cannot set
// them itself.

/**
 * glibc's allocator: decoding a 12-megapixel photo frees a ~33 MB image, and with the defaults
 * glibc keeps such memory in per-thread arenas, so the process grows with every photo. Two arenas
 * and an eager trim keep it flat (measured: 442 → 286 MB peak for 100 photos at once).
 */
export const ALLOCATOR_ENV = {
  MALLOC_ARENA_MAX: "2",
  MALLOC_TRIM_THRESHOLD_: "1048576",
} as const;

/**
 * V8's heap. Loading the app leaves much garbage (Node 24 reads a package's `package.json` again
 * for each of its modules, and Drizzle's 179 KB of `exports` alone make ~160 MB) that V8 collects
 * only when the heap nears its limit, which by default is far away. 8 MB semi-spaces and a 256 MB old space (the shop's live heap is a few tens of MB; photos live
 * outside it) take the idle server from ~320 to ~140 MB, measured on a PostgreSQL server.
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=8", "--max-old-space-size=256"] as const;

/**
 * The command line of package.json's `web` and `worker` scripts: the allocator settings and V8's
 * flags, then `node` and the entry point, so a cluster's processes run as `npm start`'s server does
 * (a worker rendering the 9-minute film: 214 MB at its peak with them, 399 MB without, measured).
 * `process-settings.test.ts` holds package.json to it.
 */
export function serverScript(entry: readonly string[]): string {
  const env = Object.entries(ALLOCATOR_ENV).map(([name, value]) => `${name}=${value}`);
  return [...env, "node", ...SERVER_NODE_FLAGS, ...entry].join(" ");
}

/** The allocator settings, unless the environment already chose its own. */
export function withAllocatorEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...ALLOCATOR_ENV, ...env };
}
