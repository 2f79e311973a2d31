// The fixed scenes' stand-in footage as drawn art, one scene per placeholder kind, and the falling
// snow they share. SVG strings only; footage-args.ts animates them. No text anywhere: both languages
// share the clips.
import { FILM } from "../../ffmpeg/encoder-settings.ts";
import type { FootagePlaceholder } from "../../manifest/manifest-schema.ts";
import { fireside } from "./finale.ts";
import type { FootageArt } from "./layers.ts";
import { northPole } from "./north-pole.ts";
import { reindeerStable } from "./reindeer.ts";
import { COLOUR } from "./shapes.ts";
import { format as f, radial, scatter, svg } from "#art/svg.ts";
import { sleighRide } from "./sleigh.ts";
import { toyWorkshop } from "./workshop.ts";

export { BACKDROP, type FootageArt, type Flyer, type Light } from "./layers.ts";

const SCENES: Record<FootagePlaceholder, () => FootageArt> = {
  "north-pole": northPole,
  workshop: toyWorkshop,
  reindeer: reindeerStable,
  sleigh: sleighRide,
  finale: fireside,
};

export function footageArt(kind: FootagePlaceholder): FootageArt {
  return SCENES[kind]();
}

/** How many flakes, how big: the far layer is many small flakes, the near one fewer and larger. */
const SNOW = {
  far: { count: 420, seed: 17, smallest: 2.2, spread: 2.6, opacity: 0.8 },
  near: { count: 90, seed: 29, smallest: 5, spread: 5, opacity: 0.85 },
} as const;

/** Extra width either side of the snow, so the near layer can sway without showing an edge. */
export const SNOW_SWAY = 24;

/**
 * One layer of snow: a transparent tile one film high that repeats vertically, drawn twice over so
 * that any window of film height inside it looks the same at its top and bottom edges.
 */
export function snowTile(depth: keyof typeof SNOW): string {
  const { count, seed, smallest, spread, opacity } = SNOW[depth];
  const width = FILM.width + SNOW_SWAY * 2;
  const tile = FILM.height;
  const flakes = scatter(count, seed, { x: 0, y: 0, width, height: tile })
    .flatMap((s) => {
      const r = smallest + s.size * spread;
      const o = opacity * (0.55 + s.glow * 0.45);
      // Rounded before copying, so every copy sits exactly a whole tile from the others.
      const y = Math.round(s.y * 10) / 10;
      // A flake near the tile's edge is drawn again a tile higher or lower, so it wraps whole.
      return [-1, 0, 1, 2]
        .map((copy) => y + copy * tile)
        .filter((cy) => cy + r > 0 && cy - r < tile * 2)
        .map((cy) => `<circle cx="${f(s.x)}" cy="${f(cy)}" r="${f(r)}" fill-opacity="${f(o)}"/>`);
    })
    .join("");
  // fill-opacity, not opacity: librsvg gives each element with `opacity` its own offscreen pass.
  const flake = radial("flake", [
    [0, COLOUR.snow, 1],
    [0.45, COLOUR.snow, 0.85],
    [1, COLOUR.frost, 0],
  ]);
  return svg(width, tile * 2, `<defs>${flake}</defs><g fill="url(#flake)">${flakes}</g>`);
}
