import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { livingChildren } from "./child-processes.test-support.ts";
import { FfmpegFailed, FfmpegMissing, FfmpegTimedOut } from "../runs/errors.ts";
import { locateFfmpeg } from "./locate-ffmpeg.ts";
import { parseProgressBlock, runFfmpeg } from "./run-ffmpeg.ts";

describe("parseProgressBlock", () => {
  it("turns output time into percent of the expected duration", () => {
    const block = "frame=45\nfps=90.1\nout_time_us=1500000\nout_time_ms=1500000\nprogress=continue\n";
    expect(parseProgressBlock(block, 3)).toEqual({ percent: 50, outSeconds: 1.5, fps: 90.1 });
    expect(parseProgressBlock("out_time_us=2900000\nprogress=end\n", 3)?.percent).toBe(100);
    expect(parseProgressBlock("out_time_us=N/A\nprogress=continue\n", 3)).toBeNull();
  });
});

describe("runFfmpeg", () => {
  it("reports progress and fails with ffmpeg's own words", async () => {
    const seen: number[] = [];
    await runFfmpeg("/usr/bin/ffmpeg", ["-f", "lavfi", "-i", "testsrc2=s=320x180:d=2", "-f", "null", "-"], {
      step: "test",
      timeoutSeconds: 30,
      expectedSeconds: 2,
      onProgress: (p) => seen.push(p.percent),
    });
    expect(seen.at(-1)).toBe(100);
    await expect(
      runFfmpeg("/usr/bin/ffmpeg", ["-i", "/nonexistent.mp4", "-f", "null", "-"], {
        step: "test",
        timeoutSeconds: 30,
      }),
    ).rejects.toThrow(FfmpegFailed);
  });

  it("kills ffmpeg at its timeout", async () => {
    const run = runFfmpeg(
      "/usr/bin/ffmpeg",
      ["-re", "-f", "lavfi", "-i", "testsrc2=d=30", "-f", "null", "-"],
      { step: "test", timeoutSeconds: 0.5 },
    );
    await expect(run).rejects.toThrow(FfmpegTimedOut);
  });

  it("says ffmpeg is missing when there is no such binary", async () => {
    await expect(runFfmpeg("/nonexistent/ffmpeg", [], { step: "test", timeoutSeconds: 5 })).rejects.toThrow(
      FfmpegMissing,
    );
  });
});

function alive(pid: number): boolean {
  try {
    return !readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.startsWith("Z");
  } catch {
    return false;
  }
}

describe("a killed parent", () => {
  it("takes its ffmpeg with it", async () => {
    const script =
      `import { runFfmpeg } from ${JSON.stringify(new URL("./run-ffmpeg.ts", import.meta.url).href)};` +
      'await runFfmpeg("/usr/bin/ffmpeg", ["-re", "-f", "lavfi", "-i", "testsrc2=d=60", "-f", "null", "-"],' +
      ' { step: "orphan test", timeoutSeconds: 120 });';
    const parent = spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: "ignore" });
    let ffmpeg: { pid: number } | undefined;
    for (let tries = 0; !ffmpeg && tries < 100; tries += 1) {
      await sleep(100);
      ffmpeg = livingChildren(parent.pid!).find((child) => child.name === "ffmpeg");
    }
    expect(ffmpeg).toBeDefined();
    parent.kill("SIGKILL");
    for (let tries = 0; alive(ffmpeg!.pid) && tries < 50; tries += 1) await sleep(100);
    const left = alive(ffmpeg!.pid);
    if (left) process.kill(ffmpeg!.pid, "SIGKILL");
    expect(left).toBe(false);
  }, 20_000);
});

describe("locateFfmpeg", () => {
  it("prefers FFMPEG_PATH, then PATH, then the npm package", () => {
    expect(locateFfmpeg({ ffmpegPathEnv: "/usr/bin/ffmpeg", pathEnv: "" })).toBe("/usr/bin/ffmpeg");
    expect(locateFfmpeg({ pathEnv: "/nowhere:/usr/bin", packaged: "/packaged" })).toBe("/usr/bin/ffmpeg");
    expect(locateFfmpeg({ pathEnv: "/nowhere" })).toMatch(/@ffmpeg-installer\/linux-x64\/ffmpeg$/);
  });

  it("refuses a FFMPEG_PATH that does not work, and having none at all", () => {
    expect(() => locateFfmpeg({ ffmpegPathEnv: "/nowhere/ffmpeg" })).toThrow(FfmpegMissing);
    expect(() => locateFfmpeg({ pathEnv: "/nowhere", packaged: "/nowhere/ffmpeg" })).toThrow(FfmpegMissing);
  });
});
