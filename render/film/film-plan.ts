// The film's segments in order, from the chosen storyline and the number of photos (pure).
import { framesOf } from "../ffmpeg/encoder-settings.ts";
import type { CardKind } from "../scenes/card-layout.ts";
import type { Manifest } from "../template/manifest-schema.ts";

export type PlannedSegment =
  | { kind: "fixed"; sceneId: string; frames: number }
  | { kind: "card"; sceneId: string; card: CardKind; art: string; frames: number }
  | { kind: "photo"; sceneId: string; art: string; frames: number; photoIndex: number };

export interface FilmPlan {
  segments: PlannedSegment[];
  frames: number;
}

/** Splits a scene's frames over its photos: equal shares, the last taking the remainder. */
export function photoShares(frames: number, photos: number): number[] {
  const share = Math.floor(frames / photos);
  return Array.from({ length: photos }, (_, i) => (i === photos - 1 ? frames - share * (photos - 1) : share));
}

export function planFilm(manifest: Manifest, storylineId: string, photoCount: number): FilmPlan {
  const storyline = manifest.storylines.find((s) => s.id === storylineId);
  if (!storyline) throw new RangeError(`No storyline "${storylineId}" in template ${manifest.id}`);
  const segments = storyline.scenes.flatMap((sceneId): PlannedSegment[] => {
    const scene = manifest.scenes[sceneId];
    if (!scene) throw new RangeError(`No scene "${sceneId}"`);
    const frames = framesOf(scene.seconds);
    switch (scene.kind) {
      case "fixed":
        return [{ kind: "fixed", sceneId, frames }];
      case "photos":
        // Each photo is its own segment: a unit of work for the two encoders, and a clean cut.
        return photoCount === 0
          ? [{ kind: "card", sceneId, card: "magic-book", art: scene.emptyArt, frames }]
          : photoShares(frames, photoCount).map((share, photoIndex) => ({
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
