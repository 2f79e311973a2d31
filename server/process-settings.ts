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
 * V8's young generation: Node 24's default semi-spaces let the churn of loading the app grow the
 * idle server to ~320 MB; 8 MB semi-spaces keep it near 180 MB (measured on a PostgreSQL server,
 * after 50 renders of /order), with young-generation collections a little more often.
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=8"] as const;

/** The allocator settings, unless the environment already chose its own. */
export function withAllocatorEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...ALLOCATOR_ENV, ...env };
}
