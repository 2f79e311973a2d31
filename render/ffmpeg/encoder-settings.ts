// The template's locked picture and H.264 bitstream: every segment of a film is encoded with these, so
// segments join by stream copy. Presets change speed only; the x264 parameters pin the SPS/PPS.

export const FILM = {
  width: 1920,
  height: 1080,
  fps: 30,
  /** One time base for every segment, so the concat demuxer never rescales timestamps. */
  timescale: 15360,
  audioRate: 48000,
  audioBitrate: "160k",
} as const;

/** 2 s GOPs, closed, no scene cuts: identical structure whatever the content. */
export const GOP_FRAMES = 2 * FILM.fps;

/**
 * x264's presets change the parameter sets (ultrafast alone emits Constrained Baseline with CAVLC,
 * whatever `-profile:v` says). These fix every field of the SPS and PPS; `stitchable` keeps the
 * PPS's initial QP independent of the rate control. CAVLC, not CABAC: a personal scene decodes to
 * the same pictures either way, and CABAC took a fifth of a zooming photo's encode (17 Mbit/s) to
 * save 14 % of its bytes (decision 083).
 */
export const X264_LOCK = [
  "stitchable=1",
  "cabac=0",
  "8x8dct=1",
  "bframes=3",
  "b-pyramid=normal",
  "weightb=1",
  "weightp=1",
  "ref=1",
  `keyint=${GOP_FRAMES}`,
  `min-keyint=${GOP_FRAMES}`,
  "scenecut=0",
  "open-gop=0",
].join(":");

export interface VideoEncoding {
  /** `veryfast` for fixed clips (encoded once), `ultrafast` for personal scenes (every film). */
  preset: "ultrafast" | "veryfast";
  /** x264 settings that lighten the preset's motion search; they leave the SPS and PPS alone. */
  search?: string;
  /** x264 threads: 1 for personal scenes, which run two at a time on two cores; 0 for auto. */
  threads: number;
  crf: number;
  frames: number;
}

/**
 * The fixed clips' motion search is the cheapest x264 has (diamond, one subpel pass): it took a fifth
 * off preparing's encodes for 7 % more bytes at the same quality (decision 059).
 */
export const FIXED_CLIP_ENCODING = {
  preset: "veryfast",
  search: "me=dia:subme=1",
  threads: 0,
  crf: 21,
} as const;
export const PERSONAL_SCENE_ENCODING = { preset: "ultrafast", threads: 1, crf: 20 } as const;

/** Output options of a video-only segment: exactly `frames` frames, BT.709 tags, the locked bitstream. */
export function videoSegmentOutputArgs({ preset, search, threads, crf, frames }: VideoEncoding): string[] {
  return [
    "-frames:v",
    String(frames),
    "-r",
    String(FILM.fps),
    "-c:v",
    "libx264",
    "-preset",
    preset,
    "-threads",
    String(threads),
    "-crf",
    String(crf),
    "-profile:v",
    "high",
    "-level:v",
    "4.1",
    "-pix_fmt",
    "yuv420p",
    "-x264-params",
    search ? `${X264_LOCK}:${search}` : X264_LOCK,
    "-color_primaries",
    "bt709",
    "-color_trc",
    "bt709",
    "-colorspace",
    "bt709",
    "-color_range",
    "tv",
    "-video_track_timescale",
    String(FILM.timescale),
    "-an",
    "-sn",
    "-map_metadata",
    "-1",
    "-f",
    "mp4",
  ];
}

/** Seconds to whole frames; the manifest schema guarantees the division is exact. */
export function framesOf(seconds: number): number {
  return Math.round(seconds * FILM.fps);
}
