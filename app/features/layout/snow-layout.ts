// Where each snowflake and decoration sits and how it moves: seeded, so server and browser agree.
import { SNOW } from "../../../domain/shop.ts";

export interface Flake {
  left: number;
  size: number;
  durationSeconds: number;
  delaySeconds: number;
  driftPx: number;
  opacity: number;
  /** Where the flake rests when motion is reduced, in viewport heights. */
  restVh: number;
}

export interface Decoration {
  left: number;
  top: number;
  size: number;
  kind: "snowflake" | "star" | "sparkle";
  durationSeconds: number;
  delaySeconds: number;
}

/** mulberry32: a tiny deterministic generator; Math.random would differ between server and browser. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const round = (value: number) => Math.round(value * 100) / 100;

export function snowLayout(seed = 2512): { flakes: Flake[]; decorations: Decoration[] } {
  const random = seededRandom(seed);
  const between = (min: number, max: number) => round(min + random() * (max - min));
  const kinds: Decoration["kind"][] = ["snowflake", "star", "sparkle"];
  const flakes = Array.from({ length: SNOW.snowflakes }, () => ({
    left: between(0, 100),
    size: between(3, 8),
    durationSeconds: between(9, 22),
    delaySeconds: -between(0, 22),
    driftPx: between(-60, 60),
    opacity: between(0.35, 0.9),
    restVh: between(0, 100),
  }));
  const decorations = Array.from({ length: SNOW.decorations }, (_, index) => ({
    left: between(2, 94),
    top: between(4, 92),
    size: between(22, 48),
    kind: kinds[index % kinds.length] ?? "snowflake",
    durationSeconds: between(3, 7),
    delaySeconds: -between(0, 7),
  }));
  return { flakes, decorations };
}
