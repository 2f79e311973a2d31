// Santa's sleigh over a sleeping town: a full moon, rooftops with lit windows, the sleigh flying past.
import { type FootageArt, type Flyer, H, W, backdrop, light, twinkles } from "./layers.ts";
import { COLOUR, glint, glow, hills, pine, reindeer, stars } from "./shapes.ts";
import { format as f, radial, seeded, svg, vertical } from "#art/svg.ts";

/** A row of houses along `base`, each with a snowy roof and some lit windows; the lit ones' centres too. */
function town(
  seed: number,
  base: number,
  scale: number,
  wall: string,
): { art: string; lit: [number, number][] } {
  const next = seeded(seed);
  const lit: [number, number][] = [];
  let art = "";
  for (let x = -40; x < W + 40;) {
    const width = (110 + next() * 110) * scale;
    const height = (90 + next() * 120) * scale;
    const top = base - height;
    const ridge = top - (40 + next() * 50) * scale;
    const chimney = x + width * (0.2 + next() * 0.5);
    art +=
      `<rect x="${f(chimney)}" y="${f(ridge + 6)}" width="${f(18 * scale)}" height="${f(top - ridge)}" fill="${wall}"/>` +
      `<rect x="${f(x)}" y="${f(top)}" width="${f(width)}" height="${f(height + 40)}" fill="${wall}"/>` +
      `<path d="M${f(x - 8)} ${f(top + 4)} L${f(x + width / 2)} ${f(ridge)} L${f(x + width + 8)} ${f(top + 4)} Z" fill="${wall}"/>` +
      `<path d="M${f(x - 10)} ${f(top + 6)} L${f(x + width / 2)} ${f(ridge - 6)} L${f(x + width + 10)} ${f(top + 6)} L${f(x + width / 2)} ${f(ridge + 14 * scale)} Z" fill="${COLOUR.shade}"/>`;
    const columns = Math.max(1, Math.floor(width / (50 * scale)));
    const rows = Math.max(1, Math.floor(height / (60 * scale)));
    for (let c = 0; c < columns; c += 1) {
      for (let r = 0; r < rows; r += 1) {
        if (next() < 0.45) continue;
        const wx = x + (width / columns) * (c + 0.5);
        const wy = top + 24 * scale + r * 60 * scale;
        lit.push([wx, wy + 12 * scale]);
        art += `<rect x="${f(wx - 11 * scale)}" y="${f(wy)}" width="${f(22 * scale)}" height="${f(26 * scale)}" fill="url(#lamplight)"/>`;
      }
    }
    x += width + (6 + next() * 30) * scale;
  }
  return { art, lit };
}

/** A church tower with a spire and a round lit window high up. */
function tower(x: number, base: number): string {
  return (
    `<rect x="${x - 60}" y="${base - 420}" width="120" height="420" fill="#1a2550"/>` +
    `<path d="M${x - 76} ${base - 410} L${x} ${base - 640} L${x + 76} ${base - 410} Z" fill="#1a2550"/>` +
    `<path d="M${x - 78} ${base - 408} L${x} ${base - 644} L${x - 6} ${base - 540} L${x - 40} ${base - 440} Z" fill="${COLOUR.shade}"/>` +
    `<circle cx="${x}" cy="${base - 340}" r="34" fill="url(#lamplight)"/>` +
    `<rect x="${x - 22}" y="${base - 250}" width="44" height="70" rx="22" fill="url(#lamplight)"/>` +
    `<path d="M${x} ${base - 644} V${base - 684}" stroke="#1a2550" stroke-width="8"/>` +
    `<circle cx="${x}" cy="${base - 690}" r="10" fill="${COLOUR.gold}"/>`
  );
}

/** The snowy hill in the left foreground, in front of the town. */
const HILL = [
  [0, 950],
  [300, 900],
  [640, 1000],
  [900, 1080],
] as const;
const HILL_END = 900;

/** Roughly the hill's top edge at `x` (it is drawn with curves; straight lines are close enough here). */
function hillTop(x: number): number {
  for (let i = 1; i < HILL.length; i += 1) {
    const [x0, y0] = HILL[i - 1] as readonly [number, number];
    const [x1, y1] = HILL[i] as readonly [number, number];
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0) - 40;
  }
  return H;
}

const SLEIGH = { width: 760, height: 250 } as const;

/** Santa's sleigh, seen from the side and drawn facing right, pulled by two pairs of reindeer. */
function sleigh(): Flyer {
  const trail = Array.from({ length: 9 }, (_, i) => {
    const x = 16 + i * 16;
    const y = 176 - i * 3 + (i % 2 ? 8 : -6);
    return glint(x, y, 4 + i * 1.4, COLOUR.gold);
  }).join("");
  const santa =
    `<path d="M228 150 Q226 96 250 82 Q282 72 300 96 Q310 124 306 150 Z" fill="${COLOUR.crimson}"/>` +
    `<path d="M238 124 H304" stroke="${COLOUR.snow}" stroke-width="10"/>` +
    `<path d="M282 84 Q312 90 316 118 Q300 124 286 112 Z" fill="${COLOUR.snow}"/>` +
    `<circle cx="280" cy="74" r="20" fill="#f2c9a0"/>` +
    `<path d="M262 70 Q270 36 306 40 Q318 52 324 66 L300 62 Q284 60 262 70 Z" fill="${COLOUR.crimson}"/>` +
    `<path d="M258 72 Q282 60 304 66" stroke="${COLOUR.snow}" stroke-width="9" stroke-linecap="round"/>` +
    `<circle cx="326" cy="68" r="8" fill="${COLOUR.snow}"/>` +
    `<path d="M280 80 Q290 98 300 88 Q306 76 296 72 Z" fill="${COLOUR.snow}"/>` +
    `<path d="M296 118 Q322 112 340 118" stroke="${COLOUR.crimson}" stroke-width="14" stroke-linecap="round"/>`;
  const sack =
    `<path d="M150 150 Q140 92 176 70 Q196 60 214 78 Q236 104 228 150 Z" fill="#8a5a30"/>` +
    `<rect x="168" y="52" width="30" height="26" fill="${COLOUR.leaf}"/><rect x="180" y="52" width="6" height="26" fill="${COLOUR.gold}"/>` +
    `<rect x="196" y="60" width="26" height="22" fill="#4aa3ff"/><rect x="196" y="68" width="26" height="5" fill="${COLOUR.snow}"/>`;
  const body =
    `<path d="M136 110 Q130 176 176 188 L330 190 Q372 188 378 150 Q382 124 366 126 Q350 128 352 148 Q350 160 330 160 L250 156 Q200 150 196 104 Q170 92 136 110 Z" fill="${COLOUR.crimson}"/>` +
    `<path d="M142 128 Q150 174 182 180 L326 182" fill="none" stroke="${COLOUR.gold}" stroke-width="6"/>` +
    `<path d="M150 206 H356 Q390 206 392 180" fill="none" stroke="${COLOUR.gold}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M190 188 V206 M310 190 V206" stroke="${COLOUR.gold}" stroke-width="6"/>`;
  const reins = `<path d="M338 118 Q420 124 470 150 M338 118 Q480 110 610 134" fill="none" stroke="${COLOUR.gold}" stroke-width="3"/>`;
  const team =
    reindeer(486, 176, 84, { pose: "fly" }) +
    reindeer(470, 190, 84, { pose: "fly" }) +
    reindeer(616, 160, 84, { pose: "fly" }) +
    reindeer(600, 174, 84, { pose: "fly" });
  return {
    ...SLEIGH,
    y: 250,
    svg: svg(
      SLEIGH.width,
      SLEIGH.height,
      `<defs>${radial("halo", [
        [0, COLOUR.gold, 0.6],
        [1, COLOUR.gold, 0],
      ])}</defs>${trail}${reins}${sack}${santa}${body}${team}`,
    ),
  };
}

export function sleighRide(): FootageArt {
  const defs =
    vertical("sky", [
      [0, COLOUR.night],
      [0.45, COLOUR.navy],
      [0.9, COLOUR.violet],
    ]) +
    radial("moonlight", [
      [0, COLOUR.moon, 0.4],
      [0.4, COLOUR.moon, 0.12],
      [1, COLOUR.moon, 0],
    ]) +
    `<filter id="cloud" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="18"/></filter>`;
  const far = town(5, 930, 0.7, "#1f2b5e");
  const near = town(9, 1080, 1.1, "#141d45");
  const moon = { x: 1150, y: 330 };
  const body =
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    stars(190, 505, { x: 0, y: 0, width: W, height: 760 }) +
    `<circle cx="${moon.x}" cy="${moon.y}" r="520" fill="url(#moonlight)"/>` +
    `<circle cx="${moon.x}" cy="${moon.y}" r="170" fill="${COLOUR.moon}"/>` +
    `<circle cx="${moon.x - 50}" cy="${moon.y - 40}" r="34" fill="#efe2a8"/><circle cx="${moon.x + 60}" cy="${moon.y + 50}" r="24" fill="#efe2a8"/><circle cx="${moon.x + 30}" cy="${moon.y - 80}" r="14" fill="#efe2a8"/>` +
    `<g filter="url(#cloud)" fill="${COLOUR.shade}"><ellipse cx="420" cy="420" rx="260" ry="36" fill-opacity="0.16"/><ellipse cx="1520" cy="560" rx="320" ry="40" fill-opacity="0.14"/><ellipse cx="980" cy="470" rx="200" ry="26" fill-opacity="0.12"/></g>` +
    tower(1720, 930) +
    far.art +
    near.art +
    hills(HILL, H, COLOUR.frost) +
    pine(120, 1000, 260, "#0b3a22") +
    pine(330, 960, 200, "#0b3a22");
  // Windows the hill in front hides cast no glow.
  const halo = (points: [number, number][], r: number) =>
    points
      .filter(([x, y]) => x > HILL_END || y < hillTop(x))
      .map(([x, y]) => glow(x, y, r, "warm"))
      .join("");
  return {
    backdrop: backdrop(defs, body),
    pan: "left",
    lights: [
      ...twinkles(515, { x: 0, y: 0, width: W, height: 520 }),
      light({ x: 0, y: 600, width: W, height: H - 600 }, halo(far.lit, 40) + halo(near.lit, 60), {
        cycle: 9,
        phase: 0.3,
        low: 0.5,
      }),
      light({ x: 1600, y: 530, width: 240, height: 240 }, glow(1720, 590, 110, "warm"), {
        cycle: 5,
        phase: 0,
        low: 0.4,
      }),
    ],
    snow: "everywhere",
    flyer: sleigh(),
  };
}
