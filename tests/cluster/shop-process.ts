// One of the cluster's shop processes, started as its package.json script starts it (`npm run web`
// is `node server/main.ts --web`, `npm run worker` is `node server/worker.ts`, each with the process
// settings of server/process-settings.ts; `npm start`'s server, everything in one process, is
// `node server/main.ts` with the same), with its own DATA_DIR and log file. Each leads its own process group, so a kill takes its ffmpeg with it, as losing
// the machine would, and nothing it started outlives the test.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { closeSync, openSync, readFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { SERVER_NODE_FLAGS } from "#server/process-settings.ts";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
/** A cold start migrates, starts pg-boss and checks the storage's marker; a worker fetches its template. */
const START_TIMEOUT_MS = 120_000;

export type ShopRole = "all" | "web" | "worker";

const COMMANDS: Record<ShopRole, string[]> = {
  all: ["server/main.ts"],
  web: ["server/main.ts", "--web"],
  worker: ["server/worker.ts"],
};

/** What a worker logs once it takes jobs (server/worker.ts). */
const WORKER_STARTED = "Worker started";

export interface ShopProcess {
  name: string;
  role: ShopRole;
  /** A serving process's own address, beside nginx's. */
  origin: string | undefined;
  dataDir: string;
  /** The running process's id; undefined while it is down. */
  readonly pid: number | undefined;
  readonly starts: number;
  /** How its last run ended; undefined while it runs or before it started. */
  readonly exitCode: number | null | undefined;
  /** Resolves once it answers /healthz (a serving process) or takes jobs (a worker). */
  start(): Promise<void>;
  /** SIGKILL to its whole group: no shutdown code runs. */
  kill(): Promise<void>;
  /** SIGTERM and wait: its own shutdown. Answers the exit code. */
  stop(): Promise<number | null>;
  log(): string;
}

export interface ShopProcessOptions {
  name: string;
  role: ShopRole;
  dataDir: string;
  /** A serving process's port. */
  port?: number;
  env: NodeJS.ProcessEnv;
  logDir: string;
}

function gone(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group is gone already
  }
}

export function shopProcess(options: ShopProcessOptions): ShopProcess {
  const { name, role, port, logDir } = options;
  const origin = port === undefined ? undefined : `http://127.0.0.1:${port}`;
  const logFile = (start: number) => path.join(logDir, `${name}-${start}.log`);
  let child: ChildProcess | undefined;
  let starts = 0;

  async function ready(running: ChildProcess, log: string): Promise<void> {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (gone(running)) {
        throw new Error(`${name} exited while starting: ${readFileSync(log, "utf8").slice(-2000)}`);
      }
      if (origin) {
        const healthy = await fetch(`${origin}/healthz`).then(
          (response) => response.ok,
          () => false,
        );
        if (healthy) return;
      } else if (readFileSync(log, "utf8").includes(WORKER_STARTED)) {
        return;
      }
      await sleep(200);
    }
    throw new Error(`${name} did not start within ${START_TIMEOUT_MS / 1000} s`);
  }

  return {
    name,
    role,
    origin,
    dataDir: options.dataDir,
    get pid() {
      return child && !gone(child) ? child.pid : undefined;
    },
    get starts() {
      return starts;
    },
    get exitCode() {
      return child && gone(child) ? child.exitCode : undefined;
    },
    async start() {
      starts += 1;
      const log = logFile(starts);
      const fd = openSync(log, "w");
      // As its script has it (server/process-settings.ts): V8's flags here, the allocator's in `env`.
      child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...COMMANDS[role]], {
        cwd: ROOT,
        env: { ...options.env, DATA_DIR: options.dataDir, ...(port !== undefined && { PORT: String(port) }) },
        stdio: ["ignore", fd, fd],
        detached: true,
      });
      closeSync(fd);
      await ready(child, log);
    },
    async kill() {
      if (!child || gone(child)) return;
      const exited = once(child, "exit");
      killGroup(child.pid!, "SIGKILL");
      await exited;
    },
    async stop() {
      if (!child || gone(child)) return child?.exitCode ?? null;
      const running = child;
      const exited = once(running, "exit") as Promise<[number | null]>;
      running.kill("SIGTERM");
      const [code] = await exited;
      // Whatever it left in its group (nothing, when its stop works) goes too.
      killGroup(running.pid!, "SIGKILL");
      return code;
    },
    log() {
      return starts === 0 ? "" : readFileSync(logFile(starts), "utf8");
    },
  };
}
