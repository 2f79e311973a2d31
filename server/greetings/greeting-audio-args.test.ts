import { describe, expect, it } from "vitest";
import { greetingEncodeArgs } from "./greeting-audio-args.ts";

describe("the greeting's encoding", () => {
  it("reads our own WAV as WAV and writes mono AAC in an MP4 with its index first", () => {
    const args = greetingEncodeArgs("/work/in.wav", "/work/out.m4a");
    expect(args.slice(args.indexOf("-i") - 2, args.indexOf("-i") + 2)).toEqual([
      "-f",
      "wav",
      "-i",
      "/work/in.wav",
    ]);
    expect(args).toEqual(expect.arrayContaining(["-ac", "1", "-c:a", "aac", "-movflags", "+faststart"]));
    expect(args.at(-1)).toBe("/work/out.m4a");
    expect(args.at(-2)).toBe("mp4");
  });
});
