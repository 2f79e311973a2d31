import { describe, expect, it } from "vitest";
import { audioTrackArgs, duckingExpression } from "./audio-args.ts";

describe("audioTrackArgs", () => {
  it("encodes the storyline's track once when there is no name recording", () => {
    expect(audioTrackArgs({ music: "/t/a.flac", output: "/w/a.m4a" })).toEqual([
      "-v",
      "error",
      "-i",
      "/t/a.flac",
      "-map",
      "0:a:0",
      "-c:a",
      "aac",
      "-b:a",
      "160k",
      "-ar",
      "48000",
      "-ac",
      "2",
      "-f",
      "mp4",
      "-y",
      "/w/a.m4a",
    ]);
  });

  it("lays the name in at each cue and lowers the music under it", () => {
    const args = audioTrackArgs({
      music: "/t/a.flac",
      name: { file: "/n/mia.wav", cues: [3.6, 24.5], seconds: 0.8 },
      output: "/w/a.m4a",
    });
    const graph = args[args.indexOf("-filter_complex") + 1] ?? "";
    expect(args.slice(0, 6)).toEqual(["-v", "error", "-i", "/t/a.flac", "-i", "/n/mia.wav"]);
    expect(graph).toContain("asplit=2[n0][n1]");
    expect(graph).toContain("[n0]adelay=3600|3600,apad[d0]");
    expect(graph).toContain("[n1]adelay=24500|24500,apad[d1]");
    expect(graph).toContain("amerge=inputs=3,pan=stereo|c0=c0+c2+c4|c1=c1+c3+c5");
  });
});

describe("duckingExpression", () => {
  it("is 1 away from the name and 0.25 during it", () => {
    const expression = duckingExpression([2], 1);
    const at = (t: number) =>
      Function(
        "t",
        `const {max, min} = Math; return ${expression.replace(/(\d)-\(/g, "$1-(")};`,
      )(t) as number;
    expect(at(0)).toBeCloseTo(1);
    expect(at(2.5)).toBeCloseTo(0.25);
    expect(at(5)).toBeCloseTo(1);
  });
});
