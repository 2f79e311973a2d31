// The moving layers of the hero: the falling snow layers and Santa's sleigh with its flight path.
import { H, W } from "./config.ts";
import { format as n, seeded, svg } from "#art/svg.ts";

/**
 * A layer of snowflakes that tiles vertically every `tile` px. It falls `step` px per frame and
 * tile*k = step*FRAMES, so after 240 frames it is back where it started; it sways sideways with
 * amplitude `sway` and a period of the whole loop.
 */
export type SnowLayer = {
  tile: number;
  step: number;
  count: number;
  r: [number, number];
  opacity: [number, number];
  blur: number;
  sway: number;
  phase: number;
  behind: boolean;
};
export const SNOW: SnowLayer[] = [
  {
    tile: 240,
    step: 1,
    count: 60,
    r: [0.7, 1.2],
    opacity: [0.45, 0.7],
    blur: 0,
    sway: 6,
    phase: 0,
    behind: true,
  },
  {
    tile: 240,
    step: 2,
    count: 44,
    r: [1.1, 1.6],
    opacity: [0.6, 0.85],
    blur: 0.2,
    sway: 10,
    phase: 0.35,
    behind: true,
  },
  {
    tile: 480,
    step: 4,
    count: 80,
    r: [1.7, 2.5],
    opacity: [0.8, 0.95],
    blur: 0.35,
    sway: 16,
    phase: 0.6,
    behind: false,
  },
  {
    tile: 720,
    step: 6,
    count: 50,
    r: [2.8, 3.8],
    opacity: [0.85, 1],
    blur: 0.7,
    sway: 24,
    phase: 0.15,
    behind: false,
  },
  {
    tile: 720,
    step: 9,
    count: 8,
    r: [6, 8],
    opacity: [0.5, 0.65],
    blur: 2.4,
    sway: 36,
    phase: 0.8,
    behind: false,
  },
];

export function snowSvg(layer: SnowLayer, seed: number): string {
  const rnd = seeded(seed);
  const width = W + 2 * layer.sway;
  const height = H + layer.tile;
  let flakes = "";
  for (let i = 0; i < layer.count; i++) {
    const x = rnd() * width;
    const y = rnd() * layer.tile;
    const r = layer.r[0] + rnd() * (layer.r[1] - layer.r[0]);
    const o = layer.opacity[0] + rnd() * (layer.opacity[1] - layer.opacity[0]);
    for (let k = -1; k * layer.tile < height + layer.tile; k++) {
      flakes += `<circle cx="${n(x)}" cy="${n(y + k * layer.tile)}" r="${n(r)}" opacity="${n(o)}"/>`;
    }
  }
  const filter =
    layer.blur > 0
      ? `<defs><filter id="b" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="${layer.blur}"/></filter></defs>`
      : "";
  return svg(
    width,
    height,
    `${filter}<g fill="#ffffff"${layer.blur > 0 ? ' filter="url(#b)"' : ""}>${flakes}</g>`,
  );
}

/** Santa's sleigh and two reindeer: a small glowing silhouette that glides across the sky once per loop. */
export const SLEIGH = {
  first: 30,
  last: 210,
  fromX: -420,
  fromY: 330,
  toX: 1300,
  toY: 110,
  arc: 60,
  w: 420,
  h: 170,
};
export const sleighX = (p: string): string => `${SLEIGH.fromX}+${p}*${SLEIGH.toX - SLEIGH.fromX}`;
export const sleighY = (p: string, n: string): string =>
  `${SLEIGH.fromY}+${p}*${SLEIGH.toY - SLEIGH.fromY}-${SLEIGH.arc}*sin(PI*${p})+3*sin(2*PI*${n}/40)`;
/** The frame used for the social card: the sleigh just left of centre, the cottage on the right. */
export const OG_FRAME = Math.round(
  SLEIGH.first + ((270 - SLEIGH.fromX) / (SLEIGH.toX - SLEIGH.fromX)) * (SLEIGH.last - SLEIGH.first),
);

export function sleighSvg(): string {
  const c = "#fde9b8";
  const deer = (cx: number, cy: number, nose: boolean): string =>
    `<ellipse cx="${cx}" cy="${cy}" rx="13" ry="5.5"/>
<path d="M${cx + 8},${cy - 3} Q${cx + 14},${cy - 6} ${cx + 15},${cy - 13} L${cx + 19},${cy - 12} Q${cx + 19},${cy - 5} ${cx + 11},${cy + 1}Z"/>
<ellipse cx="${cx + 19}" cy="${cy - 13}" rx="5" ry="2.8" transform="rotate(12 ${cx + 19} ${cy - 13})"/>
<g fill="none" stroke="${c}" stroke-width="1.8" stroke-linecap="round">
<path d="M${cx + 16},${cy - 15} l-3,-8 m1.5,4 l-4,-1 M${cx + 18},${cy - 15} l1,-8 m-0.5,4 l3,-2"/>
<path d="M${cx + 8},${cy + 3} l7,6 M${cx + 5},${cy + 3} l5,8 M${cx - 8},${cy + 2} l-9,5 M${cx - 10},${cy + 1} l-8,8"/></g>
<path d="M${cx - 12},${cy - 2} l-5,-3 l1,4z"/>` +
    (nose
      ? `<circle cx="${cx + 24}" cy="${cy - 12}" r="4" fill="#ff5a5a" opacity="0.45"/><circle cx="${cx + 24}" cy="${cy - 12}" r="1.8" fill="#ff4d4d"/>`
      : "");
  let trail = "";
  for (let i = 0; i < 16; i++) {
    const x = 150 - i * 9 - ((i * i) % 5);
    const y = 58 + Math.sin(i * 0.9) * 5 + i * 0.6;
    trail += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(2.2 - i * 0.11)}" opacity="${n(0.9 - i * 0.05)}"/>`;
  }
  const body = `<path d="M146,64 H204 Q214,64 213,55" fill="none" stroke="${c}" stroke-width="2.2" stroke-linecap="round"/>
<path d="M152,60 Q147,48 151,40 Q155,36 158,41 L162,45 H190 Q196,45 199,38 Q203,31 208,34 Q211,37 207,40 Q203,42 203,48 Q203,60 194,61 H158 Q154,61 152,60Z"/>
<circle cx="161" cy="38" r="8"/><ellipse cx="178" cy="37" rx="8" ry="9"/><circle cx="180" cy="25" r="5"/>
<path d="M175,24 Q178,14 186,16 Q191,20 190,27 L186,25 Q186,20 182,21 L185,24Z"/><rect x="174" y="22" width="12" height="3" rx="1.5"/><circle cx="190" cy="28" r="2"/>
<path d="M186,36 L214,42 L246,36 M252,38 L262,36" fill="none" stroke="${c}" stroke-width="1" opacity="0.8"/>
${deer(232, 46, false)}${deer(272, 40, true)}`;
  return svg(
    SLEIGH.w,
    SLEIGH.h,
    `<defs><filter id="g" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="3"/></filter></defs>
<g transform="translate(22 52) rotate(-7 190 40) scale(1.25)"><g fill="${c}" filter="url(#g)" opacity="0.6">${body}</g><g fill="${c}">${trail}${body}</g></g>`,
  );
}
