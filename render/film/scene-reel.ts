// A fixed scene as a film shows it: its footage's two-second chunks and Santa's shots in it (santa-
// shots.ts), joined into one file by stream copy. Every film of one storyline, language and voice shows
// the same reel, so it is joined once and kept beside Santa's shots (decision 058): the film's own join
// then opens about twenty files instead of about a hundred and fifty, and each file the concat demuxer
// opens costs some 13 ms of decoding (2.2 s of the 2.6 s join of the 9-minute film). Pure.
import { createHash } from "node:crypto";
import { FILM } from "../ffmpeg/encoder-settings.ts";

/** Shots and reels share a folder and a store: a reel's name says which it is. */
export const REEL_PREFIX = "reel-";

/** The reel's name: its parts, as paths inside the prepared template (a shot's path names its voice). */
export function sceneReelKey(parts: readonly string[]): string {
  return REEL_PREFIX + createHash("sha256").update(JSON.stringify(parts)).digest("hex").slice(0, 24);
}

/** The parts (an ffconcat list) copied into one video-only MP4 on the film's time base. */
export function reelArgs(input: { list: string; output: string }): string[] {
  return [
    ...["-v", "error", "-f", "concat", "-safe", "0", "-auto_convert", "0", "-i", input.list],
    ...["-map", "0:v:0", "-c:v", "copy", "-video_track_timescale", String(FILM.timescale)],
    ...["-an", "-sn", "-map_metadata", "-1", "-f", "mp4", "-y", input.output],
  ];
}
