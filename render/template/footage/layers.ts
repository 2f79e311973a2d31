// What a footage scene is made of (a backdrop to pan across, lights that breathe over it, where it snows,
// a sleigh flying past) and the helpers the scenes share to draw those layers.
import { FILM } from "../../ffmpeg/encoder-settings.ts";
import { COLOUR, glint, glow } from "./shapes.ts";
import { type Box, format as f, radial, scatter, svg, vertical } from "#art/svg.ts";

/** Wide enough for a slow pan; no taller than the film, so the camera never moves up or down. */
export const BACKDROP = { width: Math.round(FILM.width * 1.1), height: FILM.height } as const;

/** A layer drawn on its own and faded in and out over the backdrop, placed in backdrop pixels. */
export interface Light extends Box {
  svg: string;
  /** Seconds of one cycle: bright, dim, bright again. */
  cycle: number;
  /** Where in its cycle it starts, 0 to 1, so neighbouring lights do not pulse together. */
  phase: number;
  /** Its opacity at its dimmest, 0 to 1. */
  low: number;
  /** A fire's light wavers; every other light breathes evenly. */
  flicker?: boolean;
}

/** A sleigh crossing the sky from left to right, again and again. */
export interface Flyer {
  svg: string;
  width: number;
  height: number;
  /** Its top edge, in film pixels. */
  y: number;
}

export interface FootageArt {
  backdrop: string;
  /** The direction the camera pans. */
  pan: "left" | "right";
  lights: Light[];
  /** Snow across the whole picture, or only behind a window (in backdrop pixels). */
  snow: "everywhere" | Box;
  flyer?: Flyer;
}

export const W = BACKDROP.width;
export const H = BACKDROP.height;

/** Gradients every scene may use: `lamplight` fills lit glass, `halo` and `warm` are glows. */
const SHARED =
  vertical("lamplight", [
    [0, "#ffe9a8"],
    [1, "#f4a640"],
  ]) +
  radial("halo", [
    [0, COLOUR.star, 0.7],
    [1, COLOUR.star, 0],
  ]) +
  radial("warm", [
    [0, COLOUR.candle, 0.55],
    [0.5, "#f4a640", 0.18],
    [1, "#f4a640", 0],
  ]);

export function backdrop(defs: string, body: string): string {
  return svg(W, H, `<defs>${SHARED}${defs}</defs>${body}`);
}

/** A light drawn in backdrop coordinates, cut to `box`. */
export function light(box: Box, body: string, motion: Omit<Light, keyof Box | "svg">, defs = ""): Light {
  const art = svg(
    box.width,
    box.height,
    `<defs>${SHARED}${defs}</defs><g transform="translate(${-box.x} ${-box.y})">${body}</g>`,
  );
  return { ...box, svg: art, ...motion };
}

/** Glints scattered over a patch of sky that come and go, two sets out of step making stars twinkle. */
export function twinkles(seed: number, box: Box): Light[] {
  return [0, 1].map((set) => {
    const body = scatter(14, seed + set, box)
      .map((s) => glint(s.x, s.y, 7 + s.size * 8))
      .join("");
    return light(box, body, { cycle: 5 + set * 1.5, phase: set * 0.5, low: 0 });
  });
}

const BULBS = [COLOUR.berry, COLOUR.gold, COLOUR.leaf, "#4aa3ff"] as const;

/** Coloured bulbs along a string of points. */
export function bulbs(points: readonly (readonly [number, number])[], r: number): string {
  return points
    .map(([x, y], i) => `<circle cx="${f(x)}" cy="${f(y)}" r="${r}" fill="${BULBS[i % BULBS.length]}"/>`)
    .join("");
}

/** Halos for every other bulb: two such lights out of step make a string of bulbs twinkle. */
export function bulbLights(box: Box, points: readonly (readonly [number, number])[], r: number): Light[] {
  return [0, 1].map((pick) => {
    const body = points
      .filter((_, i) => i % 2 === pick)
      .map(([x, y]) => glow(x, y, r, "warm"))
      .join("");
    return light(box, body, { cycle: 2.4, phase: pick * 0.5, low: 0.1 });
  });
}

/** Darkened corners, laid over a whole backdrop so the eye rests in the middle. */
export function vignette(strength: number): string {
  const gradient = radial("vignette", [
    [0.55, "#000", 0],
    [1, "#000", strength],
  ]);
  return `<defs>${gradient}</defs><rect width="${W}" height="${H}" fill="url(#vignette)"/>`;
}
