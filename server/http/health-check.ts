// `GET /healthz` for a load balancer (decision 053): 200 while this process reaches the database and
// the file storage (its marker object), 503 naming which one it cannot, so the balancer sends
// requests elsewhere. Answered before request logging: a balancer asks every few seconds.
import type { Request, Response } from "express";
import type { Db } from "../db/client.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { pingDatabase } from "./health.repository.ts";
import { MARKER_KEY } from "../storage/storage-marker.ts";

/** A balancer's probe waits a few seconds at most; a hung database must not hang its answer. */
export const HEALTH_TIMEOUT_MS = 3_000;

export interface HealthDeps {
  db: Db;
  storage: FileStorage;
  timeoutMs?: number;
}

export type Health = { database: "ok" | "unreachable"; storage: "ok" | "unreachable" };

async function within<T>(ms: number, work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work(), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** What this process reaches now; each check on its own, so one down does not hide the other. */
export async function checkHealth({
  db,
  storage,
  timeoutMs = HEALTH_TIMEOUT_MS,
}: HealthDeps): Promise<Health> {
  const [database, stored] = await Promise.allSettled([
    within(timeoutMs, () => pingDatabase(db)),
    within(timeoutMs, () => storage.size(MARKER_KEY)),
  ]);
  return {
    database: database.status === "fulfilled" ? "ok" : "unreachable",
    // A storage that answers but lost its marker is not the shop's storage any more.
    storage: stored.status === "fulfilled" && stored.value !== undefined ? "ok" : "unreachable",
  };
}

export function healthRoute(deps: HealthDeps) {
  return async (_request: Request, response: Response) => {
    const health = await checkHealth(deps);
    const healthy = health.database === "ok" && health.storage === "ok";
    response
      .status(healthy ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json(health);
  };
}
