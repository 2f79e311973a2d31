import { describe, expect, it } from "vitest";
import { concatList, muxArgs } from "./mux-args.ts";

describe("muxArgs", () => {
  it("joins by stream copy without auto conversion and puts the index first", () => {
    expect(
      muxArgs({
        list: "/w/l.ffconcat",
        audio: "/w/a.m4a",
        captions: "/w/c.vtt",
        language: "es",
        output: "/o/film.mp4.partial",
      }),
    ).toEqual([
      "-v",
      "error",
      "-f",
      "concat",
      "-safe",
      "0",
      "-auto_convert",
      "0",
      "-i",
      "/w/l.ffconcat",
      "-itsoffset",
      "-0.021333",
      "-i",
      "/w/a.m4a",
      "-i",
      "/w/c.vtt",
      "-map",
      "0:v:0",
      "-map",
      "1:a:0",
      "-map",
      "2:s:0",
      "-c:v",
      "copy",
      "-c:a",
      "copy",
      "-c:s",
      "mov_text",
      "-metadata:s:a:0",
      "language=spa",
      "-metadata:s:s:0",
      "language=spa",
      "-map_metadata",
      "-1",
      "-movflags",
      "+faststart",
      "-f",
      "mp4",
      "-y",
      "/o/film.mp4.partial",
    ]);
  });

  it("lists the segments in order", () => {
    expect(concatList(["/a.mp4", "/b's.mp4"])).toBe(
      "ffconcat version 1.0\nfile 'file:/a.mp4'\nfile 'file:/b'\\''s.mp4'\n",
    );
  });
});
