// The film's segments in order, from the chosen storyline, the number of photos and the scene lengths
// Santa's speech gave them (pure).
import { framesOf } from "../ffmpeg/encoder-settings.ts";
import type { CardKind } from "../scenes/card-layout.ts";
import type { Manifest } from "../manifest/manifest-schema.ts";

export type PlannedSegment =
  | { kind: "fixed"; sceneId: string; frames: number }
  | { kind: "card"; sceneId: string; card: CardKind; art: string; frames: number }
  | { kind: "photo"; sceneId: string; art: string; frames: number; photoIndex: number };

export interface FilmPlan {
  segments: PlannedSegment[];
  frames: number;
}

/**
 * Splits a scene's frames over its photos. `cuts` are the frames (from the scene's start) where the
 * second, third… photo start, so each starts with Santa's line about it; the photos after the last
 * cut share what is left equally, the last taking the remainder.
 */
export function photoShares(frames: number, photos: number, cuts: readonly number[] = []): number[] {
  const starts = [0];
  for (const cut of cuts.slice(0, photos - 1)) {
    // A cut out of order or too near the end (a script fault) is ignored rather than giving a photo no frames.
    const previous = starts.at(-1) as number;
    if (cut > previous && cut < frames - (photos - starts.length)) starts.push(cut);
    else break;
  }
  const from = starts.at(-1) as number;
  const rest = photos - starts.length + 1;
  const share = Math.floor((frames - from) / rest);
  for (let i = 1; i < rest; i++) starts.push(from + share * i);
  return starts.map((start, i) => (starts[i + 1] ?? frames) - start);
}

export interface SceneTiming {
  /** Each scene's length in seconds, grown to fit its speech; the manifest's where absent. */
  seconds: ReadonlyMap<string, number>;
  /** Frames into the photos scene where the second, third… photo start (photoShares' cuts). */
  photoCuts?: readonly number[];
}

export function planFilm(
  manifest: Manifest,
  storylineId: string,
  photoCount: number,
  timing: SceneTiming = { seconds: new Map() },
): FilmPlan {
  const storyline = manifest.storylines.find((s) => s.id === storylineId);
  if (!storyline) throw new RangeError(`No storyline "${storylineId}" in template ${manifest.id}`);
  const segments = storyline.scenes.flatMap((sceneId): PlannedSegment[] => {
    const scene = manifest.scenes[sceneId];
    if (!scene) throw new RangeError(`No scene "${sceneId}"`);
    const frames = framesOf(timing.seconds.get(sceneId) ?? scene.seconds);
    switch (scene.kind) {
      case "fixed":
        return [{ kind: "fixed", sceneId, frames }];
      case "photos":
        // Each photo is its own segment: a unit of work for the two encoders, and a clean cut.
        return photoCount === 0
          ? [{ kind: "card", sceneId, card: "magic-book", art: scene.emptyArt, frames }]
          : photoShares(frames, photoCount, timing.photoCuts).map((share, photoIndex) => ({
              kind: "photo",
              sceneId,
              art: scene.art,
              frames: share,
              photoIndex,
            }));
      case "list":
        return [{ kind: "card", sceneId, card: scene.list, art: scene.art, frames }];
      default:
        return [{ kind: "card", sceneId, card: scene.kind, art: scene.art, frames }];
    }
  });
  return { segments, frames: segments.reduce((sum, s) => sum + s.frames, 0) };
}
