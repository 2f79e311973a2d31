// The face track of one scene: which face sprite shows on each frame, written as an ffconcat list that
// ffmpeg reads as a video stream of stills with durations (render/scenes/card-args.ts overlays it).
import { FILM } from "../ffmpeg/encoder-settings.ts";
import { concatListLine } from "../ffmpeg/filter-escape.ts";
import { blinks, faceRuns, mouthShapes, type Eyes, type Mouth, type VoiceFrame } from "./mouth-shapes.ts";

/** The sprite of one face, as prepare-template.ts names it. */
export function faceSpriteName(eyes: Eyes, mouth: Mouth): string {
  return `face-${eyes}-${mouth}.png`;
}

/**
 * An ffconcat list of face sprites for `frames` (the voice under one scene, one entry per video frame).
 * The last sprite is listed twice: the concat demuxer gives the last entry no duration of its own.
 */
export function faceTrackList(
  frames: readonly VoiceFrame[],
  seed: number,
  spriteFile: (eyes: Eyes, mouth: Mouth) => string,
): string {
  const runs = faceRuns(blinks(frames.length, FILM.fps, seed), mouthShapes(frames));
  const lines = runs.flatMap(({ eyes, mouth, frames: count }) => [
    concatListLine(spriteFile(eyes, mouth)),
    `duration ${(count / FILM.fps).toFixed(6)}`,
  ]);
  const last = runs.at(-1);
  if (last) lines.push(concatListLine(spriteFile(last.eyes, last.mouth)));
  return `ffconcat version 1.0\n${lines.join("\n")}\n`;
}
