// Where each snowflake and decoration sits and how its layer moves: seeded, so server and browser
// agree. The flakes fall in a few layers, not one by one: a layer of ten flakes is one animation,
// so a frame restyles five layers instead of fifty flakes (decision 030).
import { seeded } from "#art/svg.ts";
import { SNOW } from "#domain/shop.ts";

/** A flake's place in its layer, in percent of the screen; the layer does the falling. */
export interface Flake {
  left: number;
  top: number;
  size: number;
  opacity: number;
}

/**
 * Flakes that fall together, one screen in `durationSeconds`, and again from the top: each flake
 * has a copy one screen above (its shadow), so the loop has no seam. Nearer layers have larger
 * flakes and fall faster, as snow seen through a window does.
 */
export interface FlakeLayer {
  durationSeconds: number;
  delaySeconds: number;
  flakes: Flake[];
}

export interface Decoration {
  left: number;
  top: number;
  size: number;
  kind: "snowflake" | "star" | "sparkle";
}

/** Decorations that float up and down together. */
export interface DecorationGroup {
  durationSeconds: number;
  delaySeconds: number;
  decorations: Decoration[];
}

export const FLAKE_LAYERS = 5;
export const DECORATION_GROUPS = 3;

const round = (value: number) => Math.round(value * 100) / 100;

/** `total` things dealt into `groups` as evenly as they go: 50 into 5 is ten each. */
function dealt(total: number, groups: number): number[] {
  return Array.from(
    { length: groups },
    (_, index) => Math.floor(((index + 1) * total) / groups) - Math.floor((index * total) / groups),
  );
}

export function snowLayout(seed = 2512): { layers: FlakeLayer[]; groups: DecorationGroup[] } {
  // Seeded, not Math.random: the server and the browser must draw the same snow.
  const random = seeded(seed);
  const between = (min: number, max: number) => round(min + random() * (max - min));
  const kinds: Decoration["kind"][] = ["snowflake", "star", "sparkle"];
  const layers = dealt(SNOW.snowflakes, FLAKE_LAYERS).map((count, depth) => {
    const near = depth / (FLAKE_LAYERS - 1);
    return {
      durationSeconds: round(24 - near * 12),
      delaySeconds: -between(0, 24),
      flakes: Array.from({ length: count }, () => ({
        left: between(0, 100),
        top: between(0, 100),
        size: between(3 + near * 4, 4 + near * 4),
        opacity: between(0.35 + near * 0.3, 0.6 + near * 0.3),
      })),
    };
  });
  let placed = 0;
  const groups = dealt(SNOW.decorations, DECORATION_GROUPS).map((count) => ({
    durationSeconds: between(4, 7),
    delaySeconds: -between(0, 7),
    decorations: Array.from({ length: count }, () => ({
      left: between(2, 94),
      top: between(4, 92),
      size: between(22, 48),
      kind: kinds[placed++ % kinds.length] ?? "snowflake",
    })),
  }));
  return { layers, groups };
}
