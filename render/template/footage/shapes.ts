// The drawing pieces the footage scenes are built from, as SVG fragments: flat shapes, soft gradients,
// in the palette of the card art. Every random choice comes from a seeded generator (`art/svg.ts`), so the footage is
// the same on every machine.

import { type Box, format as n, scatter, seeded } from "#art/svg.ts";

export const COLOUR = {
  night: "#050a24",
  navy: "#0b1440",
  midnight: "#13203f",
  dusk: "#1b2a5a",
  violet: "#3b2a6b",
  gold: "#f4c95d",
  candle: "#ffd75a",
  moon: "#fff4c2",
  star: "#fff8d6",
  red: "#c0392b",
  berry: "#d62828",
  crimson: "#b81d1d",
  wine: "#7a1020",
  green: "#1f7a3a",
  leaf: "#2e8f47",
  pine: "#0f4d2e",
  cream: "#fbf3dc",
  wood: "#6b3d1f",
  oak: "#8a5a30",
  bark: "#3a2414",
  snow: "#ffffff",
  frost: "#e8f1ff",
  shade: "#c9d6f2",
} as const;

export function stars(count: number, seed: number, box: Box, colour: string = COLOUR.star): string {
  return scatter(count, seed, box)
    .map(
      (s) =>
        `<circle cx="${n(s.x)}" cy="${n(s.y)}" r="${n(1.2 + s.size * 2.6)}" fill="${colour}" fill-opacity="${n(0.35 + s.glow * 0.65)}"/>`,
    )
    .join("");
}

/** A four-pointed glint with a halo, drawn over a star to make it twinkle. */
export function glint(x: number, y: number, size: number, colour: string = COLOUR.star): string {
  const s = size;
  const w = s * 0.16;
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s * 0.55)}" fill="url(#halo)"/>` +
    `<path d="M${n(x)} ${n(y - s)} L${n(x + w)} ${n(y - w)} L${n(x + s)} ${n(y)} L${n(x + w)} ${n(y + w)} L${n(x)} ${n(y + s)} L${n(x - w)} ${n(y + w)} L${n(x - s)} ${n(y)} L${n(x - w)} ${n(y - w)} Z" fill="${colour}"/>`
  );
}

/** A soft round pool of light, for windows, lamps and bulbs. */
export function glow(x: number, y: number, r: number, gradient: string, opacity = 1): string {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#${gradient})" opacity="${opacity}"/>`;
}

/** A fir with three tiers, snow lying on each. */
export function pine(
  x: number,
  base: number,
  height: number,
  colour: string = COLOUR.pine,
  snowy = true,
): string {
  const trunk = `<rect x="${n(x - height * 0.04)}" y="${n(base - height * 0.12)}" width="${n(height * 0.08)}" height="${n(height * 0.12)}" fill="${COLOUR.bark}"/>`;
  let tiers = "";
  for (let i = 0; i < 3; i += 1) {
    const bottom = base - height * (0.1 + i * 0.24);
    const top = bottom - height * (0.46 - i * 0.04);
    const half = height * 0.3 * (1 - i * 0.24);
    tiers += `<path d="M${n(x)} ${n(top)} L${n(x + half)} ${n(bottom)} Q${n(x)} ${n(bottom + height * 0.04)} ${n(x - half)} ${n(bottom)} Z" fill="${colour}"/>`;
    if (snowy) {
      const t = (bottom - top) * 0.42;
      const h = half * 0.42;
      tiers += `<path d="M${n(x)} ${n(top)} L${n(x + h)} ${n(top + t)} Q${n(x + h * 0.5)} ${n(top + t * 0.8)} ${n(x + h * 0.2)} ${n(top + t * 0.95)} Q${n(x - h * 0.2)} ${n(top + t * 0.75)} ${n(x - h * 0.5)} ${n(top + t * 0.92)} L${n(x - h)} ${n(top + t)} Z" fill="${COLOUR.snow}" opacity="0.92"/>`;
    }
  }
  return trunk + tiers;
}

/** A row of firs along a baseline, sizes and spacing varied by the seed. */
export function forest(
  seed: number,
  from: number,
  to: number,
  base: number,
  height: number,
  colour: string,
): string {
  const next = seeded(seed);
  let out = "";
  for (let x = from; x < to; x += height * (0.28 + next() * 0.3)) {
    out += pine(x, base + next() * height * 0.08, height * (0.7 + next() * 0.45), colour);
  }
  return out;
}

/** A lit window: warm glass, a cross of glazing bars, a sill of snow. */
export function window(x: number, y: number, width: number, height: number, frame: string): string {
  const bar = Math.max(3, width * 0.08);
  return (
    `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="url(#lamplight)"/>` +
    `<rect x="${n(x + width / 2 - bar / 2)}" y="${n(y)}" width="${n(bar)}" height="${n(height)}" fill="${frame}"/>` +
    `<rect x="${n(x)}" y="${n(y + height * 0.45)}" width="${n(width)}" height="${n(bar)}" fill="${frame}"/>` +
    `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="none" stroke="${frame}" stroke-width="${n(bar)}"/>` +
    `<rect x="${n(x - bar)}" y="${n(y + height - bar / 2)}" width="${n(width + bar * 2)}" height="${n(bar * 1.6)}" rx="${n(bar)}" fill="${COLOUR.snow}"/>`
  );
}

/** A cottage with a snow-heavy gable roof, lit windows, a door and a chimney. */
export function cottage(
  x: number,
  base: number,
  width: number,
  height: number,
  wall: string,
  roof: string,
): string {
  const top = base - height;
  const ridge = top - height * 0.62;
  const eave = width * 0.1;
  const windowSize = width * 0.2;
  return (
    `<rect x="${n(x + width * 0.62)}" y="${n(ridge + height * 0.08)}" width="${n(width * 0.12)}" height="${n(height * 0.5)}" fill="${COLOUR.bark}"/>` +
    `<rect x="${n(x + width * 0.6)}" y="${n(ridge + height * 0.02)}" width="${n(width * 0.16)}" height="${n(height * 0.1)}" rx="${n(width * 0.03)}" fill="${COLOUR.snow}"/>` +
    `<rect x="${n(x)}" y="${n(top)}" width="${n(width)}" height="${n(height)}" fill="${wall}"/>` +
    `<path d="M${n(x - eave)} ${n(top + 4)} L${n(x + width / 2)} ${n(ridge)} L${n(x + width + eave)} ${n(top + 4)} Z" fill="${roof}"/>` +
    `<path d="M${n(x - eave - 6)} ${n(top + 8)} L${n(x + width / 2)} ${n(ridge - 10)} L${n(x + width + eave + 6)} ${n(top + 8)} Q${n(x + width * 0.8)} ${n(top - 8)} ${n(x + width * 0.6)} ${n(top + 2)} Q${n(x + width * 0.35)} ${n(top - 12)} ${n(x + width * 0.1)} ${n(top + 4)} Z" fill="${COLOUR.snow}"/>` +
    window(x + width * 0.14, top + height * 0.22, windowSize, windowSize * 1.1, COLOUR.bark) +
    window(x + width * 0.66, top + height * 0.22, windowSize, windowSize * 1.1, COLOUR.bark) +
    `<rect x="${n(x + width * 0.4)}" y="${n(top + height * 0.45)}" width="${n(width * 0.2)}" height="${n(height * 0.55)}" rx="${n(width * 0.04)}" fill="${COLOUR.bark}"/>`
  );
}

/** Rolling ground: a filled band whose top edge waves through the given heights. */
export function hills(points: readonly (readonly [number, number])[], bottom: number, fill: string): string {
  const [first, ...rest] = points;
  if (!first) return "";
  let d = `M${first[0]} ${first[1]}`;
  for (let i = 0; i < rest.length; i += 1) {
    const [x, y] = rest[i] as readonly [number, number];
    const [px, py] = (i === 0 ? first : rest[i - 1]) as readonly [number, number];
    d += ` Q${n((px + x) / 2)} ${n(Math.min(py, y) - 30)} ${x} ${y}`;
  }
  const last = points[points.length - 1] as readonly [number, number];
  return `<path d="${d} L${last[0]} ${bottom} L${first[0]} ${bottom} Z" fill="${fill}"/>`;
}

/**
 * A reindeer in profile facing right, its hooves at (x, base), `size` its body length; `flip` turns it
 * to face left. It stands, grazes (head down to the snow), or flies (legs stretched, neck forward).
 */
export function reindeer(
  x: number,
  base: number,
  size: number,
  { flip = false, pose = "stand" }: { flip?: boolean; pose?: "stand" | "graze" | "fly" } = {},
): string {
  const fur = COLOUR.oak;
  const far = "#6e4424";
  const antler = "#e8d6b0";
  // Back legs at 16 and 28, front legs at 78 and 90; the nearer of each pair is drawn lighter.
  const stride = pose === "fly" ? [-30, -26, 26, 30] : [0, 2, 0, 2];
  const legs = [16, 28, 78, 90]
    .map((top, i) => {
      const foot = top + (stride[i] ?? 0);
      const footY = pose === "fly" ? -22 : -5;
      const knee = (top + foot) / 2 + (i < 2 ? -4 : 4);
      const colour = i % 2 ? fur : far;
      return (
        `<path d="M${top} -56 Q${knee} -30 ${foot} ${footY}" stroke="${colour}" stroke-width="10" stroke-linecap="round" fill="none"/>` +
        `<rect x="${foot - 6}" y="${footY - 2}" width="12" height="7" rx="3" fill="${COLOUR.bark}"/>`
      );
    })
    .join("");
  const body =
    `<path d="M6 -80 q -10 -2 -10 8 q 6 2 10 -4 Z" fill="${COLOUR.cream}"/>` +
    `<path d="M4 -64 Q0 -88 24 -94 Q60 -100 88 -92 Q106 -86 104 -66 Q102 -48 84 -46 Q50 -42 18 -48 Q4 -50 4 -64 Z" fill="${fur}"/>` +
    `<path d="M20 -50 Q50 -44 84 -50 Q74 -58 50 -58 Q30 -58 20 -50 Z" fill="#c9a27a"/>`;
  const horns = (hx: number, hy: number, lean: number) =>
    `<g stroke="${antler}" stroke-width="5" stroke-linecap="round" fill="none">` +
    `<path d="M${hx} ${hy} Q${hx - 14 * lean} ${hy - 30} ${hx + 2} ${hy - 58}"/>` +
    `<path d="M${hx - 6 * lean} ${hy - 22} q 14 -4 22 -2"/>` +
    `<path d="M${hx - 8 * lean} ${hy - 38} q -14 -6 -18 -18"/>` +
    `<path d="M${hx - 2} ${hy - 48} q 10 -4 14 -14"/>` +
    `<path d="M${hx + 6} ${hy + 2} Q${hx + 12} ${hy - 28} ${hx + 30} ${hy - 48}"/>` +
    `<path d="M${hx + 12} ${hy - 26} q 12 0 18 8"/>` +
    `<path d="M${hx + 20} ${hy - 38} q -4 -12 2 -22"/>` +
    `</g>`;
  const heads = {
    stand:
      `<path d="M72 -90 Q82 -120 104 -134 L122 -122 Q108 -104 102 -76 Z" fill="${fur}"/>` +
      `<path d="M88 -92 Q110 -92 112 -70 Q102 -64 92 -70 Z" fill="${COLOUR.cream}"/>` +
      horns(108, -138, 1) +
      `<path d="M100 -138 Q116 -146 134 -134 L148 -122 Q152 -112 142 -110 L126 -112 Q110 -112 100 -124 Z" fill="${fur}"/>` +
      `<path d="M104 -136 q -14 -10 -22 -4 q 8 8 22 4 Z" fill="${far}"/>` +
      `<circle cx="122" cy="-128" r="3.5" fill="${COLOUR.bark}"/><circle cx="146" cy="-117" r="5.5" fill="${COLOUR.bark}"/>` +
      `<path d="M80 -98 Q92 -84 104 -80" stroke="${COLOUR.crimson}" stroke-width="7" fill="none"/><circle cx="100" cy="-76" r="5.5" fill="${COLOUR.gold}"/>`,
    fly:
      `<path d="M76 -92 Q94 -110 118 -118 L128 -102 Q108 -94 100 -74 Z" fill="${fur}"/>` +
      `<path d="M90 -92 Q112 -92 112 -72 Q102 -66 92 -72 Z" fill="${COLOUR.cream}"/>` +
      horns(120, -122, 1.4) +
      `<path d="M114 -122 Q130 -128 146 -116 L158 -104 Q160 -96 152 -96 L138 -98 Q122 -98 114 -110 Z" fill="${fur}"/>` +
      `<path d="M118 -120 q -14 -8 -22 -2 q 8 8 22 2 Z" fill="${far}"/>` +
      `<circle cx="134" cy="-113" r="3.5" fill="${COLOUR.bark}"/><circle cx="157" cy="-101" r="5.5" fill="${COLOUR.bark}"/>` +
      `<path d="M82 -98 Q94 -86 106 -82" stroke="${COLOUR.crimson}" stroke-width="7" fill="none"/><circle cx="102" cy="-78" r="5.5" fill="${COLOUR.gold}"/>`,
    graze:
      `<path d="M78 -92 Q106 -78 114 -30 L130 -34 Q124 -82 100 -94 Z" fill="${fur}"/>` +
      `<path d="M92 -88 Q114 -82 114 -62 Q104 -58 96 -66 Z" fill="${COLOUR.cream}"/>` +
      horns(112, -40, -0.6) +
      `<path d="M108 -40 Q124 -44 132 -28 L140 -10 Q142 -2 134 -2 L124 -6 Q110 -14 108 -28 Z" fill="${fur}"/>` +
      `<circle cx="122" cy="-30" r="3.5" fill="${COLOUR.bark}"/><circle cx="136" cy="-6" r="5" fill="${COLOUR.bark}"/>` +
      `<path d="M84 -96 Q98 -86 108 -76" stroke="${COLOUR.crimson}" stroke-width="7" fill="none"/><circle cx="106" cy="-72" r="5.5" fill="${COLOUR.gold}"/>`,
  };
  const scale = Math.round((size / 100) * 1000) / 1000;
  const turn = flip ? " scale(-1 1)" : "";
  return `<g transform="translate(${n(x)} ${n(base)}) scale(${scale})${turn}">${legs}${body}${heads[pose]}</g>`;
}

/** A wrapped present with a ribbon both ways and a bow. */
export function present(
  x: number,
  base: number,
  width: number,
  height: number,
  paper: string,
  ribbon: string,
): string {
  const top = base - height;
  const r = Math.min(width, height) * 0.12;
  return (
    `<rect x="${n(x)}" y="${n(top)}" width="${n(width)}" height="${n(height)}" rx="4" fill="${paper}"/>` +
    `<rect x="${n(x)}" y="${n(top)}" width="${n(width)}" height="${n(height * 0.18)}" fill="#000" opacity="0.08"/>` +
    `<rect x="${n(x + width / 2 - r / 2)}" y="${n(top)}" width="${n(r)}" height="${n(height)}" fill="${ribbon}"/>` +
    `<rect x="${n(x)}" y="${n(top + height * 0.45)}" width="${n(width)}" height="${n(r)}" fill="${ribbon}" opacity="0.9"/>` +
    `<path d="M${n(x + width / 2)} ${n(top)} q ${n(-r * 2.6)} ${n(-r * 2.2)} ${n(-r * 2.4)} 0 q ${n(r * 0.6)} ${n(r * 0.8)} ${n(r * 2.4)} 0 Z" fill="${ribbon}"/>` +
    `<path d="M${n(x + width / 2)} ${n(top)} q ${n(r * 2.6)} ${n(-r * 2.2)} ${n(r * 2.4)} 0 q ${n(-r * 0.6)} ${n(r * 0.8)} ${n(-r * 2.4)} 0 Z" fill="${ribbon}"/>`
  );
}
