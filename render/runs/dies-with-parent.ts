// Children of the renderer (ffmpeg, ffprobe, the speech engines) die with the process that started
// them, however it dies (a SIGKILL, the heap running out): no orphan keeps a core busy (decision 040).
import {
  spawn,
  spawnSync,
  type ChildProcessByStdio,
  type ChildProcessWithoutNullStreams,
} from "node:child_process";
import type { Readable } from "node:stream";
import { lowerIfInBackground } from "./background-priority.ts";

/**
 * util-linux's setpriv, where it knows `--pdeathsig` (2.33 and later): it asks the kernel to send
 * the child SIGKILL when its parent dies, then becomes the binary itself, same pid. Without it the
 * child is started directly, and `npm start` clears the dead server's process group instead
 * (scripts/start.ts).
 */
let deathSignalPrefix: readonly string[] | undefined;
function prefix(): readonly string[] {
  if (deathSignalPrefix === undefined) {
    const probe = spawnSync("setpriv", ["--pdeathsig", "KILL", "--", "true"], { stdio: "ignore" });
    deathSignalPrefix = probe.status === 0 ? ["setpriv", "--pdeathsig", "KILL", "--"] : [];
  }
  return deathSignalPrefix;
}

/**
 * glibc's settings for the shop's Node process (`ALLOCATOR_ENV` in server/process-settings.ts),
 * which its tools must not inherit: ffmpeg under them took 11.4–13.3 s for what it does in 6.1–6.5 s
 * (a footage clip's 240 frames, interleaved three times a side), an explicit trim threshold also
 * fixing glibc's mmap threshold, so each frame's buffers are mapped and unmapped anew.
 */
export const NODE_ONLY_ENV = ["MALLOC_ARENA_MAX", "MALLOC_TRIM_THRESHOLD_"] as const;

/**
 * glibc's allocator in the tools, by its tunables (2.35 and later; older ones and other C libraries
 * ignore them): what ffmpeg and x264 allocate is backed by transparent huge pages where the kernel
 * allows them on request (`madvise`, Debian's default). A frame's planes and x264's reference
 * pictures span thousands of 4 KB pages, and on this virtual machine each page's fault and TLB miss
 * is dear: a personal scene's encode took 6–11 % less CPU with them (interleaved, six runs a side,
 * byte-identical output) for about 10 MB more at its peak (decision 080).
 */
export const TOOL_TUNABLES = "glibc.malloc.hugetlb=1";

function toolEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of NODE_ONLY_ENV) delete env[name];
  // An operator's own choice of the same tunable stands.
  const own = env.GLIBC_TUNABLES;
  if (!own?.includes("glibc.malloc.hugetlb="))
    env.GLIBC_TUNABLES = own ? `${own}:${TOOL_TUNABLES}` : TOOL_TUNABLES;
  return env;
}

/** Spawns `binary` with its output piped, tied to this process's life; its input piped unless ignored. */
export function spawnTiedToParent(binary: string, args: readonly string[]): ChildProcessWithoutNullStreams;
export function spawnTiedToParent(
  binary: string,
  args: readonly string[],
  stdin: "ignore",
): ChildProcessByStdio<null, Readable, Readable>;
export function spawnTiedToParent(
  binary: string,
  args: readonly string[],
  stdin: "pipe" | "ignore" = "pipe",
) {
  const [command = binary, ...commandArgs] = [...prefix(), binary, ...args];
  const child = spawn(command, commandArgs, { stdio: [stdin, "pipe", "pipe"], env: toolEnv() });
  lowerIfInBackground(child.pid);
  return child;
}

/** setpriv's own exit when it cannot run the binary (127 not found, 126 not executable): the binary is missing. */
export function binaryCouldNotRun(code: number | null, stderr: string): boolean {
  return (code === 127 || code === 126) && stderr.startsWith("setpriv: failed to execute");
}
