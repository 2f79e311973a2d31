import { describe, expect, it } from "vitest";
import { isCrash, restartDelayMs } from "./restart-policy.ts";

describe("the restart policy", () => {
  it("restarts after a crash or a kill it did not ask for, never after a clean exit or a stop", () => {
    expect(isCrash({ code: 134, signal: null, stopRequested: false })).toBe(true);
    expect(isCrash({ code: null, signal: "SIGKILL", stopRequested: false })).toBe(true);
    expect(isCrash({ code: 0, signal: null, stopRequested: false })).toBe(false);
    expect(isCrash({ code: null, signal: "SIGTERM", stopRequested: true })).toBe(false);
    expect(isCrash({ code: 1, signal: null, stopRequested: true })).toBe(false);
  });

  it("waits longer after each crash in a row, up to half a minute", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(restartDelayMs)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
