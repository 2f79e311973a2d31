// The North Pole at night: the workshop among snowy cottages, northern lights over the hills.
import { type FootageArt, H, W, backdrop, bulbLights, bulbs, light, twinkles } from "./layers.ts";
import { COLOUR, cottage, forest, glow, hills, pine, stars, window } from "./shapes.ts";
import { alongCurve, format as f, seeded, vertical } from "#art/svg.ts";

/**
 * Northern lights: curtains of thin vertical rays hanging from a wavy lower edge, brightest near the
 * edge and fading upwards, blurred sideways so the rays run together.
 */
function aurora(id: string, seed: number, curtains: readonly (readonly [number, number, string])[]): string {
  const next = seeded(seed);
  const body = curtains
    .map(([edge, reach, colour], c) => {
      const phase = next() * 6;
      let rays = "";
      for (let x = -30; x < W + 30; x += 10) {
        const y = edge + 60 * Math.sin(x / 310 + phase) + 25 * Math.sin(x / 97 + c);
        const h = reach * (0.55 + 0.45 * Math.sin(x / 180 + phase * 2)) * (0.8 + next() * 0.4);
        rays += `<rect x="${x}" y="${f(y - h)}" width="12" height="${f(h)}" fill-opacity="${f(0.4 + next() * 0.6)}"/>`;
      }
      const gradient = vertical(`${id}-${c}`, [
        [0, colour, 0],
        [0.75, colour, 0.55],
        [1, colour, 0.08],
      ]);
      return `<defs>${gradient}</defs><g fill="url(#${id}-${c})">${rays}</g>`;
    })
    .join("");
  const blur = `<filter id="${id}-blur" x="-5%" y="-20%" width="110%" height="140%"><feGaussianBlur stdDeviation="9 4"/></filter>`;
  return `<defs>${blur}</defs><g filter="url(#${id}-blur)">${body}</g>`;
}

/** Three puffs from a chimney, rising and thinning. */
function smoke(x: number, y: number): string {
  const puffs = [0, 1, 2]
    .map(
      (i) =>
        `<circle cx="${x + i * 22}" cy="${y - i * 56}" r="${22 + i * 9}" fill="${COLOUR.shade}" fill-opacity="${0.3 - i * 0.08}"/>`,
    )
    .join("");
  return `<defs><filter id="puff" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="8"/></filter></defs><g filter="url(#puff)">${puffs}</g>`;
}

/** A street lamp, its lantern lit 206 px above `base`. */
function lamppost(x: number, base: number): string {
  return (
    `<rect x="${x - 7}" y="${base - 190}" width="14" height="190" fill="${COLOUR.bark}"/>` +
    `<rect x="${x - 18}" y="${base - 12}" width="36" height="12" rx="4" fill="${COLOUR.bark}"/>` +
    `<path d="M${x - 22} ${base - 186} L${x + 22} ${base - 186} L${x + 16} ${base - 226} L${x - 16} ${base - 226} Z" fill="url(#lamplight)" stroke="${COLOUR.bark}" stroke-width="5"/>` +
    `<path d="M${x - 28} ${base - 224} L${x} ${base - 246} L${x + 28} ${base - 224} Z" fill="${COLOUR.bark}"/>` +
    `<path d="M${x - 30} ${base - 226} Q${x} ${base - 262} ${x + 30} ${base - 226} Z" fill="${COLOUR.snow}"/>`
  );
}

/** A snowman with a scarf and a hat, coal eyes and a carrot nose. */
function snowman(x: number, base: number): string {
  const ball = (cy: number, r: number) =>
    `<circle cx="${x}" cy="${cy}" r="${r}" fill="${COLOUR.snow}" stroke="${COLOUR.shade}" stroke-width="4"/>`;
  return (
    `<path d="M${x - 50} ${base - 150} L${x - 120} ${base - 200} M${x - 98} ${base - 185} l -8 -26 M${x + 50} ${base - 150} L${x + 118} ${base - 196}" stroke="${COLOUR.bark}" stroke-width="6" stroke-linecap="round"/>` +
    ball(base - 70, 76) +
    ball(base - 180, 56) +
    ball(base - 262, 40) +
    `<path d="M${x - 42} ${base - 232} Q${x} ${base - 214} ${x + 42} ${base - 232} L${x + 40} ${base - 218} Q${x} ${base - 200} ${x - 40} ${base - 218} Z" fill="${COLOUR.berry}"/>` +
    `<path d="M${x + 18} ${base - 222} l 10 52 l 18 -4 l -12 -50 Z" fill="${COLOUR.crimson}"/>` +
    `<rect x="${x - 34}" y="${base - 304}" width="68" height="8" fill="${COLOUR.bark}"/>` +
    `<rect x="${x - 24}" y="${base - 348}" width="48" height="46" fill="${COLOUR.bark}"/>` +
    `<rect x="${x - 24}" y="${base - 316}" width="48" height="8" fill="${COLOUR.wine}"/>` +
    `<circle cx="${x - 13}" cy="${base - 270}" r="5" fill="${COLOUR.bark}"/><circle cx="${x + 13}" cy="${base - 270}" r="5" fill="${COLOUR.bark}"/>` +
    `<path d="M${x} ${base - 260} l 34 8 l -34 6 Z" fill="#f08a24"/>` +
    [150, 180, 210].map((dy) => `<circle cx="${x}" cy="${base - dy}" r="6" fill="${COLOUR.bark}"/>`).join("")
  );
}

const WORKSHOP = { x: 836, base: 850, width: 440, height: 250 } as const;

/** Santa's workshop: red walls, a snow-laden roof, a round attic window, an arched door, a wreath. */
function workshop(eave: [number, number][]): string {
  const { x, base, width, height } = WORKSHOP;
  const top = base - height;
  const mid = x + width / 2;
  const door = `M${x + 170} ${base} V${top + 130} Q${mid} ${top + 90} ${x + 270} ${top + 130} V${base}`;
  return (
    `<rect x="${x + 300}" y="${top - 200}" width="56" height="150" fill="${COLOUR.bark}"/>` +
    `<rect x="${x + 294}" y="${top - 212}" width="68" height="22" rx="8" fill="${COLOUR.snow}"/>` +
    smoke(x + 328, top - 230) +
    `<rect x="${x}" y="${top}" width="${width}" height="${height}" fill="${COLOUR.crimson}"/>` +
    `<rect x="${x}" y="${top}" width="${width}" height="${height}" fill="url(#wall)"/>` +
    `<path d="M${x - 50} ${top + 6} L${mid} ${top - 170} L${x + width + 50} ${top + 6} Z" fill="${COLOUR.wine}"/>` +
    `<path d="M${x - 60} ${top + 12} L${mid} ${top - 184} L${x + width + 60} ${top + 12} Q${x + 360} ${top - 14} ${x + 280} ${top + 6} Q${x + 200} ${top - 22} ${x + 120} ${top + 4} Q${x + 40} ${top - 16} ${x - 60} ${top + 12} Z" fill="${COLOUR.snow}"/>` +
    `<circle cx="${mid}" cy="${top - 70}" r="44" fill="url(#lamplight)" stroke="${COLOUR.bark}" stroke-width="8"/>` +
    `<path d="M${mid} ${top - 114} V${top - 26} M${mid - 44} ${top - 70} H${mid + 44}" stroke="${COLOUR.bark}" stroke-width="6"/>` +
    `<path d="${door} Z" fill="url(#lamplight)"/>` +
    `<path d="M${mid} ${top + 110} V${base}" stroke="${COLOUR.bark}" stroke-width="6"/>` +
    `<path d="${door}" fill="none" stroke="${COLOUR.bark}" stroke-width="10"/>` +
    `<circle cx="${mid}" cy="${top + 52}" r="22" fill="none" stroke="${COLOUR.leaf}" stroke-width="11"/>` +
    `<circle cx="${mid - 6}" cy="${top + 72}" r="6" fill="${COLOUR.berry}"/><circle cx="${mid + 7}" cy="${top + 72}" r="6" fill="${COLOUR.berry}"/>` +
    window(x + 46, top + 70, 80, 90, COLOUR.bark) +
    window(x + width - 126, top + 70, 80, 90, COLOUR.bark) +
    bulbs(eave, 7)
  );
}

export function northPole(): FootageArt {
  const sky = vertical("sky", [
    [0, COLOUR.night],
    [0.5, COLOUR.midnight],
    [0.8, COLOUR.violet],
  ]);
  const wall = vertical("wall", [
    [0, "#000", 0],
    [1, "#000", 0.25],
  ]);
  const { x, width, base, height } = WORKSHOP;
  const top = base - height;
  const eave = alongCurve([x - 30, top + 6], [x + width / 2, top + 60], [x + width + 30, top + 6], 15);
  const windows: [number, number][] = [
    [x + 86, top + 115],
    [x + width - 86, top + 115],
    [x + width / 2, top + 180],
    [x + width / 2, top - 70],
    [334, 762],
    [402, 762],
    [560, 758],
    [617, 758],
    [1454, 758],
    [1546, 758],
    [1698, 762],
    [1812, 762],
  ];
  const body =
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    stars(170, 101, { x: 0, y: 0, width: W, height: 560 }) +
    aurora("aurora", 41, [
      [300, 230, "#5be3a8"],
      [380, 150, "#2bd4c4"],
    ]) +
    hills(
      [
        [0, 640],
        [420, 590],
        [900, 650],
        [1400, 600],
        [1900, 640],
        [W, 620],
      ],
      H,
      "#26346e",
    ) +
    forest(7, -20, W + 40, 700, 120, "#1a3a52") +
    hills(
      [
        [0, 790],
        [500, 760],
        [1000, 800],
        [1500, 770],
        [W, 800],
      ],
      H,
      COLOUR.shade,
    ) +
    cottage(300, 838, 170, 110, COLOUR.wine, COLOUR.bark) +
    cottage(540, 820, 140, 90, "#2e4a7a", COLOUR.bark) +
    cottage(1420, 828, 160, 100, COLOUR.green, COLOUR.bark) +
    cottage(1660, 842, 190, 118, COLOUR.oak, COLOUR.bark) +
    workshop(eave) +
    pine(220, 880, 230) +
    pine(720, 872, 180) +
    pine(1340, 868, 200) +
    pine(1930, 890, 260) +
    hills(
      [
        [0, 900],
        [600, 870],
        [1200, 905],
        [W, 880],
      ],
      H,
      COLOUR.frost,
    ) +
    hills(
      [
        [0, 990],
        [700, 960],
        [1500, 1000],
        [W, 970],
      ],
      H,
      COLOUR.snow,
    ) +
    `<path d="M1030 852 Q1000 960 900 ${H} H1260 Q1110 960 1082 852 Z" fill="${COLOUR.shade}" fill-opacity="0.55"/>` +
    lamppost(700, 1000) +
    snowman(1620, 1010) +
    pine(90, 1110, 330, "#0b3a22") +
    pine(2040, 1120, 360, "#0b3a22");
  const eaveBox = { x: x - 60, y: top - 40, width: width + 120, height: 130 };
  return {
    backdrop: backdrop(sky + wall, body),
    pan: "right",
    lights: [
      light(
        { x: 0, y: 0, width: W, height: 560 },
        aurora("veil", 43, [
          [260, 200, "#7cf0b0"],
          [340, 170, "#b48cff"],
        ]),
        { cycle: 14, phase: 0.5, low: 0 },
      ),
      ...twinkles(211, { x: 0, y: 0, width: W, height: 460 }),
      light(
        { x: 260, y: 380, width: 1640, height: 500 },
        windows.map(([wx, wy]) => glow(wx, wy, 90, "warm")).join(""),
        { cycle: 7, phase: 0.2, low: 0.5 },
      ),
      light({ x: 600, y: 694, width: 200, height: 200 }, glow(700, 794, 100, "warm"), {
        cycle: 4,
        phase: 0,
        low: 0.6,
      }),
      ...bulbLights(eaveBox, eave, 26),
    ],
    snow: "everywhere",
  };
}
