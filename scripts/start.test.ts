// `npm start` as an operator or a supervisor meets it: a start refused for its settings ends it with
// the refusal said once and the configuration exit code. That a crash after a good start is
// restarted needs the production build, which the unit tests run before: `npm run test:render-kill`
// (tests/resilience/render-kill.ts) kills the started server and waits for npm start to bring it back.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CONFIGURATION_EXIT_CODE } from "#server/start-refused.ts";

const START = path.join(import.meta.dirname, "start.ts");

let folder = "";
let launcher: ChildProcess | undefined;
afterEach(async () => {
  // A test that failed leaves npm start restarting the server: its whole process group goes.
  if (launcher?.exitCode === null) process.kill(-launcher.pid!, "SIGKILL");
  launcher = undefined;
  if (folder) await rm(folder, { recursive: true, force: true });
});

interface Output {
  stdout: string;
  stderr: string;
}

/** Runs `npm start`'s script on the existing build with only these variables (and PATH). */
function startShop(env: Record<string, string>) {
  const child = spawn(process.execPath, [START, "--no-build"], {
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  launcher = child;
  const output: Output = { stdout: "", stderr: "" };
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output.stdout += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (output.stderr += chunk));
  const ended = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
  return { child, output, ended };
}

const countOf = (text: string, part: string) => text.split(part).length - 1;

describe("npm start", () => {
  it("ends with the configuration exit code when the server refuses its settings, saying it once", async () => {
    folder = await mkdtemp(path.join(tmpdir(), "npm-start-"));
    // A public address without Stripe's keys: refused, and it would be refused every time.
    const { output, ended } = startShop({ PUBLIC_URL: "https://shop.example", DATA_DIR: folder });
    // Before, npm start ran the server again after 1 s, 2 s, 4 s…, and never ended.
    const code = await Promise.race([
      ended,
      new Promise<string>((resolve) => setTimeout(() => resolve("still running after 15 s"), 15_000)),
    ]);

    expect(code).toBe(CONFIGURATION_EXIT_CODE);
    expect(countOf(output.stderr, "Invalid configuration in the environment")).toBe(1);
    expect(output.stderr).toContain("Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET");
    expect(output.stderr).toContain(
      `[npm start] The server refused its configuration (exit code ${CONFIGURATION_EXIT_CODE}); not starting it again`,
    );
    expect(output.stderr).not.toContain("stopped unexpectedly");
  }, 30_000);
});
