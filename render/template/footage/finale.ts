// Christmas Eve by the fire: a lit tree with presents beneath it, stockings on the mantel, a fire
// flickering, and snow falling past the window.
import { type FootageArt, H, W, backdrop, bulbLights, bulbs, light, vignette } from "./layers.ts";
import { COLOUR, glow, hills, present, stars } from "./shapes.ts";
import { type Box, alongCurve, format as f, radial, seeded, vertical } from "#art/svg.ts";

const GLASS: Box = { x: 930, y: 180, width: 260, height: 350 };
const FIRE = { x: 480, base: 876 } as const;
const TREE = { x: 1600, base: 900, height: 760 } as const;

function room(): string {
  const stripes = Array.from({ length: Math.ceil(W / 64) }, (_, i) => i * 64)
    .map((x) => `<rect x="${x}" y="0" width="22" height="640" fill="#000" fill-opacity="0.06"/>`)
    .join("");
  const panels = Array.from({ length: 8 }, (_, i) => 40 + i * 264)
    .map(
      (x) =>
        `<rect x="${x}" y="676" width="224" height="170" rx="6" fill="none" stroke="#3a1a0a" stroke-opacity="0.5" stroke-width="5"/>`,
    )
    .join("");
  return (
    `<rect width="${W}" height="${H}" fill="url(#paper)"/>` +
    stripes +
    `<rect y="640" width="${W}" height="240" fill="${COLOUR.wood}"/>` +
    `<rect y="636" width="${W}" height="16" fill="${COLOUR.oak}"/>` +
    panels +
    `<rect y="880" width="${W}" height="${H - 880}" fill="url(#boards)"/>` +
    [930, 1000].map((y) => `<path d="M0 ${y} H${W}" stroke="#1e1208" stroke-width="3"/>`).join("") +
    `<ellipse cx="560" cy="1000" rx="430" ry="66" fill="${COLOUR.wine}"/>` +
    `<ellipse cx="560" cy="1000" rx="400" ry="52" fill="none" stroke="${COLOUR.gold}" stroke-width="6"/>`
  );
}

function windowView(): string {
  const { x, y, width, height } = GLASS;
  return (
    `<rect x="${x - 22}" y="${y - 22}" width="${width + 44}" height="${height + 44}" rx="8" fill="${COLOUR.cream}"/>` +
    `<svg x="${x}" y="${y}" width="${width}" height="${height}" viewBox="${x} ${y} ${width} ${height}">` +
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="url(#night)"/>` +
    stars(36, 909, GLASS) +
    hills(
      [
        [x, y + 270],
        [x + 140, y + 240],
        [x + width, y + 280],
      ],
      y + height,
      COLOUR.shade,
    ) +
    `</svg>` +
    `<rect x="${x - 40}" y="${y + height + 16}" width="${width + 80}" height="24" rx="6" fill="${COLOUR.cream}"/>` +
    `<path d="M${x - 100} ${y - 60} Q${x - 20} ${y + 100} ${x - 36} ${y + 220} Q${x - 70} ${y + 320} ${x - 60} ${y + height + 80} H${x - 120} V${y - 60} Z" fill="${COLOUR.green}"/>` +
    `<path d="M${x + width + 100} ${y - 60} Q${x + width + 20} ${y + 100} ${x + width + 36} ${y + 220} Q${x + width + 70} ${y + 320} ${x + width + 60} ${y + height + 80} H${x + width + 120} V${y - 60} Z" fill="${COLOUR.green}"/>` +
    `<rect x="${x - 130}" y="${y - 70}" width="${width + 260}" height="16" rx="8" fill="${COLOUR.gold}"/>`
  );
}

/** Tongues of flame over the logs; a different seed draws the same fire a moment later. */
function flames(seed: number): string {
  const next = seeded(seed);
  const { x, base } = FIRE;
  const tongues = (colour: string, scale: number) =>
    [-90, -50, -10, 30, 70]
      .map((dx) => {
        const h = (90 + next() * 90) * scale;
        const w = (34 + next() * 16) * scale;
        const lean = (next() - 0.5) * 40;
        const cx = x + dx + 10;
        return `<path d="M${f(cx - w)} ${base - 50} Q${f(cx - w)} ${f(base - 50 - h * 0.5)} ${f(cx + lean)} ${f(base - 50 - h)} Q${f(cx + w)} ${f(base - 50 - h * 0.5)} ${f(cx + w)} ${base - 50} Z" fill="${colour}"/>`;
      })
      .join("");
  return tongues("#e8552a", 1) + tongues("#f4a640", 0.72) + tongues(COLOUR.candle, 0.45);
}

function fireplace(): string {
  const { x, base } = FIRE;
  const bricks = Array.from({ length: 9 }, (_, row) =>
    Array.from({ length: 10 }, (_, col) => {
      const bx = 190 + col * 60 + (row % 2 ? 30 : 0);
      return bx + 56 > 770
        ? ""
        : `<rect x="${bx}" y="${440 + row * 48}" width="56" height="44" rx="3" fill="#8a4030"/>`;
    }).join(""),
  ).join("");
  const stocking = (sx: number, colour: string) =>
    `<path d="M${sx - 30} 440 V560 Q${sx - 30} 610 ${sx + 10} 614 Q${sx + 56} 616 ${sx + 60} 584 Q${sx + 56} 566 ${sx + 30} 566 V440 Z" fill="${colour}"/>` +
    `<rect x="${sx - 38}" y="436" width="76" height="36" rx="10" fill="${COLOUR.snow}"/>`;
  const berries = alongCurve([150, 430], [480, 470], [810, 430], 13);
  return (
    `<rect x="180" y="430" width="600" height="${base - 430}" fill="#6e2e20"/>` +
    bricks +
    `<path d="M${x - 160} ${base} V640 Q${x} 560 ${x + 160} 640 V${base} Z" fill="url(#firebox)"/>` +
    `<rect x="${x - 130}" y="${base - 40}" width="260" height="30" rx="14" fill="${COLOUR.bark}"/>` +
    `<rect x="${x - 110}" y="${base - 62}" width="220" height="28" rx="14" fill="${COLOUR.wood}"/>` +
    flames(3) +
    `<rect x="140" y="404" width="680" height="34" rx="6" fill="${COLOUR.cream}"/>` +
    `<rect x="150" y="${base}" width="660" height="30" fill="#5a5060"/>` +
    `<path d="M150 430 Q480 470 810 430" fill="none" stroke="${COLOUR.pine}" stroke-width="24" stroke-linecap="round"/>` +
    berries.map(([bx, by]) => `<circle cx="${f(bx)}" cy="${f(by)}" r="8" fill="${COLOUR.berry}"/>`).join("") +
    stocking(300, COLOUR.crimson) +
    stocking(470, COLOUR.green) +
    stocking(640, COLOUR.crimson) +
    [220, 740]
      .map(
        (cx) =>
          `<rect x="${cx - 14}" y="330" width="28" height="74" rx="4" fill="${COLOUR.cream}"/>` +
          `<path d="M${cx} 296 Q${cx + 12} 318 ${cx} 326 Q${cx - 12} 318 ${cx} 296 Z" fill="${COLOUR.candle}"/>`,
      )
      .join("")
  );
}

/** Where the tree's lights hang: three strings wound across it. */
function treeLights(): [number, number][] {
  const { x, base, height } = TREE;
  const top = base - height;
  return [
    alongCurve([x - 90, top + 220], [x, top + 280], [x + 110, top + 200], 6),
    alongCurve([x - 200, top + 430], [x, top + 520], [x + 210, top + 400], 9),
    alongCurve([x - 300, top + 640], [x, top + 740], [x + 310, top + 610], 12),
  ].flat();
}

function tree(): string {
  const { x, base, height } = TREE;
  const top = base - height;
  const tiers = [0, 1, 2, 3]
    .map((i) => {
      const tierTop = top + i * height * 0.2;
      const tierBottom = top + height * (0.3 + i * 0.22);
      const half = 120 + i * 95;
      return `<path d="M${x} ${tierTop} L${x + half} ${tierBottom} Q${x} ${tierBottom + 40} ${x - half} ${tierBottom} Z" fill="url(#needles)"/>`;
    })
    .join("");
  const next = seeded(17);
  const baubles = Array.from({ length: 22 }, (_, i) => {
    const depth = 0.15 + next() * 0.8;
    const y = top + 80 + depth * (height - 180);
    const half = (y - top) * 0.48;
    const bx = x + (next() * 2 - 1) * half * 0.8;
    const colour = [COLOUR.berry, COLOUR.gold, "#4aa3ff", COLOUR.cream][i % 4] as string;
    return `<circle cx="${f(bx)}" cy="${f(y)}" r="${f(11 + next() * 7)}" fill="${colour}"/><circle cx="${f(bx - 4)}" cy="${f(y - 4)}" r="3" fill="${COLOUR.snow}" fill-opacity="0.7"/>`;
  }).join("");
  const beads = [
    [top + 320, 150],
    [top + 540, 250],
  ]
    .map(
      ([y, half]) =>
        `<path d="M${x - (half as number)} ${y as number} Q${x} ${(y as number) + 90} ${x + (half as number)} ${(y as number) - 30}" fill="none" stroke="${COLOUR.gold}" stroke-width="6" stroke-dasharray="2 10" stroke-linecap="round"/>`,
    )
    .join("");
  const star = [0, 1, 2, 3, 4]
    .flatMap((i) => {
      const outer = ((i * 72 - 90) * Math.PI) / 180;
      const inner = ((i * 72 - 54) * Math.PI) / 180;
      return [
        `${f(x + 52 * Math.cos(outer))} ${f(top - 10 + 52 * Math.sin(outer))}`,
        `${f(x + 22 * Math.cos(inner))} ${f(top - 10 + 22 * Math.sin(inner))}`,
      ];
    })
    .join(" L");
  return (
    `<rect x="${x - 30}" y="${base - 30}" width="60" height="60" fill="${COLOUR.bark}"/>` +
    `<path d="M${x - 70} ${base + 10} H${x + 70} L${x + 56} ${base + 60} H${x - 56} Z" fill="${COLOUR.crimson}"/>` +
    tiers +
    beads +
    baubles +
    bulbs(treeLights(), 8) +
    `<path d="M${star} Z" fill="${COLOUR.gold}" stroke="#ffe9a8" stroke-width="3"/>`
  );
}

export function fireside(): FootageArt {
  const defs =
    vertical("paper", [
      [0, "#8a1a2a"],
      [1, "#6a1020"],
    ]) +
    vertical("boards", [
      [0, "#4a2a14"],
      [1, "#2a180c"],
    ]) +
    vertical("night", [
      [0, COLOUR.night],
      [1, COLOUR.violet],
    ]) +
    vertical("firebox", [
      [0, "#1a0e08"],
      [1, "#4a1a0a"],
    ]) +
    vertical("needles", [
      [0, COLOUR.leaf],
      [1, COLOUR.pine],
    ]);
  const body =
    room() +
    windowView() +
    `<circle cx="${FIRE.x}" cy="${FIRE.base - 100}" r="520" fill="url(#warm)" opacity="0.6"/>` +
    fireplace() +
    tree() +
    present(1330, 960, 130, 100, COLOUR.berry, COLOUR.gold) +
    present(1470, 950, 90, 140, "#4aa3ff", COLOUR.snow) +
    present(1580, 970, 170, 90, COLOUR.gold, COLOUR.crimson) +
    present(1760, 960, 110, 120, COLOUR.leaf, COLOUR.berry) +
    present(1880, 975, 80, 70, COLOUR.cream, COLOUR.red) +
    vignette(0.3);
  const points = treeLights();
  const { x, base, height } = TREE;
  return {
    backdrop: backdrop(defs, body),
    pan: "right",
    lights: [
      light({ x: 0, y: 280, width: 1000, height: 800 }, glow(FIRE.x, FIRE.base - 80, 500, "warm"), {
        cycle: 1.9,
        phase: 0,
        low: 0.45,
        flicker: true,
      }),
      light({ x: FIRE.x - 180, y: 560, width: 360, height: 320 }, flames(8), {
        cycle: 1.1,
        phase: 0.25,
        low: 0,
        flicker: true,
      }),
      light(
        { x: 120, y: 220, width: 720, height: 200 },
        glow(220, 310, 80, "warm") + glow(740, 310, 80, "warm"),
        {
          cycle: 1.5,
          phase: 0.6,
          low: 0.5,
          flicker: true,
        },
      ),
      ...bulbLights({ x: x - 380, y: base - height + 150, width: 760, height: 700 }, points, 28),
      light(
        { x: x - 150, y: 0, width: 300, height: base - height + 130 },
        glow(x, base - height - 10, 140, "star"),
        { cycle: 5, phase: 0, low: 0.4 },
        radial("star", [
          [0, COLOUR.moon, 0.8],
          [1, COLOUR.gold, 0],
        ]),
      ),
    ],
    snow: GLASS,
  };
}
