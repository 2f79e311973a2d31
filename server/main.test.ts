// The server process itself, started as an operator would: a shop that would give films away on a
// public address does not start, and says what to set.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CONFIGURATION_EXIT_CODE } from "./start-refused.ts";

const MAIN = path.join(import.meta.dirname, "main.ts");

let folder = "";
afterEach(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** Runs `node server/main.ts` with only these variables (and PATH) until it ends by itself. */
function runMain(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MAIN], {
      env: { PATH: process.env.PATH ?? "", ...env },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stderr }));
  });
}

describe("starting the server", () => {
  it("refuses test-mode payments on a public address, naming what to set, before touching anything", async () => {
    folder = await mkdtemp(path.join(tmpdir(), "main-start-"));
    const dataDir = path.join(folder, "data");
    const { code, stderr } = await runMain({
      PUBLIC_URL: "https://magicsantavideo.com",
      DATA_DIR: dataDir,
      PORT: "0",
    });

    // A refusal for its settings, which npm start and a supervisor do not restart.
    expect(code).toBe(CONFIGURATION_EXIT_CODE);
    expect(stderr).toContain("Invalid configuration in the environment");
    expect(stderr).toContain("Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take real payments");
    expect(stderr).toContain("PAYMENTS=test");
    // A message, not a stack trace.
    expect(stderr).not.toMatch(/^\s+at /m);
    // No database was made, no port opened.
    expect(existsSync(dataDir)).toBe(false);
  }, 60_000);
});
