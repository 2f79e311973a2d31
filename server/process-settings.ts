// How the server process is started, by every launcher (npm start, the benchmarks, the browser
// tests): settings that only count from a process's start, so main.ts cannot set them itself.

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
 * V8's heap. Loading the app leaves tens of MB of garbage (Node 24 compiling Drizzle's modules
 * alone: ~60 MB) that V8 collects only when the heap nears its limit, which by default is far away.
 * 8 MB semi-spaces and a 256 MB old space (the shop's live heap is a few tens of MB; photos live
 * outside it) take the idle server from ~320 to ~140 MB, measured on a PostgreSQL server.
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=8", "--max-old-space-size=256"] as const;

/** The allocator settings, unless the environment already chose its own. */
export function withAllocatorEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...ALLOCATOR_ENV, ...env };
}
