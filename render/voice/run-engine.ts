// How a speech engine runs once per phrase (espeak-ng, the WebAssembly espeak-ng in a child Node;
// Festival is kept running between phrases instead, festival-session.ts, the only other module that
// spawns one): text reaches it on stdin or in a file, never in a shell string; a time limit (CPU time
// in the background: run-limit.ts), the caller's abort, stderr kept for the reason, and typed
// VoiceFailed errors for the fallback.
import { binaryCouldNotRun, spawnTiedToParent } from "../runs/dies-with-parent.ts";
import { describeLimit, type LimitPassed } from "../runs/run-limit.ts";
import { watchRunLimit } from "../runs/watch-run-limit.ts";
import { VoiceFailed } from "./voice-failed.ts";

export interface RunEngineOptions {
  /** The engine's id, named in every failure. */
  engine: string;
  timeoutSeconds: number;
  stdin?: string | Uint8Array;
  signal?: AbortSignal;
  /** Exit codes that mean "the engine is not installed here" (the WebAssembly child's own code). */
  missingExitCodes?: readonly number[];
}

export interface EngineOutput {
  stdout: Buffer;
  stderr: string;
}

const STDERR_KEPT = 16 * 1024;

/** Rejects with the abort's reason on cancel (not a VoiceFailed: a cancelled film tries no other voice). */
export function runEngine(
  binary: string,
  args: readonly string[],
  options: RunEngineOptions,
): Promise<EngineOutput> {
  const { engine, timeoutSeconds, stdin, signal, missingExitCodes = [] } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const child = spawnTiedToParent(binary, args);
    const stdout: Buffer[] = [];
    let stderr = "";
    let timedOut: LimitPassed | undefined;

    const stopWatching = watchRunLimit(child.pid, timeoutSeconds, (passed) => {
      timedOut = passed;
      child.kill("SIGKILL");
    });
    const onAbort = () => child.kill("SIGKILL");
    signal?.addEventListener("abort", onAbort, { once: true });
    const finish = () => {
      stopWatching();
      signal?.removeEventListener("abort", onAbort);
    };

    child.stdout.on("data", (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString("utf8")).slice(-STDERR_KEPT);
    });
    // An engine that exits before reading its input closes the pipe: its exit code says why, not EPIPE.
    child.stdin.on("error", () => {});
    child.stdin.end(stdin ?? "");

    child.on("error", (error: NodeJS.ErrnoException) => {
      finish();
      reject(
        error.code === "ENOENT" || error.code === "EACCES"
          ? new VoiceFailed(engine, "engine-missing", `${binary}: ${error.code}`)
          : new VoiceFailed(engine, "failed", error.message),
      );
    });
    child.on("close", (code, killSignal) => {
      finish();
      if (timedOut) reject(new VoiceFailed(engine, "timeout", `no speech: it ${describeLimit(timedOut)}`));
      else if (signal?.aborted) reject(signal.reason);
      else if (killSignal) reject(new VoiceFailed(engine, "failed", `killed by ${killSignal}`));
      else if (binaryCouldNotRun(code, stderr) || (code !== null && missingExitCodes.includes(code)))
        reject(new VoiceFailed(engine, "engine-missing", stderr.trim()));
      else if (code !== 0) reject(new VoiceFailed(engine, "failed", `exit ${code}: ${stderr.trim()}`));
      else resolve({ stdout: Buffer.concat(stdout), stderr });
    });
  });
}
