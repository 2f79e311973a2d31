// Where Santa is on screen in a fixed scene (pure): the scene's footage is cut, two seconds at a time,
// to Santa at his desk whenever he speaks, and back to the footage when he is quiet. The clip is cut only
// at its keyframes (every GOP_FRAMES), so its footage is copied, never encoded again.

export type Shot = { kind: "footage" | "santa"; from: number; frames: number };

/** Santa appears this many frames before his first word and stays this many after his last. */
export const SHOT_MARGIN_FRAMES = 6;

/**
 * The shots of a fixed scene of `frames` frames, where `speaking[i]` says whether Santa's voice is heard
 * on frame i. A GOP is Santa's when he speaks in it or within the margin of it; neighbouring GOPs of one
 * kind are one shot.
 */
export function santaShots(speaking: readonly boolean[], frames: number, gop: number): Shot[] {
  const shots: Shot[] = [];
  for (let from = 0; from < frames; from += gop) {
    const to = Math.min(frames, from + gop);
    let kind: Shot["kind"] = "footage";
    for (
      let i = Math.max(0, from - SHOT_MARGIN_FRAMES);
      i < Math.min(frames, to + SHOT_MARGIN_FRAMES);
      i += 1
    )
      if (speaking[i]) {
        kind = "santa";
        break;
      }
    const last = shots.at(-1);
    if (last?.kind === kind) last.frames += to - from;
    else shots.push({ kind, from, frames: to - from });
  }
  return shots;
}
