import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runFfmpeg } from "../ffmpeg/run-ffmpeg.ts";
import {
  deliveredLoudnessArgs,
  loudnessArgs,
  parseDeliveredLoudness,
  parseIntegratedLoudness,
} from "./measure-loudness.ts";

const printed = (i: string) =>
  `[Parsed_ebur128_4 @ 0x1] Summary:\n\n  Integrated loudness:\n    I:         ${i} LUFS\n    Threshold: -28.2 LUFS\n`;

describe("measuring loudness with ffmpeg", () => {
  it("reads a file's first audio stream through ebur128 into nothing", () => {
    expect(loudnessArgs("music.flac")).toEqual([
      ...["-v", "info", "-i", "music.flac", "-map", "0:a:0"],
      ...["-af", "ebur128=framelog=verbose", "-f", "null", "-"],
    ]);
  });

  it("reads the last summary's integrated loudness, or nothing when there is none", () => {
    expect(parseIntegratedLoudness(printed("-18.2"))).toBe(-18.2);
    expect(parseIntegratedLoudness(printed("-70.0") + printed("-23.5"))).toBe(-23.5);
    expect(parseIntegratedLoudness("no summary")).toBeUndefined();
  });

  it("reads a delivered sound's loudness and true peak as ffmpeg measures them", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "loudness-"));
    try {
      // A 997 Hz tone peaking at 1/8 of full scale (-18.06 dBFS) reads 3.01 dB lower in LUFS (ITU-R BS.1770).
      const tone = path.join(folder, "tone.m4a");
      execFileSync("/usr/bin/ffmpeg", [
        ...["-v", "error", "-f", "lavfi", "-i", "sine=f=997:sample_rate=48000:d=5"],
        ...["-c:a", "pcm_s16le", "-f", "mov", "-y", tone],
      ]);
      const { stderr } = await runFfmpeg("/usr/bin/ffmpeg", deliveredLoudnessArgs(tone), {
        step: "measure",
        timeoutSeconds: 30,
      });
      const measured = parseDeliveredLoudness(stderr);
      expect(measured?.truePeak).toBeCloseTo(-18.06, 1);
      expect(measured?.integrated).toBeCloseTo(-21.07, 1);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    expect(parseDeliveredLoudness("no summary")).toBeUndefined();
  });
});
