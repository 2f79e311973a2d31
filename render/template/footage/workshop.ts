// Inside Santa's workshop: a wooden room under a warm lamp, toys on the shelves and the workbench,
// a garland of bulbs, and snow falling past the window.
import { type FootageArt, H, W, backdrop, bulbLights, bulbs, light, vignette } from "./layers.ts";
import { COLOUR, glow, hills, pine, present, stars } from "./shapes.ts";
import { type Box, alongCurve, format as f, vertical } from "#art/svg.ts";

/** The glass of the window, where the snow falls. */
const GLASS: Box = { x: 224, y: 214, width: 372, height: 352 };

function wall(): string {
  const planks = Array.from({ length: Math.ceil(W / 88) }, (_, i) => i * 88)
    .map(
      (x) =>
        `<path d="M${x} 0 V860" stroke="#4a2a14" stroke-width="4"/><path d="M${x + 4} 0 V860" stroke="#a06a3a" stroke-width="2" stroke-opacity="0.35"/>`,
    )
    .join("");
  const knots = [
    [130, 700],
    [760, 420],
    [1210, 660],
    [1980, 250],
  ]
    .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="9" ry="14" fill="#4a2a14" fill-opacity="0.6"/>`)
    .join("");
  return (
    `<rect width="${W}" height="860" fill="url(#planks)"/>` +
    planks +
    knots +
    `<rect width="${W}" height="64" fill="${COLOUR.bark}"/>` +
    `<rect y="860" width="${W}" height="${H - 860}" fill="url(#floor)"/>` +
    [900, 960, 1030].map((y) => `<path d="M0 ${y} H${W}" stroke="#1e1208" stroke-width="3"/>`).join("")
  );
}

function windowView(): string {
  const { x, y, width, height } = GLASS;
  return (
    `<rect x="${x - 24}" y="${y - 24}" width="${width + 48}" height="${height + 48}" fill="${COLOUR.bark}"/>` +
    `<svg x="${x}" y="${y}" width="${width}" height="${height}" viewBox="${x} ${y} ${width} ${height}">` +
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="url(#night)"/>` +
    stars(40, 707, GLASS) +
    `<circle cx="${x + 280}" cy="${y + 80}" r="34" fill="${COLOUR.moon}"/>` +
    hills(
      [
        [x, y + 250],
        [x + 200, y + 220],
        [x + width, y + 260],
      ],
      y + height,
      COLOUR.shade,
    ) +
    pine(x + 70, y + 290, 120, COLOUR.pine) +
    pine(x + 300, y + 300, 150, COLOUR.pine) +
    `</svg>` +
    `<rect x="${x - 50}" y="${y + height + 20}" width="${width + 100}" height="28" rx="6" fill="${COLOUR.oak}"/>` +
    `<path d="M${x - 90} ${y - 50} Q${x - 10} ${y + 120} ${x - 30} ${y + 230} Q${x - 70} ${y + 330} ${x - 60} ${y + height + 70} H${x - 110} V${y - 50} Z" fill="${COLOUR.crimson}"/>` +
    `<path d="M${x + width + 90} ${y - 50} Q${x + width + 10} ${y + 120} ${x + width + 30} ${y + 230} Q${x + width + 70} ${y + 330} ${x + width + 60} ${y + height + 70} H${x + width + 110} V${y - 50} Z" fill="${COLOUR.crimson}"/>` +
    `<rect x="${x - 120}" y="${y - 62}" width="${width + 240}" height="18" rx="9" fill="${COLOUR.gold}"/>` +
    candle(x + width - 20, y + height + 20)
  );
}

/** A candle standing on `base`, its flame 76 px above it. */
function candle(x: number, base: number): string {
  return (
    `<rect x="${x - 13}" y="${base - 64}" width="26" height="64" rx="4" fill="${COLOUR.cream}"/>` +
    `<path d="M${x} ${base - 94} Q${x + 12} ${base - 72} ${x} ${base - 66} Q${x - 12} ${base - 72} ${x} ${base - 94} Z" fill="${COLOUR.candle}"/>`
  );
}

function teddy(x: number, base: number): string {
  const fur = "#b07a45";
  return (
    `<ellipse cx="${x - 38}" cy="${base - 16}" rx="22" ry="16" fill="${fur}"/><ellipse cx="${x + 38}" cy="${base - 16}" rx="22" ry="16" fill="${fur}"/>` +
    `<ellipse cx="${x}" cy="${base - 58}" rx="46" ry="54" fill="${fur}"/>` +
    `<ellipse cx="${x}" cy="${base - 52}" rx="26" ry="32" fill="#d9a86c"/>` +
    `<circle cx="${x - 34}" cy="${base - 172}" r="16" fill="${fur}"/><circle cx="${x + 34}" cy="${base - 172}" r="16" fill="${fur}"/>` +
    `<circle cx="${x}" cy="${base - 140}" r="42" fill="${fur}"/>` +
    `<ellipse cx="${x}" cy="${base - 126}" rx="18" ry="13" fill="#d9a86c"/>` +
    `<circle cx="${x}" cy="${base - 132}" r="6" fill="${COLOUR.bark}"/>` +
    `<circle cx="${x - 15}" cy="${base - 150}" r="5" fill="${COLOUR.bark}"/><circle cx="${x + 15}" cy="${base - 150}" r="5" fill="${COLOUR.bark}"/>` +
    `<path d="M${x - 22} ${base - 100} l 22 12 l 22 -12 l -4 18 l -18 -6 l -18 6 Z" fill="${COLOUR.berry}"/>`
  );
}

function blocks(x: number, base: number): string {
  const block = (bx: number, by: number, colour: string) =>
    `<rect x="${bx}" y="${by - 64}" width="64" height="64" rx="6" fill="${colour}"/><rect x="${bx + 14}" y="${by - 50}" width="36" height="36" rx="4" fill="none" stroke="${COLOUR.cream}" stroke-width="5"/>`;
  return block(x, base, COLOUR.red) + block(x + 70, base, "#4aa3ff") + block(x + 35, base - 66, COLOUR.gold);
}

function drum(x: number, base: number): string {
  return (
    `<rect x="${x - 50}" y="${base - 80}" width="100" height="74" fill="${COLOUR.crimson}"/>` +
    `<path d="M${x - 50} ${base - 74} l 25 60 l 25 -60 l 25 60 l 25 -60" fill="none" stroke="${COLOUR.gold}" stroke-width="5"/>` +
    `<ellipse cx="${x}" cy="${base - 80}" rx="50" ry="14" fill="${COLOUR.cream}" stroke="${COLOUR.gold}" stroke-width="5"/>` +
    `<rect x="${x - 54}" y="${base - 10}" width="108" height="10" rx="4" fill="${COLOUR.gold}"/>` +
    `<path d="M${x - 20} ${base - 84} l -30 -50 M${x + 20} ${base - 84} l 34 -46" stroke="${COLOUR.oak}" stroke-width="7" stroke-linecap="round"/>`
  );
}

function ball(x: number, base: number, r: number): string {
  return (
    `<circle cx="${x}" cy="${base - r}" r="${r}" fill="#4aa3ff"/>` +
    `<path d="M${x - r} ${base - r} Q${x} ${base - r * 1.5} ${x + r} ${base - r} Q${x} ${base - r * 0.5} ${x - r} ${base - r} Z" fill="${COLOUR.gold}"/>` +
    `<circle cx="${x - r * 0.4}" cy="${base - r * 1.45}" r="${r * 0.18}" fill="${COLOUR.snow}" fill-opacity="0.6"/>`
  );
}

function boat(x: number, base: number): string {
  return (
    `<path d="M${x - 70} ${base - 40} H${x + 70} L${x + 50} ${base} H${x - 50} Z" fill="${COLOUR.red}"/>` +
    `<rect x="${x - 3}" y="${base - 160}" width="6" height="120" fill="${COLOUR.bark}"/>` +
    `<path d="M${x + 6} ${base - 156} L${x + 62} ${base - 52} H${x + 6} Z" fill="${COLOUR.cream}"/>` +
    `<path d="M${x - 6} ${base - 140} L${x - 52} ${base - 52} H${x - 6} Z" fill="#4aa3ff"/>`
  );
}

function top(x: number, base: number): string {
  return (
    `<path d="M${x} ${base} L${x - 46} ${base - 50} Q${x} ${base - 96} ${x + 46} ${base - 50} Z" fill="${COLOUR.leaf}"/>` +
    `<path d="M${x - 46} ${base - 50} Q${x} ${base - 30} ${x + 46} ${base - 50}" fill="none" stroke="${COLOUR.gold}" stroke-width="6"/>` +
    `<rect x="${x - 5}" y="${base - 110}" width="10" height="30" fill="${COLOUR.oak}"/>`
  );
}

function horse(x: number, base: number): string {
  return (
    `<path d="M${x - 80} ${base - 16} Q${x} ${base + 14} ${x + 80} ${base - 16}" fill="none" stroke="${COLOUR.crimson}" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M${x - 44} ${base - 10} L${x - 36} ${base - 70} M${x + 40} ${base - 10} L${x + 34} ${base - 70}" stroke="${COLOUR.cream}" stroke-width="12" stroke-linecap="round"/>` +
    `<ellipse cx="${x}" cy="${base - 84}" rx="58" ry="26" fill="${COLOUR.cream}"/>` +
    `<path d="M${x + 40} ${base - 96} L${x + 62} ${base - 150} Q${x + 90} ${base - 156} ${x + 96} ${base - 130} L${x + 74} ${base - 120} L${x + 60} ${base - 86} Z" fill="${COLOUR.cream}"/>` +
    `<path d="M${x + 58} ${base - 150} Q${x + 40} ${base - 130} ${x + 42} ${base - 100}" fill="none" stroke="${COLOUR.crimson}" stroke-width="10"/>` +
    `<path d="M${x - 56} ${base - 92} q -24 10 -26 40" fill="none" stroke="${COLOUR.crimson}" stroke-width="10" stroke-linecap="round"/>` +
    `<rect x="${x - 20}" y="${base - 112}" width="36" height="16" rx="4" fill="${COLOUR.berry}"/>`
  );
}

function train(x: number, base: number): string {
  const wheel = (cx: number, r: number) =>
    `<circle cx="${cx}" cy="${base - r}" r="${r}" fill="${COLOUR.wine}"/><circle cx="${cx}" cy="${base - r}" r="${r * 0.35}" fill="${COLOUR.gold}"/>`;
  const wagon = (wx: number, load: string) =>
    `<rect x="${wx}" y="${base - 70}" width="110" height="50" rx="6" fill="${COLOUR.leaf}"/>` +
    load +
    wheel(wx + 25, 18) +
    wheel(wx + 85, 18);
  return (
    wagon(
      x,
      present(x + 16, base - 70, 50, 44, COLOUR.red, COLOUR.gold) +
        present(x + 64, base - 70, 36, 56, "#4aa3ff", COLOUR.snow),
    ) +
    `<rect x="${x + 110}" y="${base - 48}" width="16" height="8" fill="${COLOUR.bark}"/>` +
    wagon(x + 126, present(x + 146, base - 70, 70, 40, COLOUR.gold, COLOUR.red)) +
    `<rect x="${x + 236}" y="${base - 48}" width="16" height="8" fill="${COLOUR.bark}"/>` +
    `<rect x="${x + 252}" y="${base - 140}" width="74" height="118" rx="6" fill="${COLOUR.crimson}"/>` +
    `<rect x="${x + 264}" y="${base - 126}" width="50" height="40" rx="4" fill="url(#lamplight)"/>` +
    `<rect x="${x + 244}" y="${base - 152}" width="90" height="16" rx="6" fill="${COLOUR.bark}"/>` +
    `<rect x="${x + 326}" y="${base - 96}" width="110" height="74" rx="30" fill="${COLOUR.red}"/>` +
    `<rect x="${x + 392}" y="${base - 140}" width="26" height="46" fill="${COLOUR.bark}"/>` +
    `<rect x="${x + 384}" y="${base - 150}" width="42" height="14" rx="4" fill="${COLOUR.bark}"/>` +
    `<circle cx="${x + 436}" cy="${base - 60}" r="10" fill="${COLOUR.gold}"/>` +
    wheel(x + 290, 28) +
    wheel(x + 372, 20) +
    wheel(x + 416, 20)
  );
}

/** Santa's sack, tied at the neck, toys showing at its mouth. */
function sack(x: number, base: number): string {
  return (
    present(x + 96, base - 250, 74, 64, COLOUR.gold, COLOUR.red) +
    `<circle cx="${x + 196}" cy="${base - 262}" r="32" fill="${COLOUR.leaf}"/>` +
    `<path d="M${x + 60} ${base - 290} Q${x + 150} ${base - 250} ${x + 240} ${base - 296} L${x + 196} ${base - 222} H${x + 104} Z" fill="${COLOUR.crimson}"/>` +
    `<path d="M${x} ${base} Q${x - 40} ${base - 150} ${x + 100} ${base - 214} H${x + 200} Q${x + 340} ${base - 150} ${x + 300} ${base} Z" fill="${COLOUR.crimson}"/>` +
    `<path d="M${x + 50} ${base - 40} Q${x + 150} ${base - 10} ${x + 250} ${base - 40}" fill="none" stroke="#000" stroke-opacity="0.15" stroke-width="14"/>` +
    `<rect x="${x + 92}" y="${base - 230}" width="116" height="20" rx="10" fill="${COLOUR.gold}"/>`
  );
}

function shelf(x: number, y: number, width: number): string {
  return (
    `<rect x="${x}" y="${y}" width="${width}" height="24" fill="${COLOUR.oak}"/>` +
    `<rect x="${x}" y="${y + 24}" width="${width}" height="6" fill="#000" fill-opacity="0.2"/>` +
    [x + 50, x + width - 70]
      .map((bx) => `<path d="M${bx} ${y + 24} v 60 h 20 v -40 l 0 0 Z" fill="${COLOUR.bark}"/>`)
      .join("")
  );
}

export function toyWorkshop(): FootageArt {
  const defs =
    vertical("planks", [
      [0, "#7a4a26"],
      [1, "#4e2c14"],
    ]) +
    vertical("floor", [
      [0, "#3a2414"],
      [1, "#24150a"],
    ]) +
    vertical("night", [
      [0, COLOUR.night],
      [1, COLOUR.violet],
    ]);
  const swags = [
    [0, 60, 704],
    [704, 60, 1408],
    [1408, 60, W],
  ].map(([from, y, to]) =>
    alongCurve(
      [from as number, y as number],
      [((from as number) + (to as number)) / 2, 190],
      [to as number, y as number],
      11,
    ),
  );
  const garland = swags
    .map((points) => {
      const [a, b] = [points[0], points[points.length - 1]] as [[number, number], [number, number]];
      return `<path d="M${a[0]} ${a[1]} Q${f((a[0] + b[0]) / 2)} 190 ${b[0]} ${b[1]}" fill="none" stroke="${COLOUR.pine}" stroke-width="22" stroke-linecap="round"/><path d="M${a[0]} ${a[1]} Q${f((a[0] + b[0]) / 2)} 190 ${b[0]} ${b[1]}" fill="none" stroke="${COLOUR.leaf}" stroke-width="10" stroke-dasharray="6 14"/>`;
    })
    .join("");
  const lights = swags.flat();
  const lamp = { x: 1056, y: 250 };
  const body =
    wall() +
    `<circle cx="${lamp.x}" cy="${lamp.y + 300}" r="700" fill="url(#warm)" opacity="0.5"/>` +
    windowView() +
    shelf(1300, 330, 700) +
    shelf(1300, 560, 700) +
    teddy(1380, 330) +
    blocks(1470, 330) +
    drum(1680, 330) +
    ball(1800, 330, 42) +
    top(1920, 330) +
    horse(1400, 560) +
    present(1520, 560, 80, 70, COLOUR.red, COLOUR.gold) +
    present(1612, 560, 60, 96, COLOUR.leaf, COLOUR.berry) +
    boat(1770, 560) +
    top(1910, 560) +
    garland +
    bulbs(lights, 8) +
    `<path d="M${lamp.x} 64 V${lamp.y}" stroke="${COLOUR.bark}" stroke-width="5"/>` +
    `<path d="M${lamp.x - 100} ${lamp.y + 80} Q${lamp.x - 90} ${lamp.y} ${lamp.x} ${lamp.y - 4} Q${lamp.x + 90} ${lamp.y} ${lamp.x + 100} ${lamp.y + 80} Z" fill="#c99a3c"/>` +
    `<ellipse cx="${lamp.x}" cy="${lamp.y + 80}" rx="100" ry="14" fill="#ffe9a8"/>` +
    `<rect x="420" y="760" width="1340" height="32" fill="#a06a3a"/>` +
    `<rect x="440" y="792" width="1300" height="56" fill="${COLOUR.wood}"/>` +
    `<rect x="470" y="848" width="54" height="${H - 848}" fill="${COLOUR.wood}"/><rect x="1656" y="848" width="54" height="${H - 848}" fill="${COLOUR.wood}"/>` +
    train(560, 760) +
    `<rect x="1080" y="700" width="60" height="60" rx="6" fill="#4aa3ff"/><rect x="1076" y="694" width="68" height="12" rx="4" fill="#2e6fbf"/>` +
    `<path d="M1128 700 l 40 -80" stroke="${COLOUR.oak}" stroke-width="8" stroke-linecap="round"/><path d="M1168 620 l 8 -18 l 8 6 Z" fill="${COLOUR.red}"/>` +
    `<path d="M1200 750 h 120" stroke="${COLOUR.oak}" stroke-width="12" stroke-linecap="round"/><rect x="1310" y="722" width="30" height="40" rx="4" fill="#7a7f8a"/>` +
    [1370, 1400, 1430]
      .map(
        (x) =>
          `<path d="M${x} 760 q 10 -24 24 -6 q 4 10 -8 8" fill="none" stroke="#e0b070" stroke-width="5"/>`,
      )
      .join("") +
    present(1480, 760, 150, 100, COLOUR.berry, COLOUR.snow) +
    `<circle cx="1680" cy="736" r="24" fill="${COLOUR.gold}"/><circle cx="1680" cy="736" r="9" fill="${COLOUR.oak}"/>` +
    sack(230, 1064) +
    vignette(0.5);
  return {
    backdrop: backdrop(defs, body),
    pan: "left",
    lights: [
      light(
        { x: lamp.x - 560, y: lamp.y - 200, width: 1120, height: 900 },
        glow(lamp.x, lamp.y + 200, 560, "warm"),
        {
          cycle: 7,
          phase: 0,
          low: 0.55,
        },
      ),
      ...bulbLights({ x: 0, y: 30, width: W, height: 210 }, lights, 30),
      light(
        { x: GLASS.x + GLASS.width - 120, y: GLASS.y + GLASS.height - 100, width: 200, height: 200 },
        glow(GLASS.x + GLASS.width - 20, GLASS.y + GLASS.height - 10, 90, "warm"),
        {
          cycle: 1.3,
          phase: 0,
          low: 0.5,
          flicker: true,
        },
      ),
    ],
    snow: GLASS,
  };
}
