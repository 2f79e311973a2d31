// A real `npm run worker` process told to stop (SIGTERM) in the middle of a customer's film: within
// its grace it finishes the film, stores it and exits cleanly; past it, the film goes back to the
// queue with a job that has counted no try.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { PgBoss } from "pg-boss";
import { livingChildren } from "#render/ffmpeg/child-processes.test-support.ts";
import { seedShortTemplate } from "#render/render-film.test-support.ts";
import { afterEach, describe, expect, it } from "vitest";
import { anOrderFor, uniqueEmail } from "./accounts/account-data.test-support.ts";
import { testDatabaseDrivers } from "./db/databases.test-support.ts";
import { queueFilmRenders } from "./films/film-renders.repository.ts";
import { RENDER_QUEUE } from "./films/render-job.ts";
import { findOrder } from "./orders/order-loaders.repository.ts";

const WORKER = path.join(import.meta.dirname, "worker.ts");
// Rendering one film (preparing the short template, in the test that stops it), on a busy 2-core machine.
const TIMEOUT_MS = 420_000;

let folder = "";
afterEach(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

const server = testDatabaseDrivers().find((driver) => driver.kind === "postgres");

/** The ffmpeg processes whose parent is `parent` that still run. */
function ffmpegChildrenOf(parent: number): number[] {
  return livingChildren(parent)
    .filter((child) => child.name === "ffmpeg")
    .map((child) => child.pid);
}

const running = (pid: number) => {
  try {
    return !readFileSync(`/proc/${pid}/stat`, "utf8").includes(") Z ");
  } catch {
    return false;
  }
};

/** A worker on `databaseUrl` with a fresh DATA_DIR, rendering one film at a time with the short template. */
function startWorker(databaseUrl: string, graceSeconds: number, searchPath = process.env.PATH ?? "") {
  return spawn(process.execPath, [WORKER], {
    env: {
      PATH: searchPath,
      PAYMENTS: "test",
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: "a-shared-secret-of-at-least-32-characters",
      SMTP_URL: "smtp://127.0.0.1:9",
      DATA_DIR: folder,
      FILM_TEMPLATE: "short",
      FFMPEG_PATH: "/usr/bin/ffmpeg",
      RENDER_CONCURRENCY: "1",
      SAMPLE_FILMS_AT_START: "false",
      STOP_GRACE_SECONDS: String(graceSeconds),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/**
 * Starts a worker with `graceSeconds`, queues a paid order's film as the shop does, sends SIGTERM
 * once the film is rendering, and reports what the worker and the database show after it exited.
 */
async function stopMidRender(graceSeconds: number) {
  folder = await mkdtemp(path.join(tmpdir(), "worker-stop-"));
  // The run's prepared template (decision 070): the test that stops a preparation has its own below.
  await seedShortTemplate(folder);
  const database = await server!.open();
  if (database.kind !== "postgres") throw new Error("a PostgreSQL database was asked for");
  const { db } = database;
  const boss = new PgBoss({ connectionString: database.url, supervise: false, schedule: false });
  boss.on("error", () => undefined);
  try {
    const order = await anOrderFor(db, uniqueEmail("stop"), ["Noa"]);
    await db.transaction((tx) => queueFilmRenders(tx, order.id));
    const filmId = (await findOrder(db, { id: order.id }))!.films[0]!.id;

    const worker = startWorker(database.url, graceSeconds);
    let stderr = "";
    worker.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    const exited = once(worker, "exit") as Promise<[number | null, NodeJS.Signals | null]>;

    // Queued as a paid order's film is, once the worker has made the queue.
    await boss.start();
    await expect.poll(() => boss.getQueue(RENDER_QUEUE), { timeout: 60_000, interval: 500 }).toBeTruthy();
    const jobId = (await boss.send(RENDER_QUEUE, { filmId }, { singletonKey: filmId, retryLimit: 3 }))!;

    await expect
      .poll(async () => (await findOrder(db, { id: order.id }))!.films[0]!.renderState, {
        timeout: TIMEOUT_MS / 2,
        interval: 200,
      })
      .toBe("rendering");
    worker.kill("SIGTERM");
    const [code, signal] = await exited;
    const film = (await findOrder(db, { id: order.id }))!.films[0]!;
    const jobs = await boss.findJobs(RENDER_QUEUE, { key: filmId });
    return { exit: { code, signal }, stderr, film, jobId, jobs };
  } finally {
    await boss.stop({ graceful: false });
    await database.close();
  }
}

describe("a worker stopped mid-render", () => {
  it.skipIf(!server)(
    "finishes the film it is rendering within its grace, then exits 0",
    async () => {
      const { exit, stderr, film, jobId, jobs } = await stopMidRender(300);
      expect(stderr).toBe("");
      expect(exit).toEqual({ code: 0, signal: null });
      expect(film.renderState).toBe("ready");
      expect(film.videoKey).not.toBeNull();
      expect(jobs.map((job) => [job.id, job.state, job.retryCount])).toEqual([[jobId, "completed", 0]]);
    },
    TIMEOUT_MS,
  );

  it.skipIf(!server)(
    "past its grace, leaves the film queued with a new job that counts no try, then exits 0",
    async () => {
      const { exit, stderr, film, jobId, jobs } = await stopMidRender(0);
      expect(stderr).toBe("");
      expect(exit).toEqual({ code: 0, signal: null });
      expect(film).toMatchObject({ renderState: "queued", videoKey: null });
      const states = jobs.map((job) => [job.id === jobId ? "cut short" : "new", job.state, job.retryCount]);
      expect(states.sort()).toEqual([
        ["cut short", "cancelled", 0],
        ["new", "created", 0],
      ]);
    },
    TIMEOUT_MS,
  );

  it.skipIf(!server)(
    "stopped while it prepares its film template at start, leaves no ffmpeg running",
    async () => {
      folder = await mkdtemp(path.join(tmpdir(), "worker-stop-"));
      const database = await server!.open();
      if (database.kind !== "postgres") throw new Error("a PostgreSQL database was asked for");
      try {
        // No setpriv on PATH, so ffmpeg does not die with its parent by itself: the stop must end it.
        const worker = startWorker(database.url, 300, "/nonexistent");
        const exited = once(worker, "exit") as Promise<[number | null, NodeJS.Signals | null]>;
        await expect
          .poll(() => ffmpegChildrenOf(worker.pid!).length, { timeout: 60_000, interval: 100 })
          .toBeGreaterThan(0);
        const preparing = ffmpegChildrenOf(worker.pid!);
        worker.kill("SIGTERM");
        const [code, signal] = await exited;
        expect({ code, signal }).toEqual({ code: 0, signal: null });
        await expect.poll(() => preparing.filter(running), { timeout: 3_000 }).toEqual([]);
      } finally {
        await database.close();
      }
    },
    TIMEOUT_MS,
  );

  it.skipIf(!server)(
    "stopped while it starts (a render may begin before it is up), stops once started and exits 0",
    async () => {
      folder = await mkdtemp(path.join(tmpdir(), "worker-stop-"));
      const database = await server!.open();
      if (database.kind !== "postgres") throw new Error("a PostgreSQL database was asked for");
      const watcher = new pg.Client({ connectionString: database.url });
      await watcher.connect();
      try {
        // The test's own connections to the database are there before the worker's.
        const connections = async () =>
          (
            await watcher.query<{ n: number }>(
              // Client backends only: an autovacuum worker visiting the database counts there too, and
              // signalled on it, the worker could die before it had set its handler.
              "select count(*)::int as n from pg_stat_activity where datname = current_database() and backend_type = 'client backend'",
            )
          ).rows[0]!.n;
        const before = await connections();
        const worker = startWorker(database.url, 300);
        let stderr = "";
        worker.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
        const exited = once(worker, "exit") as Promise<[number | null, NodeJS.Signals | null]>;
        // Its first connection: the worker is migrating and starting its queues, not yet up.
        await expect.poll(connections, { timeout: 60_000, interval: 10 }).toBeGreaterThan(before);
        worker.kill("SIGTERM");
        const [code, signal] = await exited;
        expect(stderr).toBe("");
        expect({ code, signal }).toEqual({ code: 0, signal: null });
      } finally {
        await watcher.end();
        await database.close();
      }
    },
    TIMEOUT_MS,
  );
});
