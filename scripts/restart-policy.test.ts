import { describe, expect, it } from "vitest";
import { CONFIGURATION_EXIT_CODE } from "#server/start-refused.ts";
import { failedStartNotice, isCrash, restartDelayMs } from "./restart-policy.ts";

const started = { stopRequested: false, started: true };

describe("the restart policy", () => {
  it("restarts after a crash or a kill it did not ask for, never after a clean exit or a stop", () => {
    expect(isCrash({ ...started, code: 134, signal: null })).toBe(true);
    expect(isCrash({ ...started, code: null, signal: "SIGKILL" })).toBe(true);
    expect(isCrash({ ...started, code: 0, signal: null })).toBe(false);
    expect(isCrash({ ...started, code: null, signal: "SIGTERM", stopRequested: true })).toBe(false);
    expect(isCrash({ ...started, code: 1, signal: null, stopRequested: true })).toBe(false);
  });

  it("never restarts a server that had not started: a refused or failed start ends npm start, saying so", () => {
    const refused = { code: CONFIGURATION_EXIT_CODE, signal: null, stopRequested: false, started: false };
    expect(isCrash(refused)).toBe(false);
    expect(failedStartNotice(refused)).toMatch(
      /refused its configuration \(exit code 78\); not starting it again/,
    );
    const failed = { ...refused, code: 1 };
    expect(isCrash(failed)).toBe(false);
    expect(failedStartNotice(failed)).toMatch(/failed to start \(exit code 1\); not starting it again/);
    expect(failedStartNotice({ ...refused, code: 134, started: true })).toBeUndefined();
    expect(
      failedStartNotice({ ...refused, code: null, signal: "SIGTERM", stopRequested: true }),
    ).toBeUndefined();
  });

  it("waits longer after each crash in a row, up to half a minute", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(restartDelayMs)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
