// Festival kept running between phrases: it spends about 0.2 s of CPU starting (its lexicon and its
// voice) and 10–50 ms saying a phrase, so a film's personal lines, one process each, spent most of
// their CPU starting it (decision 079). A session is started on first use at the priority of the work
// that starts it (one for the shop's own work, one for the background's: background-priority.ts),
// says one script at a time, and ends once idle or after PHRASES_PER_PROCESS scripts. Beside
// run-engine.ts, the other module that spawns a speech engine.
import type { ChildProcessWithoutNullStreams } from "node:child_process";
import type { Socket } from "node:net";
import { runsInBackground } from "../runs/background-priority.ts";
import { binaryCouldNotRun, spawnTiedToParent } from "../runs/dies-with-parent.ts";
import { describeLimit, type LimitPassed } from "../runs/run-limit.ts";
import { watchRunLimit } from "../runs/watch-run-limit.ts";
import type { EngineOutput } from "./run-engine.ts";
import { VoiceFailed } from "./voice-failed.ts";

/** A session idle this long ends: a film's phrases follow each other within a second. */
const IDLE_SECONDS = 5;
/** Then a new process: its CPU time, which the background's time limit reads, stays small. */
const PHRASES_PER_PROCESS = 100;
const STDERR_KEPT = 16 * 1024;
/**
 * Festival's Lisp heap, in cells. Its default, 10 million, is about 320 MB that it touches at start
 * and more as a session goes on (387 MB in a benchmark's run, over the 300 MB a render's process may
 * take); Santa's voice and lexicon need under 500,000, and a phrase's garbage is collected.
 */
const HEAP_CELLS = 2_000_000;
/** What a session prints, and flushes, once a script has run: the script's output is what came before. */
const DONE = "SANTA-DONE";

export interface FestivalRun {
  timeoutSeconds: number;
  signal?: AbortSignal;
}

/** Runs Scheme in a kept Festival process; rejects with VoiceFailed as run-engine.ts does, or the abort's reason. */
export type FestivalSessions = (script: string, run: FestivalRun) => Promise<EngineOutput>;

interface Waiting {
  marker: string;
  run: FestivalRun;
  resolve: (output: EngineOutput) => void;
  reject: (error: unknown) => void;
  timedOut?: LimitPassed;
}

interface Kept {
  child: ChildProcessWithoutNullStreams;
  stdout: string;
  stderr: string;
  said: number;
  waiting?: Waiting;
  idle?: NodeJS.Timeout;
}

/** `setup` runs once in each process, before its first script (the voice, its pitch). */
export function festivalSessions(engine: string, binary: string, setup: string): FestivalSessions {
  const sessions = new Map<boolean, (script: string, run: FestivalRun) => Promise<EngineOutput>>();
  return (script, run) => {
    const background = runsInBackground();
    let session = sessions.get(background);
    if (!session) {
      session = oneAtATime(keptProcess(engine, binary, setup));
      sessions.set(background, session);
    }
    return session(script, run);
  };
}

function oneAtATime<A extends unknown[], T>(work: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (...args) => {
    const turn = last.then(() => work(...args));
    last = turn.catch(() => undefined);
    return turn;
  };
}

function keptProcess(engine: string, binary: string, setup: string) {
  let kept: Kept | undefined;
  let scripts = 0;

  /** Lets the shop exit while Festival waits for its next phrase, and holds it while a phrase is said. */
  const holdOpen = (running: Kept, hold: boolean) => {
    const { child } = running;
    // Piped stdio are sockets, which Node's stream types do not say.
    const handles = [child, child.stdout, child.stderr, child.stdin] as unknown as Pick<
      Socket,
      "ref" | "unref"
    >[];
    for (const handle of handles)
      if (hold) handle.ref();
      else handle.unref();
  };

  const fail = (running: Kept, error: unknown) => {
    const waiting = running.waiting;
    running.waiting = undefined;
    waiting?.reject(error);
  };

  function start(): Kept {
    const child = spawnTiedToParent(binary, ["--heap", String(HEAP_CELLS), "--pipe"]);
    const running: Kept = { child, stdout: "", stderr: "", said: 0 };
    child.stdout.setEncoding("latin1");
    child.stdout.on("data", (chunk: string) => {
      running.stdout += chunk;
      const waiting = running.waiting;
      const at = waiting ? running.stdout.indexOf(`${waiting.marker}\n`) : -1;
      if (!waiting || at < 0) return;
      const output = { stdout: Buffer.from(running.stdout.slice(0, at), "latin1"), stderr: running.stderr };
      running.stdout = running.stdout.slice(at + waiting.marker.length + 1);
      running.waiting = undefined;
      running.said += 1;
      waiting.resolve(output);
      if (running.said >= PHRASES_PER_PROCESS) retire(running);
      else rest(running);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      running.stderr = (running.stderr + chunk.toString("utf8")).slice(-STDERR_KEPT);
    });
    child.stdin.on("error", () => {});
    child.on("error", (error: NodeJS.ErrnoException) => {
      if (kept === running) kept = undefined;
      fail(
        running,
        error.code === "ENOENT" || error.code === "EACCES"
          ? new VoiceFailed(engine, "engine-missing", `${binary}: ${error.code}`)
          : new VoiceFailed(engine, "failed", error.message),
      );
    });
    child.on("close", (code, killSignal) => {
      if (kept === running) kept = undefined;
      clearTimeout(running.idle);
      const waiting = running.waiting;
      if (!waiting) return;
      const { stderr } = running;
      fail(
        running,
        waiting.timedOut
          ? new VoiceFailed(engine, "timeout", `no speech: it ${describeLimit(waiting.timedOut)}`)
          : waiting.run.signal?.aborted
            ? waiting.run.signal.reason
            : killSignal
              ? new VoiceFailed(engine, "failed", `killed by ${killSignal}`)
              : binaryCouldNotRun(code, stderr)
                ? new VoiceFailed(engine, "engine-missing", stderr.trim())
                : new VoiceFailed(engine, "failed", `exit ${code}: ${stderr.trim()}`),
      );
    });
    child.stdin.write(`${setup}\n`);
    return running;
  }

  function rest(running: Kept) {
    holdOpen(running, false);
    running.idle = setTimeout(() => retire(running), IDLE_SECONDS * 1000);
    running.idle.unref();
  }

  function retire(running: Kept) {
    if (kept === running) kept = undefined;
    running.child.stdin.end();
    holdOpen(running, false);
  }

  return (script: string, run: FestivalRun): Promise<EngineOutput> => {
    if (run.signal?.aborted) return Promise.reject(run.signal.reason);
    kept ??= start();
    const running = kept;
    clearTimeout(running.idle);
    holdOpen(running, true);
    running.stderr = "";
    scripts += 1;
    return new Promise<EngineOutput>((resolve, reject) => {
      const stopWatching = watchRunLimit(running.child.pid, run.timeoutSeconds, (passed) => {
        if (running.waiting) running.waiting.timedOut = passed;
        running.child.kill("SIGKILL");
      });
      const onAbort = () => running.child.kill("SIGKILL");
      run.signal?.addEventListener("abort", onAbort, { once: true });
      const finish = () => {
        stopWatching();
        run.signal?.removeEventListener("abort", onAbort);
      };
      running.waiting = {
        marker: `${DONE}\t${scripts}`,
        run,
        resolve: (output) => {
          finish();
          resolve(output);
        },
        reject: (error) => {
          finish();
          reject(error);
        },
      };
      running.child.stdin.write(`${script}\n(format t "${DONE}\\t${scripts}\\n")\n(fflush nil)\n`);
    });
  };
}
