// The shop under the crash test: the production build started as `npm start` starts it (same node
// flags and allocator settings), on its own port and data folder, killed with SIGKILL and started
// again on the same folder and database, as a machine that loses power and boots would.
import { spawn, type ChildProcess } from "node:child_process";
import { openSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { SERVER_NODE_FLAGS, withAllocatorEnv } from "#server/process-settings.ts";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
/** A cold start migrates a fresh database and starts pg-boss: seconds, more on a busy machine. */
const START_TIMEOUT_MS = 120_000;

export interface ChaosServerOptions {
  port: number;
  dataDir: string;
  databaseUrl: string;
  smtpUrl: string;
  /** Every start's output goes to its own file here, for a failure's post-mortem. */
  logDir: string;
}

export interface ChaosServer {
  origin: string;
  /** How many times the process was started. */
  readonly starts: number;
  /** The running process's id, for its memory; undefined while it is down. */
  readonly pid: number | undefined;
  start(): Promise<void>;
  /** SIGKILL: no shutdown code runs, nothing is flushed. */
  kill(): Promise<void>;
  /** SIGTERM and wait: the shop's own shutdown. */
  stop(): Promise<void>;
}

export function chaosServer(options: ChaosServerOptions): ChaosServer {
  const origin = `http://localhost:${options.port}`;
  let child: ChildProcess | undefined;
  let starts = 0;

  const env = withAllocatorEnv({
    ...process.env,
    NODE_ENV: "production",
    PORT: String(options.port),
    PUBLIC_URL: origin,
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl,
    SMTP_URL: options.smtpUrl,
    LOG_LEVEL: "warn",
    // Each simulated buyer sends its own X-Forwarded-For, as the browser tests do, so the
    // per-connection limits count them apart: 100 buyers behind one address are not the case here.
    TRUST_PROXY: "1",
    // A paid order queues its films' render jobs in the payment's transaction; nobody renders them
    // here (the jobs are what the test counts), and no sample film is made beside the orders.
    PRODUCTION_MODE: "automatic",
    RENDER_CONCURRENCY: "0",
    SAMPLE_FILMS_AT_START: "false",
  });

  async function waitUntilUp(process: ChildProcess): Promise<void> {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (process.exitCode !== null || process.signalCode !== null) {
        throw new Error(`The shop exited while starting (see ${options.logDir})`);
      }
      try {
        if ((await fetch(`${origin}/robots.txt`)).ok) return;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error(`The shop did not answer within ${START_TIMEOUT_MS / 1000} s`);
  }

  async function exited(process: ChildProcess): Promise<void> {
    if (process.exitCode !== null || process.signalCode !== null) return;
    await new Promise((resolve) => process.once("exit", resolve));
  }

  return {
    origin,
    get starts() {
      return starts;
    },
    get pid() {
      return child?.pid;
    },
    async start() {
      starts += 1;
      const log = openSync(path.join(options.logDir, `server-${starts}.log`), "w");
      child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server/main.ts"], {
        cwd: ROOT,
        env,
        stdio: ["ignore", log, log],
      });
      await waitUntilUp(child);
    },
    async kill() {
      if (!child) return;
      const dying = child;
      child = undefined;
      dying.kill("SIGKILL");
      await exited(dying);
    },
    async stop() {
      if (!child) return;
      const stopping = child;
      child = undefined;
      stopping.kill("SIGTERM");
      await exited(stopping);
    },
  };
}
