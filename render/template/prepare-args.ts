// The ffmpeg commands of preparing a template, built as data: fixed clips at the locked settings, audio as FLAC.
import path from "node:path";
import { FILM, FIXED_CLIP_ENCODING, GOP_FRAMES, videoSegmentOutputArgs } from "../ffmpeg/encoder-settings.ts";

export type ClipSource = { file: string } | { lavfi: string };

/**
 * Re-encodes any video (an operator's footage or our placeholder) to exactly `frames` frames of the
 * locked film: an operator's fitted into 1920×1080 (letterboxed if its shape differs), 30 fps, BT.709,
 * its last picture held if it is too short. Its sound is dropped: each storyline has one continuous track.
 */
export function fixedClipArgs(source: ClipSource, frames: number, output: string): string[] {
  const input = "file" in source ? ["-i", source.file] : ["-f", "lavfi", "-i", source.lavfi];
  const { width, height, fps } = FILM;
  // Our drawn footage leaves its graph as the film's picture (footage-args.ts): converting its frames
  // again cost a third of preparing's time.
  const fit =
    "file" in source
      ? `scale=${width}:${height}:force_original_aspect_ratio=decrease:out_color_matrix=bt709:out_range=tv,` +
        `pad=${width}:${height}:(ow-iw)/2:(oh-ih)/2,setsar=1,fps=${fps},format=yuv420p,tpad=stop_mode=clone:stop=-1`
      : "setsar=1";
  return [
    "-v",
    "error",
    ...input,
    "-map",
    "0:v:0",
    "-vf",
    fit,
    ...videoSegmentOutputArgs({ ...FIXED_CLIP_ENCODING, frames }),
    "-y",
    output,
  ];
}

/**
 * A fixed clip split by stream copy into GOP-long chunk files (`dir/0000.mp4`…): a film cuts from the
 * footage to Santa and back at these keyframes without encoding the footage again.
 */
export function clipChunksArgs(clip: string, frames: number, dir: string): string[] {
  const cuts = Array.from({ length: Math.ceil(frames / GOP_FRAMES) - 1 }, (_, i) => (i + 1) * GOP_FRAMES);
  return [
    ...["-v", "error", "-i", clip, "-map", "0:v:0", "-c", "copy", "-f", "segment"],
    ...(cuts.length > 0 ? ["-segment_frames", cuts.join(",")] : ["-segment_time", "86400"]),
    ...["-reset_timestamps", "1"],
    path.join(dir, "%04d.mp4"),
  ];
}

/** A storyline's audio as 48 kHz stereo FLAC of exactly `seconds`: cut, or padded with silence. */
export function storylineAudioArgs(input: string, seconds: number, output: string, loop: boolean): string[] {
  return [
    "-v",
    "error",
    ...(loop ? ["-stream_loop", "-1"] : []),
    "-i",
    input,
    "-map",
    "0:a:0",
    "-af",
    `aresample=${FILM.audioRate},aformat=channel_layouts=stereo,apad`,
    "-t",
    String(seconds),
    "-c:a",
    "flac",
    "-y",
    output,
  ];
}
