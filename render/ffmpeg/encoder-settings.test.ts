import { describe, expect, it } from "vitest";
import {
  FIXED_CLIP_ENCODING,
  PERSONAL_SCENE_ENCODING,
  X264_LOCK,
  framesOf,
  videoSegmentOutputArgs,
} from "./encoder-settings.ts";

describe("videoSegmentOutputArgs", () => {
  it("locks the bitstream, the tags and the time base whatever the preset", () => {
    const args = videoSegmentOutputArgs({ ...PERSONAL_SCENE_ENCODING, frames: 90 });
    expect(args).toEqual([
      "-frames:v",
      "90",
      "-r",
      "30",
      "-c:v",
      "libx264",
      "-preset",
      "ultrafast",
      "-threads",
      "1",
      "-crf",
      "20",
      "-profile:v",
      "high",
      "-level:v",
      "4.1",
      "-pix_fmt",
      "yuv420p",
      "-x264-params",
      X264_LOCK,
      "-color_primaries",
      "bt709",
      "-color_trc",
      "bt709",
      "-colorspace",
      "bt709",
      "-color_range",
      "tv",
      "-video_track_timescale",
      "15360",
      "-an",
      "-sn",
      "-map_metadata",
      "-1",
      "-f",
      "mp4",
    ]);
    expect(X264_LOCK).toContain(
      "stitchable=1:cabac=0:8x8dct=1:bframes=3:b-pyramid=normal:weightb=1:weightp=1:ref=1",
    );
  });

  it("lightens the fixed clips' motion search after the lock, which it leaves whole", () => {
    const args = videoSegmentOutputArgs({ ...FIXED_CLIP_ENCODING, frames: 60 });
    expect(args[args.indexOf("-preset") + 1]).toBe("veryfast");
    expect(args[args.indexOf("-x264-params") + 1]).toBe(`${X264_LOCK}:me=dia:subme=1`);
  });

  it("counts whole frames", () => {
    expect(framesOf(2.5)).toBe(75);
  });
});
