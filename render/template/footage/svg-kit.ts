// The SVG plumbing the footage art is drawn with: a seeded random generator (the same art on every
// machine), gradients, the document wrapper, scattered points and points along a curve.

/** A linear congruential generator: the card art's stars and every random choice of the footage. */
export function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** A coordinate to one decimal: shorter SVG, the same picture. */
export function format(value: number): string {
  return String(Math.round(value * 10) / 10);
}

type Stop = readonly [offset: number, colour: string, opacity?: number];

function stops(list: readonly Stop[]): string {
  return list
    .map(
      ([offset, colour, opacity]) =>
        `<stop offset="${offset}" stop-color="${colour}"${opacity === undefined ? "" : ` stop-opacity="${opacity}"`}/>`,
    )
    .join("");
}

/** A top-to-bottom gradient, to be used as `url(#id)`. */
export function vertical(id: string, list: readonly Stop[]): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops(list)}</linearGradient>`;
}

/** A round gradient from the centre out, to be used as `url(#id)`. */
export function radial(id: string, list: readonly Stop[]): string {
  return `<radialGradient id="${id}">${stops(list)}</radialGradient>`;
}

export function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Points scattered in a box, each with a size and a brightness between 0 and 1. */
export function scatter(
  count: number,
  seed: number,
  box: Box,
): { x: number; y: number; size: number; glow: number }[] {
  const next = seeded(seed);
  return Array.from({ length: count }, () => ({
    x: box.x + next() * box.width,
    y: box.y + next() * box.height,
    size: next(),
    glow: next(),
  }));
}

/** Evenly spaced points along a quadratic curve, for strings of lights and garlands. */
export function alongCurve(
  from: readonly [number, number],
  control: readonly [number, number],
  to: readonly [number, number],
  count: number,
): [number, number][] {
  return Array.from({ length: count }, (_, i) => {
    const t = count === 1 ? 0.5 : i / (count - 1);
    const u = 1 - t;
    return [
      u * u * from[0] + 2 * u * t * control[0] + t * t * to[0],
      u * u * from[1] + 2 * u * t * control[1] + t * t * to[1],
    ];
  });
}
