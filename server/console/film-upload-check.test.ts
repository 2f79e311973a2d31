import { describe, expect, it } from "vitest";
import type { ProbedMedia, ProbedStream } from "#render/ffmpeg/probe-media.ts";
import { judgeUploadedFilm } from "./film-upload-check.ts";

const video = (codec = "h264", pixelFormat = "yuv420p"): ProbedStream => ({
  type: "video",
  codec,
  pixelFormat,
  attachedPicture: false,
});
const audio = (codec = "aac"): ProbedStream => ({ type: "audio", codec, attachedPicture: false });
const mp4 = (streams: ProbedStream[], rest: Partial<ProbedMedia> = {}): ProbedMedia => ({
  formats: ["mov", "mp4", "m4a", "3gp", "3g2", "mj2"],
  majorBrand: "isom",
  durationSeconds: 2.5,
  streams,
  ...rest,
});

describe("judgeUploadedFilm", () => {
  it("takes H.264 and AAC in MP4, with its duration", () => {
    expect(judgeUploadedFilm(mp4([video(), audio()]))).toEqual({ ok: true, film: { durationMs: 2500 } });
  });

  it.each([
    ["nothing ffprobe could read", undefined, { reason: "not_video" }],
    ["a picture", { formats: ["png_pipe"], streams: [video("png", "rgb24")] }, { reason: "not_video" }],
    [
      "an MP3 with its cover",
      { formats: ["mp3"], streams: [audio("mp3"), { ...video("mjpeg"), attachedPicture: true }] },
      { reason: "no_video" },
    ],
    ["VP9", mp4([video("vp9"), audio()]), { reason: "video_codec", found: "VP9" }],
    ["HEVC", mp4([video("hevc"), audio()]), { reason: "video_codec", found: "H.265 (HEVC)" }],
    [
      "4:4:4 pictures",
      mp4([video("h264", "yuv444p"), audio()]),
      { reason: "pixel_format", found: "yuv444p" },
    ],
    ["no sound", mp4([video()]), { reason: "no_audio" }],
    ["MP3 sound", mp4([video(), audio("mp3")]), { reason: "audio_codec", found: "MP3" }],
    [
      "a QuickTime movie",
      mp4([video(), audio()], { majorBrand: "qt  " }),
      { reason: "not_mp4", found: "MOV" },
    ],
    [
      "Matroska",
      { formats: ["matroska", "webm"], durationSeconds: 2, streams: [video(), audio()] },
      { reason: "not_mp4", found: "MATROSKA" },
    ],
    ["no duration", mp4([video(), audio()], { durationSeconds: undefined }), { reason: "not_video" }],
  ] as const)("refuses %s", (_name, probed, problem) => {
    expect(judgeUploadedFilm(probed as ProbedMedia | undefined)).toEqual({ ok: false, problem });
  });
});
