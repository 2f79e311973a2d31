// The reindeer at home: a stable with a lit door and a lantern, a fence, three reindeer in the snow.
import { type FootageArt, H, W, backdrop, light, twinkles } from "./layers.ts";
import { COLOUR, forest, glow, hills, pine, reindeer, stars } from "./shapes.ts";
import { radial, vertical } from "#art/svg.ts";

const STABLE = { x: 260, base: 860, width: 520, height: 300 } as const;

function stable(): string {
  const { x, base, width, height } = STABLE;
  const top = base - height;
  const mid = x + width / 2;
  const planks = Array.from({ length: Math.floor(width / 40) }, (_, i) => x + 40 * (i + 1))
    .map(
      (px) =>
        `<path d="M${px} ${top} V${base}" stroke="${COLOUR.bark}" stroke-width="3" stroke-opacity="0.5"/>`,
    )
    .join("");
  const door = { x: mid - 100, y: top + 90, width: 200, height: height - 90 };
  const leaf = (from: number, to: number) =>
    `<path d="M${from} ${door.y} L${to} ${door.y + 14} L${to} ${base + 6} L${from} ${base}" fill="${COLOUR.oak}" stroke="${COLOUR.bark}" stroke-width="5"/>` +
    `<path d="M${from} ${door.y} L${to} ${base + 6} M${to} ${door.y + 14} L${from} ${base}" stroke="${COLOUR.bark}" stroke-width="5"/>`;
  return (
    `<rect x="${x}" y="${top}" width="${width}" height="${height}" fill="${COLOUR.wood}"/>` +
    planks +
    `<path d="M${x - 40} ${top + 10} L${mid} ${top - 190} L${x + width + 40} ${top + 10} Z" fill="${COLOUR.wine}"/>` +
    `<path d="M${x - 50} ${top + 16} L${mid} ${top - 204} L${x + width + 50} ${top + 16} Q${x + 420} ${top - 10} ${x + 330} ${top + 8} Q${x + 240} ${top - 16} ${x + 150} ${top + 6} Q${x + 60} ${top - 14} ${x - 50} ${top + 16} Z" fill="${COLOUR.snow}"/>` +
    `<rect x="${mid - 42}" y="${top - 100}" width="84" height="74" fill="url(#lamplight)" stroke="${COLOUR.bark}" stroke-width="8"/>` +
    `<path d="M${mid - 42} ${top - 100} L${mid + 42} ${top - 26} M${mid + 42} ${top - 100} L${mid - 42} ${top - 26}" stroke="${COLOUR.bark}" stroke-width="5"/>` +
    `<rect x="${door.x}" y="${door.y}" width="${door.width}" height="${door.height}" fill="url(#stall)"/>` +
    `<rect x="${door.x + 30}" y="${base - 70}" width="140" height="70" rx="8" fill="#e0b44c"/>` +
    `<path d="M${door.x + 30} ${base - 46} H${door.x + 170} M${door.x + 30} ${base - 22} H${door.x + 170}" stroke="#b8892c" stroke-width="4"/>` +
    `<path d="M${door.x + 20} ${base - 70} q 30 -24 60 -4 q 30 -22 70 -2 q 20 -10 30 4 Z" fill="#f0cc6a"/>` +
    `<rect x="${door.x}" y="${door.y}" width="${door.width}" height="${door.height}" fill="none" stroke="${COLOUR.bark}" stroke-width="8"/>` +
    leaf(door.x, door.x - 70) +
    leaf(door.x + door.width, door.x + door.width + 70) +
    `<circle cx="${mid}" cy="${top + 48}" r="26" fill="none" stroke="${COLOUR.leaf}" stroke-width="12"/>` +
    `<path d="M${mid - 14} ${top + 74} l 14 -8 l 14 8 l -14 -2 Z" fill="${COLOUR.berry}"/>` +
    `<path d="M${x + width + 10} ${top + 40} h 40 v 20" stroke="${COLOUR.bark}" stroke-width="6" fill="none"/>` +
    `<path d="M${x + width + 34} ${top + 60} h 32 l -4 50 h -24 Z" fill="url(#lamplight)" stroke="${COLOUR.bark}" stroke-width="5"/>` +
    `<path d="M${x + width + 30} ${top + 62} l 20 -16 l 20 16 Z" fill="${COLOUR.bark}"/>`
  );
}

/** A split-rail fence with snow on its posts and top rail. */
function fence(from: number, to: number, base: number): string {
  let out = "";
  for (let x = from; x <= to; x += 160) {
    out +=
      `<rect x="${x - 9}" y="${base - 130}" width="18" height="130" fill="${COLOUR.oak}"/>` +
      `<ellipse cx="${x}" cy="${base - 132}" rx="14" ry="7" fill="${COLOUR.snow}"/>`;
  }
  return (
    `<rect x="${from}" y="${base - 112}" width="${to - from}" height="12" fill="${COLOUR.oak}"/>` +
    `<rect x="${from}" y="${base - 116}" width="${to - from}" height="5" rx="2" fill="${COLOUR.snow}"/>` +
    `<rect x="${from}" y="${base - 62}" width="${to - from}" height="12" fill="${COLOUR.oak}"/>` +
    out
  );
}

export function reindeerStable(): FootageArt {
  const defs =
    vertical("sky", [
      [0, COLOUR.navy],
      [0.55, COLOUR.dusk],
      [0.75, "#5a3a7a"],
    ]) +
    vertical("stall", [
      [0, "#ffd77a"],
      [1, "#c9782c"],
    ]) +
    radial("moonlight", [
      [0, COLOUR.moon, 0.35],
      [1, COLOUR.moon, 0],
    ]);
  const { x, width, base, height } = STABLE;
  const top = base - height;
  const body =
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    stars(150, 303, { x: 0, y: 0, width: W, height: 600 }) +
    `<circle cx="1640" cy="200" r="260" fill="url(#moonlight)"/>` +
    `<circle cx="1640" cy="200" r="84" fill="${COLOUR.moon}"/>` +
    `<circle cx="1612" cy="182" r="16" fill="#efe2a8"/><circle cx="1664" cy="228" r="11" fill="#efe2a8"/>` +
    hills(
      [
        [0, 660],
        [500, 610],
        [1100, 670],
        [1700, 620],
        [W, 650],
      ],
      H,
      "#2e3c78",
    ) +
    forest(11, -20, W + 40, 700, 110, "#1a3a52") +
    hills(
      [
        [0, 760],
        [700, 730],
        [1400, 770],
        [W, 740],
      ],
      H,
      COLOUR.shade,
    ) +
    pine(150, 860, 260) +
    stable() +
    hills(
      [
        [0, 860],
        [800, 840],
        [1500, 870],
        [W, 850],
      ],
      H,
      COLOUR.frost,
    ) +
    fence(860, W + 20, 900) +
    `<ellipse cx="1580" cy="972" rx="100" ry="24" fill="#e0b44c"/>` +
    `<path d="M1490 972 q 30 -40 70 -20 q 40 -30 80 -6 q 30 -10 46 20 Z" fill="#f0cc6a"/>` +
    reindeer(800, 960, 230) +
    reindeer(1130, 1000, 260) +
    reindeer(1880, 985, 230, { flip: true, pose: "graze" }) +
    hills(
      [
        [0, 1010],
        [900, 990],
        [1600, 1030],
        [W, 1000],
      ],
      H,
      COLOUR.snow,
    ) +
    pine(2000, 1100, 380, "#0b3a22") +
    pine(60, 1120, 300, "#0b3a22");
  return {
    backdrop: backdrop(defs, body),
    pan: "right",
    lights: [
      ...twinkles(313, { x: 0, y: 0, width: W, height: 480 }),
      light(
        { x: x - 20, y: top + 20, width: width + 40, height: height },
        glow(x + width / 2, base - 110, 260, "warm"),
        { cycle: 8, phase: 0, low: 0.5 },
      ),
      light(
        { x: x + width - 100, y: top - 40, width: 260, height: 260 },
        glow(x + width + 50, top + 86, 130, "warm"),
        { cycle: 1.7, phase: 0.3, low: 0.55, flicker: true },
      ),
      light(
        { x: x + width / 2 - 130, y: top - 190, width: 260, height: 260 },
        glow(x + width / 2, top - 62, 120, "warm"),
        { cycle: 6, phase: 0.6, low: 0.4 },
      ),
    ],
    snow: "everywhere",
  };
}
