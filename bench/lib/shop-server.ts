// Starts the production server for a benchmark the way `npm start` runs it (same process
// settings), on its own port and its own fresh data folder, and waits until it answers.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { SERVER_NODE_FLAGS, withAllocatorEnv } from "#server/process-settings.ts";

const ROOT = path.resolve(import.meta.dirname, "..", "..");

export interface ShopServer {
  origin: string;
  dataDir: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export interface ShopServerOptions {
  /** A data folder the caller has set up first (a film template linked in); by default a fresh one. */
  dataDir?: string;
  /** Films rendered in the server at the shop's default concurrency, as a shop runs out of the box. */
  rendering?: boolean;
}

export async function startShopServer(
  port: number,
  env: Record<string, string> = {},
  options: ShopServerOptions = {},
): Promise<ShopServer> {
  const origin = `http://localhost:${port}`;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "bench-shop-"));
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server/main.ts"], {
    cwd: ROOT,
    env: withAllocatorEnv({
      ...process.env,
      PORT: String(port),
      NODE_ENV: "production",
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "warn",
      PUBLIC_URL: origin,
      // Its own embedded database, apart from a shop that may be running from ./data.
      DATA_DIR: dataDir,
      // The web and ordering figures are the web server's own: no film template is prepared beside them.
      ...(!options.rendering && { RENDER_CONCURRENCY: "0" }),
      ...env,
    }),
    stdio: "inherit",
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(`${origin}/robots.txt`)).ok) return { origin, dataDir, process: child, stop };
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  await stop();
  throw new Error("The shop server did not start");
}
