// The face track of one scene: which face Santa shows on each frame. Every face is a row of one sheet,
// converted to the film's colours once per prepared template (face-sheet.ts); a scene's graph crops
// the row each frame shows (render/scenes/card-args.ts), so no face is read or converted per scene.
import { FILM } from "../ffmpeg/encoder-settings.ts";
import {
  blinks,
  EYES,
  type Eyes,
  type FaceRun,
  faceRuns,
  MOUTHS,
  type Mouth,
  mouthShapes,
  type VoiceFrame,
} from "./mouth-shapes.ts";

/** The sprite of one face, as prepare-template.ts names it. */
export function faceSpriteName(eyes: Eyes, mouth: Mouth): string {
  return `face-${eyes}-${mouth}.png`;
}

/** Every face, top to bottom of the sheet. */
export const SHEET_FACES: readonly { eyes: Eyes; mouth: Mouth }[] = EYES.flatMap((eyes) =>
  MOUTHS.map((mouth) => ({ eyes, mouth })),
);

export function sheetRow(eyes: Eyes, mouth: Mouth): number {
  return SHEET_FACES.findIndex((face) => face.eyes === eyes && face.mouth === mouth);
}

/** The faces of `frames` (the voice under one scene, one per video frame), run by run. */
export function faceTrack(frames: readonly VoiceFrame[], seed: number): FaceRun[] {
  return faceRuns(blinks(frames.length, FILM.fps, seed), mouthShapes(frames));
}

/**
 * The top of the sheet row that frame `n` shows, as an ffmpeg expression of `n`: a balanced tree of
 * the runs' first frames, so finding a frame's face takes log2(runs) comparisons, however long the
 * scene.
 */
export function faceRowExpression(runs: readonly FaceRun[], rowHeight: number): string {
  const starts: number[] = [];
  runs.reduce((from, run) => {
    starts.push(from);
    return from + run.frames;
  }, 0);
  const tree = (from: number, to: number): string => {
    if (to - from <= 1) {
      const run = runs[from];
      return String(run ? sheetRow(run.eyes, run.mouth) * rowHeight : 0);
    }
    const middle = (from + to) >> 1;
    return `if(lt(n,${starts[middle]}),${tree(from, middle)},${tree(middle, to)})`;
  };
  return tree(0, runs.length);
}
