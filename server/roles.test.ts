// The web and worker roles refuse to start where the cluster would be unsafe, each naming what to
// set: as pure rules, and as an operator meets them, starting the real processes.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { testDatabaseDrivers } from "./db/databases.test-support.ts";
import { LOCK_FILE } from "./db/pglite-lock.ts";
import { CONFIGURATION_EXIT_CODE } from "./start-refused.ts";
import { clusterProblems, mainRole } from "./roles.ts";

const MAIN = path.join(import.meta.dirname, "main.ts");
const WORKER = path.join(import.meta.dirname, "worker.ts");
const SECRET = "a-shared-secret-of-at-least-32-characters";

let folder = "";
afterEach(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs an entry point with only these variables (and PATH) until it ends; with `stopOn`, sends it
 * SIGTERM once its output says that.
 */
function run(entry: string, args: string[], env: Record<string, string>, stopOn?: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [entry, ...args], {
      env: { PATH: process.env.PATH ?? "", PAYMENTS: "test", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    let stopped = false;
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
      // Once: a second signal means "stop now".
      if (stopOn && !stopped && stdout.includes(stopOn)) {
        stopped = true;
        child.kill("SIGTERM");
      }
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("which settings make a cluster unsafe", () => {
  const safe = { DATABASE_URL: "postgres://db/shop", AUTH_SECRET: SECRET, SMTP_URL: "smtp://mail:587" };

  it("asks nothing more of `npm start`, one process with everything", () => {
    expect(clusterProblems({}, "all")).toEqual([]);
    expect(clusterProblems({ DATABASE_URL: safe.DATABASE_URL }, "all")).toEqual([]);
  });

  it("needs a shared database, a shared secret and an SMTP server for a web or worker process", () => {
    for (const role of ["web", "worker"] as const) {
      expect(clusterProblems(safe, role)).toEqual([]);
      const [noDatabase, ...rest] = clusterProblems({}, role);
      expect(noDatabase).toMatch(/^DATABASE_URL: .*Set DATABASE_URL=postgres:\/\//);
      expect(rest).toEqual([]);
      const problems = clusterProblems({ DATABASE_URL: safe.DATABASE_URL }, role);
      expect(problems).toHaveLength(2);
      expect(problems[0]).toMatch(/^AUTH_SECRET: .*Set AUTH_SECRET to the same/);
      expect(problems[1]).toMatch(/^SMTP_URL: .*DATA_DIR\/outbox.*Set SMTP_URL=smtp:\/\//);
    }
  });

  it("takes the web role from --web", () => {
    expect(mainRole(["node", "server/main.ts", "--web"])).toBe("web");
    expect(mainRole(["node", "server/main.ts"])).toBe("all");
  });
});

describe("starting a role", () => {
  it("refuses a web process on the embedded database, before making DATA_DIR", async () => {
    folder = await mkdtemp(path.join(tmpdir(), "roles-"));
    const dataDir = path.join(folder, "data");
    const { code, stderr } = await run(MAIN, ["--web"], { DATA_DIR: dataDir, PORT: "0" });
    expect(code).toBe(CONFIGURATION_EXIT_CODE);
    expect(stderr).toContain("Refusing to start: the cluster would be unsafe");
    expect(stderr).toContain("DATABASE_URL: A web process (npm run web)");
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(existsSync(dataDir)).toBe(false);
  }, 60_000);

  it("refuses a worker with a database server but no shared secret or SMTP server, naming both", async () => {
    folder = await mkdtemp(path.join(tmpdir(), "roles-"));
    const { code, stderr } = await run(WORKER, [], {
      DATABASE_URL: "postgres://shop@127.0.0.1:9/shop",
      DATA_DIR: path.join(folder, "data"),
    });
    expect(code).toBe(CONFIGURATION_EXIT_CODE);
    expect(stderr).toContain("AUTH_SECRET: A worker (npm run worker)");
    expect(stderr).toContain("SMTP_URL: A worker (npm run worker)");
  }, 60_000);

  it("refuses `npm start`'s server on an embedded database folder another process holds", async () => {
    folder = await mkdtemp(path.join(tmpdir(), "roles-"));
    const dataDir = path.join(folder, "data");
    await mkdir(path.join(dataDir, "pglite"), { recursive: true });
    // This test's own process, alive, holds the folder.
    await writeFile(
      path.join(dataDir, "pglite", LOCK_FILE),
      JSON.stringify({ pid: process.pid, host: hostname() }),
    );
    const { code, stderr } = await run(MAIN, [], { DATA_DIR: dataDir, PORT: "0" });
    expect(code).toBe(CONFIGURATION_EXIT_CODE);
    expect(stderr).toContain(`Refusing to start: The embedded database in ${path.join(dataDir, "pglite")}`);
    expect(stderr).toContain(`in use by process ${process.pid}`);
    expect(stderr).not.toMatch(/^\s+at /m);
  }, 60_000);

  const server = testDatabaseDrivers().find((driver) => driver.kind === "postgres");
  it.skipIf(!server)(
    "refuses a worker whose storage is not the one the shop's files went to",
    async () => {
      folder = await mkdtemp(path.join(tmpdir(), "roles-"));
      const database = await server!.open();
      if (database.kind !== "postgres") throw new Error("a PostgreSQL database was asked for");
      try {
        const env = {
          DATABASE_URL: database.url,
          AUTH_SECRET: SECRET,
          SMTP_URL: "smtp://127.0.0.1:9",
          RENDER_CONCURRENCY: "0",
          SAMPLE_FILMS_AT_START: "false",
          STOP_GRACE_SECONDS: "5",
        };
        // The first worker marks its storage, then stops on SIGTERM.
        const first = await run(
          WORKER,
          [],
          { ...env, DATA_DIR: path.join(folder, "machine-a") },
          "Worker started",
        );
        expect(first.stderr).toBe("");
        expect(first.stdout).toContain("storage marker written");
        expect(first.code).toBe(0);

        // A worker on another machine's folder: not the shop's files.
        const second = await run(WORKER, [], { ...env, DATA_DIR: path.join(folder, "machine-b") });
        expect(second.code).toBe(CONFIGURATION_EXIT_CODE);
        expect(second.stderr).toContain(
          `Refusing to start: the file storage (DATA_DIR/files, ${path.join(folder, "machine-b", "files")}) ` +
            "has no shop/storage-marker.json",
        );
        expect(second.stderr).toContain("Set STORAGE_URL (or DATA_DIR)");
      } finally {
        await database.close();
      }
    },
    120_000,
  );
});
