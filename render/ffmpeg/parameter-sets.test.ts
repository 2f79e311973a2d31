// The SPS and PPS a segment carries, read from its MP4 without ffmpeg: the same bytes ffmpeg's own
// h264_mp4toannexb puts before the first frame, for files encoded as the film encodes them.
import { execFileSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { FILM, PERSONAL_SCENE_ENCODING, videoSegmentOutputArgs } from "./encoder-settings.ts";
import { avcConfigParameterSets, parameterSetMismatch, readParameterSets } from "./parameter-sets.ts";

const SPS = [0x67, 0x64, 0x00, 0x29, 0xac];
const PPS = [0x68, 0xef, 0xbc, 0xb0];

describe("avcConfigParameterSets", () => {
  it("takes the first SPS and PPS of a decoder configuration record", () => {
    const record = Uint8Array.from([1, 0x64, 0, 0x29, 0xff, 0xe1, 0, 5, ...SPS, 1, 0, 4, ...PPS]);
    expect(avcConfigParameterSets(record)).toEqual({ sps: "67640029ac", pps: "68efbcb0" });
  });

  it("returns null for a record cut short or without a PPS", () => {
    expect(
      avcConfigParameterSets(Uint8Array.from([1, 0x64, 0, 0x29, 0xff, 0xe1, 0, 5, ...SPS.slice(0, 3)])),
    ).toBeNull();
    expect(
      avcConfigParameterSets(Uint8Array.from([1, 0x64, 0, 0x29, 0xff, 0xe1, 0, 5, ...SPS, 0])),
    ).toBeNull();
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

describe("readParameterSets", () => {
  const folder = mkdtemp(path.join(tmpdir(), "parameter-sets-"));
  afterAll(async () => rm(await folder, { recursive: true, force: true }));

  /** What ffmpeg writes before a segment's first frame as Annex B, the NAL units by type. */
  function annexBHead(file: string): { sps: string; pps: string } {
    const head = execFileSync("/usr/bin/ffmpeg", [
      ...["-v", "error", "-i", file, "-map", "0:v:0", "-c:v", "copy", "-bsf:v", "h264_mp4toannexb"],
      ...["-frames:v", "1", "-f", "h264", "pipe:1"],
    ]);
    const units: string[] = [];
    for (let at = 0, from = -1; at <= head.length; at += 1) {
      const startCode = at + 2 < head.length && head[at] === 0 && head[at + 1] === 0 && head[at + 2] === 1;
      if (!startCode && at < head.length) continue;
      // A four-byte start code leaves its leading zero on the end of the unit before it.
      let to = at;
      while (from >= 0 && to > from && head[to - 1] === 0) to -= 1;
      if (from >= 0) units.push(head.subarray(from, to).toString("hex"));
      from = at + 3;
      at += 2;
    }
    return {
      sps: units.find((unit) => (parseInt(unit.slice(0, 2), 16) & 0x1f) === 7)!,
      pps: units.find((unit) => (parseInt(unit.slice(0, 2), 16) & 0x1f) === 8)!,
    };
  }

  it("reads the sets ffmpeg puts before the first frame, from a segment encoded as a film's", async () => {
    const file = path.join(await folder, "segment.mp4");
    execFileSync("/usr/bin/ffmpeg", [
      ...["-v", "error", "-f", "lavfi", "-i", `testsrc2=size=1920x1080:rate=${FILM.fps}`],
      ...videoSegmentOutputArgs({ ...PERSONAL_SCENE_ENCODING, frames: 3 }),
      ...["-y", file],
    ]);
    const sets = await readParameterSets(file);
    expect(sets).toEqual(annexBHead(file));
    expect(sets!.sps).toMatch(/^67/);
  });

  it("finds none in a file without a video track, or one that is not an MP4", async () => {
    const sound = path.join(await folder, "sound.mp4");
    execFileSync("/usr/bin/ffmpeg", ["-v", "error", "-f", "lavfi", "-i", "sine=d=0.2", "-y", sound]);
    expect(await readParameterSets(sound)).toBeNull();
    const text = path.join(await folder, "text.mp4");
    await writeFile(text, "not a film at all");
    expect(await readParameterSets(text)).toBeNull();
  });
});
