// Every scene's graph run by both ffmpeg builds CI uses: it must parse, and come out the same in both
// (ffmpeg 4.1's alphamerge once emptied the lights after the first frame).
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { packagedFfmpeg } from "../../ffmpeg/locate-ffmpeg.ts";
import { placeholderFootage } from "../placeholder-media.ts";

const KINDS = ["north-pole", "workshop", "reindeer", "sleigh", "finale"] as const;
const BUILDS = ["/usr/bin/ffmpeg", packagedFfmpeg() ?? "missing"];
const dir = mkdtempSync(path.join(os.tmpdir(), "footage-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The luma of frame 20 of a one-second clip. */
function frame20(ffmpeg: string, lavfi: string): Buffer {
  return execFileSync(
    ffmpeg,
    [
      "-v",
      "error",
      "-f",
      "lavfi",
      "-i",
      lavfi,
      "-vf",
      "select=eq(n\\,20)",
      "-frames:v",
      "1",
      "-f",
      "rawvideo",
    ].concat(["-pix_fmt", "gray", "-"]),
    { maxBuffer: 8 * 1024 * 1024 },
  );
}

describe.each(KINDS)("the %s footage", (kind) => {
  it("renders 1920×1080 frames alike with ffmpeg 5.1 and 4.1", { timeout: 60_000 }, async () => {
    const { stills, lavfi } = placeholderFootage(kind, 1, path.join(dir, kind));
    mkdirSync(path.join(dir, kind));
    await Promise.all(stills.map((still) => sharp(Buffer.from(still.svg)).png().toFile(still.file)));
    const [debian, packaged] = BUILDS.map((ffmpeg) => frame20(ffmpeg, lavfi)) as [Buffer, Buffer];
    expect(debian.length).toBe(1920 * 1080);
    expect(packaged.length).toBe(1920 * 1080);
    let difference = 0;
    for (let i = 0; i < debian.length; i += 1) difference += Math.abs((debian[i] ?? 0) - (packaged[i] ?? 0));
    expect(difference / debian.length).toBeLessThan(1);
  });
});
