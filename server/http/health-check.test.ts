// /healthz as a load balancer sees it, over HTTP: 200 with the database and the storage reachable,
// 503 naming the one that is not (a database closed or on a stopped server, a storage without its
// marker), within the probe's time.
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { MEMORY, openDatabase, type Database } from "../db/client.ts";
import { openMigratedPglite } from "../db/databases.test-support.ts";
import { createDiskStorage } from "../storage/disk-storage.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { checkStorageMarker, MARKER_KEY } from "../storage/storage-marker.ts";
import { healthRoute } from "./health-check.ts";

let server: Server | undefined;
let folder = "";
afterEach(async () => {
  if (server) await new Promise((resolve) => server!.close(resolve));
  server = undefined;
  if (folder) await rm(folder, { recursive: true, force: true });
});

async function serve(database: Database, storage: FileStorage, timeoutMs?: number): Promise<string> {
  const app = express();
  app.get("/healthz", healthRoute({ db: database.db, storage, ...(timeoutMs && { timeoutMs }) }));
  server = createServer(app);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/healthz`;
}

async function markedStorage(database: Database): Promise<FileStorage> {
  folder = await mkdtemp(path.join(tmpdir(), "healthz-"));
  const storage = createDiskStorage(folder);
  await checkStorageMarker({
    db: database.db,
    storage,
    where: folder,
    role: "web",
    logger: pino({ level: "silent" }),
  });
  return storage;
}

describe("GET /healthz", () => {
  it("answers 200 while the database and the storage answer, 503 once the database is gone", async () => {
    const database = await openMigratedPglite();
    const url = await serve(database, await markedStorage(database));

    const healthy = await fetch(url);
    expect(healthy.status).toBe(200);
    expect(healthy.headers.get("cache-control")).toBe("no-store");
    expect(await healthy.json()).toEqual({ database: "ok", storage: "ok" });

    await database.close();
    const sick = await fetch(url);
    expect(sick.status).toBe(503);
    expect(await sick.json()).toEqual({ database: "unreachable", storage: "ok" });
  }, 30_000);

  it("answers 503 for a storage that lost its marker", async () => {
    const database = await openMigratedPglite();
    try {
      const storage = await markedStorage(database);
      const url = await serve(database, storage);
      await storage.delete(MARKER_KEY);
      const answer = await fetch(url);
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ database: "ok", storage: "unreachable" });
    } finally {
      await database.close();
    }
  }, 30_000);

  it("answers 503 within its time when the PostgreSQL server does not answer", async () => {
    const marked = await openMigratedPglite();
    const storage = await markedStorage(marked);
    // Nothing listens on port 9: each connection attempt fails or hangs, and the probe must not.
    const unreachable = await openDatabase({
      databaseUrl: "postgres://shop@127.0.0.1:9/shop",
      dataDir: MEMORY,
      timeouts: { connectMs: 10_000 },
    });
    try {
      const url = await serve(unreachable, storage, 1_000);
      const started = performance.now();
      const answer = await fetch(url);
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ database: "unreachable", storage: "ok" });
      expect(performance.now() - started).toBeLessThan(5_000);
    } finally {
      await Promise.all([unreachable.close(), marked.close()]);
    }
  }, 30_000);
});
