// A real ffmpeg or speech engine at the lowest priority (the example films' work) is held to the CPU
// time it used: one starved by customers' films on every core for longer than its limit finishes; one
// spinning past its limit, or waiting on a pipe nobody writes, is still stopped.
import { execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { inBackground } from "./runs/background-priority.ts";
import { keepCoresBusy } from "./busy-cores.test-support.ts";
import { FfmpegTimedOut } from "./runs/errors.ts";
import { runFfmpeg } from "./ffmpeg/run-ffmpeg.ts";
import { createFestivalEngine } from "./voice/festival-engine.ts";

const root = await mkdtemp(path.join(tmpdir(), "run-limit-"));
afterAll(() => rm(root, { recursive: true, force: true }));

/** About a second of one core's encoding: a fraction of the CPU time a 2 s limit allows. */
const ENCODE = ["-f", "lavfi", "-i", "testsrc2=s=640x360:d=4", "-c:v", "libx264", "-threads", "1"];

describe("a run at the lowest priority", () => {
  it("is not stopped by the clock while every core is busy for longer than its limit", async () => {
    const busy = await keepCoresBusy(8);
    try {
      const run = inBackground(() =>
        runFfmpeg("/usr/bin/ffmpeg", [...ENCODE, "-y", path.join(root, "starved.mp4")], {
          step: "starved encode",
          timeoutSeconds: 2,
        }),
      );
      await expect(run).resolves.toBeDefined();
    } finally {
      busy.stop();
      await busy.done;
    }
  }, 60_000);

  it("lets a starved speech engine speak too", async () => {
    const busy = await keepCoresBusy(6);
    try {
      const festival = createFestivalEngine({ timeoutSeconds: 1 });
      const speech = inBackground(() => festival.synthesise({ language: "en", text: "Hello there" }));
      await expect(speech).resolves.toBeDefined();
    } finally {
      busy.stop();
      await busy.done;
    }
  }, 60_000);

  it("is stopped once it used more CPU time than its limit allows on every core", async () => {
    const endless = ["-f", "lavfi", "-i", "testsrc2=s=640x360", "-c:v", "libx264", "-f", "null", "-"];
    const run = inBackground(() =>
      runFfmpeg("/usr/bin/ffmpeg", endless, { step: "endless encode", timeoutSeconds: 0.25 }),
    );
    await expect(run).rejects.toThrow(FfmpegTimedOut);
    await expect(run).rejects.toThrow(/used more than [\d.]+ s of CPU time \(endless encode\)/);
  }, 60_000);

  it("is stopped once it used no CPU time for its whole limit", async () => {
    const pipe = path.join(root, "nobody-writes");
    execFileSync("mkfifo", [pipe]);
    const run = inBackground(() =>
      runFfmpeg("/usr/bin/ffmpeg", ["-i", pipe, "-f", "null", "-"], { step: "waiting", timeoutSeconds: 1 }),
    );
    await expect(run).rejects.toThrow(/used no CPU time for 1 s, and was not waiting for a core \(waiting\)/);
  });
});
