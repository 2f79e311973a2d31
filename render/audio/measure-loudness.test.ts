import { describe, expect, it } from "vitest";
import { loudnessArgs, parseIntegratedLoudness } from "./measure-loudness.ts";

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
});
