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

/** The luma of frame `n` of the clip. */
function frameLuma(ffmpeg: string, lavfi: string, n = 20): Buffer {
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
      `select=eq(n\\,${n})`,
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
    const [debian, packaged] = BUILDS.map((ffmpeg) => frameLuma(ffmpeg, lavfi)) as [Buffer, Buffer];
    expect(debian.length).toBe(1920 * 1080);
    expect(packaged.length).toBe(1920 * 1080);
    let difference = 0;
    for (let i = 0; i < debian.length; i += 1) difference += Math.abs((debian[i] ?? 0) - (packaged[i] ?? 0));
    expect(difference / debian.length).toBeLessThan(1);
  });
});

describe("the camera", () => {
  /** Mean luma difference between frame `a` moved `shift` pixels left and frame `b`. */
  function shifted(a: Buffer, b: Buffer, shift: number): number {
    let sum = 0;
    let count = 0;
    for (let y = 0; y < 1080; y += 1)
      for (let x = 0; x < 1920 - shift; x += 1) {
        sum += Math.abs((a[y * 1920 + x + shift] ?? 0) - (b[y * 1920 + x] ?? 0));
        count += 1;
      }
    return sum / count;
  }

  it("moves one pixel at a time, landing on odd pixels too", { timeout: 60_000 }, async () => {
    // Ten seconds indoors, panning left: the camera is at pixel 191 of the backdrop at frame 3 (odd: cut
    // from the copy a pixel apart), 190 at frame 4 and 189 at frame 5.
    const { stills, lavfi } = placeholderFootage("workshop", 10, path.join(dir, "pan"));
    mkdirSync(path.join(dir, "pan"));
    await Promise.all(stills.map((still) => sharp(Buffer.from(still.svg)).png().toFile(still.file)));
    for (const ffmpeg of BUILDS) {
      const [odd, even, next] = [3, 4, 5].map((n) => frameLuma(ffmpeg, lavfi, n)) as [Buffer, Buffer, Buffer];
      // Each step left shows one more column of the backdrop's left and moves the rest right.
      expect(shifted(even, odd, 1)).toBeLessThan(0.3);
      expect(shifted(even, odd, 0)).toBeGreaterThan(0.6);
      expect(shifted(next, even, 1)).toBeLessThan(0.3);
      expect(shifted(next, odd, 2)).toBeLessThan(0.3);
    }
  });
});
