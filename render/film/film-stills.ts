// The stills one film's personal scenes are drawn over: each card's art (the title's with the child's
// portrait on it), each photo scaled to its motion, and the page turning away from each photo before
// the next. Each is drawn once, whoever asks first: the renderer asks early, before Santa's timeline is
// known (none of them depends on it), and again when it encodes the scene.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { PlannedSegment } from "./film-plan.ts";
import { type ChildLooks, withPortrait } from "../santa/portrait-art.ts";
import { artPath, type PreparedTemplate } from "../template/prepared-template.ts";
import { bookPage, drawPageTurn } from "../scenes/page-turn.ts";
import { type PhotoMotion, photoMotion } from "../scenes/photo-motion.ts";
import { type CheckedPhoto, scalePhoto } from "../scenes/scale-photo.ts";

type PersonalSegment = Exclude<PlannedSegment, { kind: "fixed" }>;

export interface ScaledPhoto {
  file: string;
  motion: PhotoMotion;
}

export interface FilmStills {
  /** The art a segment is drawn over (a PNG path). */
  background(segment: PersonalSegment): Promise<string>;
  photo(at: number): Promise<ScaledPhoto>;
  /** The page holding photo `at - 1` turning away over `art` (an image sequence's pattern). */
  pageTurn(at: number, art: string): Promise<string>;
  /** Every still a segment needs. */
  of(segment: PersonalSegment): Promise<void>;
}

export function filmStills(input: {
  template: PreparedTemplate;
  looks: ChildLooks;
  photos: readonly CheckedPhoto[];
  /** The render's scratch folder; its `text` and `photos` folders exist. */
  work: string;
}): FilmStills {
  const { template, looks, photos, work } = input;
  const drawn = new Map<string, Promise<unknown>>();
  function once<T>(key: string, draw: () => Promise<T>): Promise<T> {
    let made = drawn.get(key) as Promise<T> | undefined;
    if (!made) {
      made = draw();
      drawn.set(key, made);
    }
    return made;
  }

  const stills: FilmStills = {
    background(segment) {
      const art = artPath(template, segment.art);
      if (segment.kind !== "card" || segment.card !== "title") return Promise.resolve(art);
      return once(`portrait ${art}`, () =>
        withPortrait(art, looks, path.join(work, "text", `portrait-${path.basename(art)}`)),
      );
    },
    photo(at) {
      return once(`photo ${at}`, async () => {
        const photo = photos[at] as CheckedPhoto;
        const motion = photoMotion(at, photo);
        const file = path.join(work, "photos", `${at}.jpg`);
        await scalePhoto(photo.file, motion, file);
        return { file, motion };
      });
    },
    pageTurn(at, art) {
      return once(`turn ${at} ${art}`, async () => {
        const dir = path.join(work, "turns", String(at));
        await mkdir(dir, { recursive: true });
        const page = await once(`page ${art}`, () => bookPage(art));
        return drawPageTurn(page, await stills.photo(at - 1), dir);
      });
    },
    async of(segment) {
      const background = await stills.background(segment);
      if (segment.kind !== "photo") return;
      await stills.photo(segment.photoIndex);
      if (segment.photoIndex > 0) await stills.pageTurn(segment.photoIndex, background);
    },
  };
  return stills;
}
