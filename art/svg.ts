// The one SVG kit every drawing of ours is made with (the film's footage, card art and Santa; the
// examples' art; the landing page's snow): one seeded random generator, so every machine draws the
// same picture, the number format, the document, gradients, scattered points, curves and a few shapes.

/** A small seeded generator (mulberry32): the same stars, snowflakes, flames and blinks on every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A coordinate to one decimal: shorter SVG, the same picture. */
export function format(value: number): string {
  return String(Math.round(value * 10) / 10);
}
const n = format;

export function svg(width: number, height: number, body: string, viewBox = `0 0 ${width} ${height}`): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${body}</svg>`;
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

/** A five-pointed star as polygon points. */
export function starPoints(cx: number, cy: number, outer: number, inner: number, rotation = 0): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = rotation + (i * Math.PI) / 5 - Math.PI / 2;
    points.push(`${n(cx + r * Math.cos(a))},${n(cy + r * Math.sin(a))}`);
  }
  return points.join(" ");
}

/** A four-pointed twinkle, centred on (cx, cy). */
export function sparkle(cx: number, cy: number, r: number, fill: string, opacity = 1): string {
  const k = r * 0.16;
  return (
    `<path fill="${fill}" opacity="${opacity}" d="M${n(cx)},${n(cy - r)} Q${n(cx + k)},${n(cy - k)} ${n(cx + r)},${n(cy)}` +
    ` Q${n(cx + k)},${n(cy + k)} ${n(cx)},${n(cy + r)} Q${n(cx - k)},${n(cy + k)} ${n(cx - r)},${n(cy)}` +
    ` Q${n(cx - k)},${n(cy - k)} ${n(cx)},${n(cy - r)}Z"/>`
  );
}

/** A snow-laden pine: tiers drawn bottom-up so each upper tier overlaps the one below. */
export function pine(x: number, baseY: number, h: number, fill: string, snow: string, tiers = 3): string {
  const trunkH = h * 0.1;
  const trunkW = h * 0.07;
  let out = `<rect x="${n(x - trunkW / 2)}" y="${n(baseY - trunkH - 1)}" width="${n(trunkW)}" height="${n(trunkH + 1)}" fill="#2b1c2a"/>`;
  const tierH = h * 0.5;
  const top = baseY - h;
  const step = (h - trunkH - tierH) / (tiers - 1);
  for (let i = tiers - 1; i >= 0; i--) {
    const apex = top + i * step;
    const bottom = apex + tierH;
    const half = h * (0.2 + (0.14 * i) / (tiers - 1));
    out += `<path fill="${fill}" d="M${n(x)},${n(apex)} L${n(x + half)},${n(bottom)} Q${n(x)},${n(bottom + tierH * 0.1)} ${n(x - half)},${n(bottom)}Z"/>`;
    // snow on the upper part of the tier, with a scalloped lower edge
    // the upper tier hides the top of this one, so its visible snow is a band just below that
    const hidden = i === 0 ? 0 : (tierH - step) / tierH;
    const s = i === 0 ? 0.5 : hidden + (1 - hidden) * 0.42;
    const ly = apex + tierH * s;
    const lx = x - half * s;
    const rx = x + half * s;
    const scallops = 3;
    const seg = (rx - lx) / scallops;
    let d = `M${n(x)},${n(apex)} L${n(rx)},${n(ly)}`;
    for (let j = 0; j < scallops; j++) {
      const x0 = rx - j * seg;
      d += ` Q${n(x0 - seg / 2)},${n(ly + tierH * 0.16)} ${n(x0 - seg)},${n(ly)}`;
    }
    out += `<path fill="${snow}" d="${d}Z"/>`;
  }
  return out;
}
