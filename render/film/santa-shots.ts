// Where Santa is on screen in a fixed scene (pure): the scene's footage is cut, two seconds at a time,
// to Santa at his desk whenever he speaks, and back to the footage when he is quiet. The clip is cut only
// at its keyframes (every GOP_FRAMES), so its footage is copied, never encoded again.

export type Shot = { kind: "footage" | "santa"; from: number; frames: number };

/** Santa appears this many frames before his first word and stays this many after his last. */
export const SHOT_MARGIN_FRAMES = 6;
/**
 * Santa's longest shot, in GOPs (16 s): past it the footage is cut in while he goes on talking, so no
 * shot stands longer than 20 s (issue 31), however closely his lines follow each other.
 */
export const MAX_SANTA_GOPS = 8;
/** The footage cut into a long speech: two GOPs (4 s), long enough to look at what he talks about. */
const CUTAWAY_GOPS = 2;
/** Santa stays at least this long on either side of a cutaway: shorter shots flicker. */
const MIN_SANTA_GOPS = 2;

/** How many frames of each GOP Santa speaks in (with his margin), and so whose GOP it is. */
function speakingPerGop(speaking: readonly boolean[], frames: number, gop: number): number[] {
  const counts: number[] = [];
  for (let from = 0; from < frames; from += gop) {
    const to = Math.min(frames, from + gop);
    let count = 0;
    for (
      let i = Math.max(0, from - SHOT_MARGIN_FRAMES);
      i < Math.min(frames, to + SHOT_MARGIN_FRAMES);
      i += 1
    )
      if (speaking[i]) count += 1;
    counts.push(count);
  }
  return counts;
}

/**
 * Splits Santa's runs of GOPs longer than MAX_SANTA_GOPS with cutaways to the footage, each where he
 * speaks least (the pause between two lines, when there is one) within the reach of the run's start.
 */
function withCutaways(santa: boolean[], counts: readonly number[]): boolean[] {
  const out = [...santa];
  for (let at = 0; at < out.length;) {
    if (!out[at]) {
      at += 1;
      continue;
    }
    let end = at;
    while (end < out.length && out[end]) end += 1;
    if (end - at <= MAX_SANTA_GOPS) {
      at = end;
      continue;
    }
    // The cutaway starts after at least MIN_SANTA_GOPS of Santa and at most MAX_SANTA_GOPS, and leaves him
    // MIN_SANTA_GOPS after it.
    let best = at + MIN_SANTA_GOPS;
    const last = Math.min(at + MAX_SANTA_GOPS, end - CUTAWAY_GOPS - MIN_SANTA_GOPS);
    const spoken = (from: number) => counts.slice(from, from + CUTAWAY_GOPS).reduce((sum, c) => sum + c, 0);
    for (let from = best + 1; from <= last; from += 1) if (spoken(from) <= spoken(best)) best = from;
    for (let i = best; i < best + CUTAWAY_GOPS; i += 1) out[i] = false;
    at = best + CUTAWAY_GOPS;
  }
  return out;
}

/**
 * The shots of a fixed scene of `frames` frames, where `speaking[i]` says whether Santa's voice is heard
 * on frame i. A GOP is Santa's when he speaks in it or within the margin of it, unless it is a cutaway
 * in a long speech; neighbouring GOPs of one kind are one shot.
 */
export function santaShots(speaking: readonly boolean[], frames: number, gop: number): Shot[] {
  const counts = speakingPerGop(speaking, frames, gop);
  const santa = withCutaways(
    counts.map((count) => count > 0),
    counts,
  );
  const shots: Shot[] = [];
  santa.forEach((isSanta, index) => {
    const kind: Shot["kind"] = isSanta ? "santa" : "footage";
    const from = index * gop;
    const length = Math.min(frames, from + gop) - from;
    const last = shots.at(-1);
    if (last?.kind === kind) last.frames += length;
    else shots.push({ kind, from, frames: length });
  });
  return shots;
}
