// Whether an uploaded file can be a family's film: an MP4 with H.264 pictures a browser plays and
// AAC sound, judged from what ffprobe read. Pure, so each reason is tested as data.
import type { FilmUploadRefusal } from "#domain/film-upload.ts";
import type { ProbedMedia } from "#render/ffmpeg/probe-media.ts";

export interface FilmUploadProblem {
  reason: FilmUploadRefusal;
  /** What was found instead, for the message: `VP9`, `MP3`, `webm`, `yuv444p`. */
  found?: string;
}

export interface AcceptedFilm {
  durationMs: number;
}

// Browsers decode H.264 only in 4:2:0; a 4:2:2 or 4:4:4 film would not play on the film page.
const PLAYABLE_PIXEL_FORMATS = new Set(["yuv420p", "yuvj420p"]);

const CODEC_NAMES: Record<string, string> = {
  h264: "H.264",
  hevc: "H.265 (HEVC)",
  mpeg4: "MPEG-4 Part 2",
  mp3: "MP3",
  mp2: "MP2",
  ac3: "AC-3",
  eac3: "E-AC-3",
  opus: "Opus",
  vorbis: "Vorbis",
  flac: "FLAC",
};

/** A codec as people call it: ffprobe's `vp9` is VP9, `hevc` is H.265 (HEVC). */
export function codecName(codec: string): string {
  return CODEC_NAMES[codec] ?? codec.toUpperCase();
}

// A picture file (`png_pipe`, `image2`) has a "video" stream of one frame: it is no film.
const isStillImage = (formats: string[]) =>
  formats.some((format) => format === "image2" || format.endsWith("_pipe"));

/** The file's film, or the first thing an operator must change in it, the most telling first. */
export function judgeUploadedFilm(
  probed: ProbedMedia | undefined,
): { ok: true; film: AcceptedFilm } | { ok: false; problem: FilmUploadProblem } {
  const refuse = (reason: FilmUploadRefusal, found?: string) => ({
    ok: false as const,
    problem: found === undefined ? { reason } : { reason, found },
  });
  if (!probed || isStillImage(probed.formats)) return refuse("not_video");
  const video = probed.streams.find((stream) => stream.type === "video" && !stream.attachedPicture);
  const audio = probed.streams.find((stream) => stream.type === "audio");
  if (!video) return refuse(audio ? "no_video" : "not_video");
  if (video.codec !== "h264") return refuse("video_codec", codecName(video.codec));
  if (video.pixelFormat && !PLAYABLE_PIXEL_FORMATS.has(video.pixelFormat))
    return refuse("pixel_format", video.pixelFormat);
  if (!audio) return refuse("no_audio");
  if (audio.codec !== "aac") return refuse("audio_codec", codecName(audio.codec));
  // ffprobe names the whole ISO family one demuxer; the brand tells an MP4 from a QuickTime movie.
  if (!probed.formats.includes("mp4") || probed.majorBrand === "qt  ")
    return refuse("not_mp4", probed.majorBrand === "qt  " ? "MOV" : probed.formats[0]?.toUpperCase());
  const seconds = probed.durationSeconds;
  if (!seconds || seconds <= 0) return refuse("not_video");
  return { ok: true, film: { durationMs: Math.round(seconds * 1000) } };
}
