import { describe, expect, it } from "vitest";
import { annexBHeadArgs, parameterSetMismatch, parseParameterSets } from "./parameter-sets.ts";

const SPS = [0x67, 0x64, 0x00, 0x29, 0xac];
const PPS = [0x68, 0xef, 0xbc, 0xb0];

describe("parseParameterSets", () => {
  it("finds the SPS and PPS between three- and four-byte start codes", () => {
    const stream = Uint8Array.from([
      0,
      0,
      0,
      1,
      0x09,
      0x10,
      0,
      0,
      0,
      1,
      ...SPS,
      0,
      0,
      0,
      1,
      ...PPS,
      0,
      0,
      1,
      0x65,
      0x88,
    ]);
    expect(parseParameterSets(stream)).toEqual({ sps: "67640029ac", pps: "68efbcb0" });
  });

  it("returns null when there are none", () => {
    expect(parseParameterSets(Uint8Array.from([0, 0, 1, 0x65, 1]))).toBeNull();
  });
});

describe("parameterSetMismatch", () => {
  const expected = { sps: "6764", pps: "68ef" };
  it("accepts identical sets and names the differing one", () => {
    expect(parameterSetMismatch(expected, { ...expected })).toBeNull();
    expect(parameterSetMismatch(expected, { sps: "6742", pps: "68ef" })).toMatch(/^SPS 6742 differs/);
    expect(parameterSetMismatch(expected, { sps: "6764", pps: "68ce" })).toMatch(/^PPS 68ce differs/);
  });
});

describe("annexBHeadArgs", () => {
  it("copies the first access unit out as Annex B", () => {
    expect(annexBHeadArgs("/s.mp4")).toEqual([
      "-v",
      "error",
      "-i",
      "/s.mp4",
      "-map",
      "0:v:0",
      "-c:v",
      "copy",
      "-bsf:v",
      "h264_mp4toannexb",
      "-frames:v",
      "1",
      "-f",
      "h264",
      "pipe:1",
    ]);
  });
});
