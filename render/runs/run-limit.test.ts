// The limit of a run at the lowest priority, decided from its CPU time: spinning past its limit's
// worth of every core, or neither using CPU time nor waiting for a core for the whole limit, stops it;
// being starved does not.
import { describe, expect, it } from "vitest";
import { backgroundLimitPassed, describeLimit, readStat } from "./run-limit.ts";

describe("readStat", () => {
  it("adds user and system time and reads the state, after a command name holding spaces", () => {
    const stat = "4242 (ffmpeg (x) 2) R 4240 4242 4100 0 -1 4194304 9000 0 0 0 1234 56 0 0 39 19 3 0 777 0 0";
    const { cpuSeconds, state } = readStat(stat);
    expect(cpuSeconds).toBeCloseTo(12.9);
    expect(state).toBe("R");
  });
});

describe("backgroundLimitPassed", () => {
  const run = { limitSeconds: 390, cores: 2, cpuSeconds: 0, secondsIdle: 0 };

  it("lets a starved run go on however long it waits for a core", () => {
    expect(backgroundLimitPassed({ ...run, cpuSeconds: 12, secondsIdle: 5 })).toBeNull();
    expect(backgroundLimitPassed({ ...run, cpuSeconds: 779, secondsIdle: 389 })).toBeNull();
  });

  it("stops a run that used more than its limit on every core", () => {
    expect(backgroundLimitPassed({ ...run, cpuSeconds: 780.5 })).toEqual({ kind: "cpu-time", seconds: 780 });
    expect(backgroundLimitPassed({ ...run, cores: 1, cpuSeconds: 391 })).toEqual({
      kind: "cpu-time",
      seconds: 390,
    });
  });

  it("stops a run that neither used CPU time nor waited for a core for its whole limit", () => {
    expect(backgroundLimitPassed({ ...run, cpuSeconds: 3, secondsIdle: 390 })).toEqual({
      kind: "no-cpu",
      seconds: 390,
    });
  });
});

describe("describeLimit", () => {
  it("says which limit a stopped run passed", () => {
    expect(describeLimit({ kind: "wall-clock", seconds: 390 })).toBe("took longer than 390 s");
    expect(describeLimit({ kind: "cpu-time", seconds: 780 })).toBe("used more than 780 s of CPU time");
    expect(describeLimit({ kind: "no-cpu", seconds: 0.5 })).toBe(
      "used no CPU time for 0.5 s, and was not waiting for a core",
    );
  });
});
