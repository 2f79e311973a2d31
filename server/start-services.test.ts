// What each role starts: the web role queues jobs and works none of them, while `npm start`'s
// process works them itself.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseConfig } from "./config.ts";
import { RETENTION_QUEUE } from "./retention/retention-sweep.ts";
import type { Role } from "./roles.ts";
import { startServices, type RunningServices } from "./start-services.ts";

let folder = "";
let services: RunningServices | undefined;
afterEach(async () => {
  await services?.stop();
  services = undefined;
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** The state of the retention sweep that every start queues, once it is no longer `created`, or after `waitMs`. */
async function retentionJobAfter(role: Role, waitMs: number): Promise<string> {
  folder = await mkdtemp(path.join(tmpdir(), "start-services-"));
  const config = parseConfig({
    DATA_DIR: folder,
    PAYMENTS: "test",
    LOG_LEVEL: "silent",
    RENDER_CONCURRENCY: "0",
    SAMPLE_FILMS_AT_START: "false",
    STOP_GRACE_SECONDS: "1",
  });
  services = await startServices(config, { role });
  const { database } = services;
  if (database.kind !== "pglite") throw new Error("the embedded database was asked for");
  const deadline = Date.now() + waitMs;
  for (;;) {
    const { rows } = await database.client.query<{ state: string }>(
      "select state from pgboss.job where name = $1",
      [RETENTION_QUEUE],
    );
    const state = rows[0]?.state ?? "none";
    if ((state !== "created" && state !== "none") || Date.now() > deadline) return state;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("the services each role starts", () => {
  it("has `npm start`'s process work the jobs it queues", async () => {
    expect(await retentionJobAfter("all", 20_000)).toBe("completed");
  }, 60_000);

  it("has a web process queue jobs for the workers and work none", async () => {
    expect(await retentionJobAfter("web", 4_000)).toBe("created");
  }, 60_000);
});
