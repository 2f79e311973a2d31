// The one module that spawns ffmpeg (and ffprobe): progress from `-progress pipe:1` as percent, a
// time limit (CPU time in the background: run-limit.ts), typed failures, and a child that dies with
// the process that started it (decision 040).
import { binaryCouldNotRun, spawnTiedToParent } from "../runs/dies-with-parent.ts";
import { FfmpegFailed, FfmpegKilled, FfmpegMissing, FfmpegTimedOut } from "../runs/errors.ts";
import type { LimitPassed } from "../runs/run-limit.ts";
import { watchRunLimit } from "../runs/watch-run-limit.ts";

export interface FfmpegProgress {
  /** 0–100, from the output time reached over `expectedSeconds`. */
  percent: number;
  outSeconds: number;
  fps: number;
}

export interface RunFfmpegOptions {
  /** Names the step in errors ("title scene", "final mux"). */
  step: string;
  /** Wall-clock seconds with the cores free; in the background, their worth of CPU time (run-limit.ts). */
  timeoutSeconds: number;
  /** The output's duration, to turn output time into percent. */
  expectedSeconds?: number;
  onProgress?: (progress: FfmpegProgress) => void;
  signal?: AbortSignal;
  /** Collect stdout as bytes (for `-f h264 pipe:1`) instead of reading progress from it. */
  captureStdout?: boolean;
}

export interface FfmpegResult {
  stdout: Buffer;
  stderr: string;
}

const STDERR_KEPT = 64 * 1024;

/** Folds one block of `-progress` output (key=value lines ending in `progress=…`) into a report. */
export function parseProgressBlock(
  block: string,
  expectedSeconds: number | undefined,
): FfmpegProgress | null {
  const values = new Map<string, string>();
  for (const line of block.split("\n")) {
    const at = line.indexOf("=");
    if (at > 0) values.set(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  // out_time_us is right in both 4.1 and 5.1; out_time_ms is also microseconds, despite its name.
  const micros = Number(values.get("out_time_us") ?? values.get("out_time_ms"));
  if (!Number.isFinite(micros)) return null;
  const outSeconds = Math.max(0, micros / 1e6);
  const done = values.get("progress") === "end";
  const fraction = done ? 1 : expectedSeconds ? Math.min(1, outSeconds / expectedSeconds) : 0;
  return { percent: Math.round(fraction * 1000) / 10, outSeconds, fps: Number(values.get("fps")) || 0 };
}

export function runFfmpeg(
  binary: string,
  args: readonly string[],
  options: RunFfmpegOptions,
): Promise<FfmpegResult> {
  const fullArgs = options.captureStdout
    ? ["-hide_banner", "-nostdin", ...args]
    : ["-hide_banner", "-nostdin", "-nostats", "-progress", "pipe:1", ...args];
  return spawnTool(binary, fullArgs, options);
}

/** Runs ffprobe (which knows no `-nostdin` or `-progress`) and answers what it printed. */
export async function runFfprobe(
  binary: string,
  args: readonly string[],
  options: Pick<RunFfmpegOptions, "step" | "timeoutSeconds" | "signal">,
): Promise<string> {
  const { stdout } = await spawnTool(binary, ["-hide_banner", ...args], { ...options, captureStdout: true });
  return stdout.toString("utf8");
}

function spawnTool(binary: string, fullArgs: string[], options: RunFfmpegOptions): Promise<FfmpegResult> {
  const { step, timeoutSeconds, expectedSeconds, onProgress, signal, captureStdout = false } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new FfmpegKilled(step, "cancelled before it started"));
      return;
    }
    const child = spawnTiedToParent(binary, fullArgs, "ignore");
    const stdout: Buffer[] = [];
    let stderr = "";
    let pending = "";
    let timedOut: LimitPassed | undefined;
    let cancelled = false;

    const stopWatching = watchRunLimit(child.pid, timeoutSeconds, (passed) => {
      timedOut = passed;
      child.kill("SIGKILL");
    });
    const onAbort = () => {
      cancelled = true;
      child.kill("SIGKILL");
    };
    signal?.addEventListener("abort", onAbort, { once: true });

    child.stdout.on("data", (chunk: Buffer) => {
      if (captureStdout) {
        stdout.push(chunk);
        return;
      }
      pending += chunk.toString("utf8");
      let end: number;
      while ((end = pending.search(/progress=\w+\n/)) !== -1) {
        const blockEnd = pending.indexOf("\n", end) + 1;
        const progress = parseProgressBlock(pending.slice(0, blockEnd), expectedSeconds);
        pending = pending.slice(blockEnd);
        if (progress) onProgress?.(progress);
      }
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString("utf8")).slice(-STDERR_KEPT);
    });

    const finish = () => {
      stopWatching();
      signal?.removeEventListener("abort", onAbort);
    };
    child.on("error", (error: NodeJS.ErrnoException) => {
      finish();
      reject(
        error.code === "ENOENT" || error.code === "EACCES"
          ? new FfmpegMissing(`${binary}: ${error.code}`)
          : new FfmpegFailed(step, null, error.message),
      );
    });
    child.on("close", (code, killSignal) => {
      finish();
      if (timedOut) reject(new FfmpegTimedOut(step, timedOut));
      else if (cancelled) reject(new FfmpegKilled(step, "cancelled"));
      else if (killSignal) reject(new FfmpegKilled(step, `signal ${killSignal}`));
      else if (binaryCouldNotRun(code, stderr)) reject(new FfmpegMissing(`${binary}: ${stderr.trim()}`));
      else if (code !== 0) reject(new FfmpegFailed(step, code, stderr));
      else resolve({ stdout: Buffer.concat(stdout), stderr });
    });
  });
}
