// NODE_ENV for a server started without npm's scripts: production, unless it was started with --dev.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { nodeEnvironment } from "./run-mode.ts";

const RUN_MODE = path.join(import.meta.dirname, "run-mode.ts");

/**
 * NODE_ENV, and what better-auth made of it, in a fresh process that imports run-mode.ts first, as
 * the entry points do: better-auth decides once, at import, whether cookies get `__Secure-` names
 * and whether a default secret is refused.
 */
function seenByLibraries(args: string[], env: Record<string, string> = {}) {
  const script = `
    await import(${JSON.stringify(RUN_MODE)});
    const { isProduction } = await import("@better-auth/core/env");
    console.log(JSON.stringify({ nodeEnv: process.env.NODE_ENV, isProduction }));
  `;
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", script, "--", ...args], {
    env: { PATH: process.env.PATH ?? "", ...env },
    cwd: path.join(import.meta.dirname, ".."),
    encoding: "utf8",
  });
  expect(result.stderr).toBe("");
  return JSON.parse(result.stdout) as { nodeEnv: string; isProduction: boolean };
}

describe("the process's run mode", () => {
  it("defaults NODE_ENV to production unless started with --dev, and keeps one the environment set", () => {
    expect(nodeEnvironment(undefined, false)).toBe("production");
    expect(nodeEnvironment("", false)).toBe("production");
    expect(nodeEnvironment(undefined, true)).toBe("development");
    expect(nodeEnvironment("test", false)).toBe("test");
  });

  it("is settled before the libraries read it", () => {
    expect(seenByLibraries([])).toEqual({ nodeEnv: "production", isProduction: true });
    expect(seenByLibraries(["--dev"])).toEqual({ nodeEnv: "development", isProduction: false });
    expect(seenByLibraries([], { NODE_ENV: "development" })).toEqual({
      nodeEnv: "development",
      isProduction: false,
    });
  });
});
