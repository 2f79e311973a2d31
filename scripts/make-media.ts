// The shop's images and hero loop are made by us, reproducibly: `node scripts/make-media.ts` rewrites them all.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const PUBLIC = path.join(ROOT, "public");
const MEDIA = path.join(PUBLIC, "media");
const FFMPEG = "ffmpeg";
const FFPROBE = "ffprobe";

const W = 1280;
const H = 720;
const FPS = 24;
const FRAMES = 240; // 10 s; every motion below has a period that divides 240 frames, so the loop is seamless

const KB = 1024;
const LIMITS = {
  video: 1536 * KB, // hard cap per file
  videoTarget: 1000 * KB, // the CRF search stops at the first quality under this
  poster: 40 * KB,
  example: 25 * KB,
  og: 120 * KB,
  favicon: 1 * KB,
};

// ---------------------------------------------------------------- helpers

function ffmpeg(args: string[]): void {
  execFileSync(FFMPEG, ["-hide_banner", "-loglevel", "error", "-y", ...args], {
    stdio: ["ignore", "inherit", "inherit"],
  });
}

function probe(file: string): { width: number; height: number; codec: string } {
  const out = execFileSync(
    FFPROBE,
    [
      "-v",
      "error",
      "-select_streams",
      "v:0",
      "-show_entries",
      "stream=width,height,codec_name",
      "-of",
      "json",
      file,
    ],
    { encoding: "utf8" },
  );
  const stream = (JSON.parse(out) as { streams: { width: number; height: number; codec_name: string }[] })
    .streams[0];
  if (!stream) throw new Error(`no video stream in ${file}`);
  return { width: stream.width, height: stream.height, codec: stream.codec_name };
}

function size(file: string): number {
  return fs.statSync(file).size;
}

/** Encodes with each setting in turn (best quality first) until the file fits; throws if none does. */
function encodeWithin(
  file: string,
  limit: number,
  settings: number[],
  encode: (setting: number) => void,
): number {
  for (const setting of settings) {
    encode(setting);
    if (size(file) <= limit) return setting;
  }
  throw new Error(`${path.basename(file)} is ${size(file)} bytes, over its budget of ${limit}`);
}

const written: { file: string; encoder: string; setting: string }[] = [];
function record(file: string, encoder: string, setting: string): void {
  written.push({ file, encoder, setting });
}

/** Small seeded PRNG (mulberry32) so every run draws the same snowflakes and stars. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const n = (value: number): string => String(Math.round(value * 10) / 10);

function svg(width: number, height: number, body: string, viewBox = `0 0 ${width} ${height}`): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${body}</svg>`;
}

/**
 * Rasterizes an SVG with ffmpeg's librsvg decoder to a PNG (RGBA). The decoder hands over cairo's
 * premultiplied pixels labelled as straight alpha, which greys every soft edge, so undo that first.
 */
function rasterize(svgText: string, pngFile: string): void {
  const svgFile = pngFile.replace(/\.png$/, ".svg");
  fs.writeFileSync(svgFile, svgText);
  ffmpeg([
    "-i",
    svgFile,
    "-vf",
    "unpremultiply=inplace=1,format=rgba",
    "-frames:v",
    "1",
    "-update",
    "1",
    pngFile,
  ]);
}

/** A five-pointed star as polygon points. */
function starPoints(cx: number, cy: number, outer: number, inner: number, rotation = 0): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = rotation + (i * Math.PI) / 5 - Math.PI / 2;
    points.push(`${n(cx + r * Math.cos(a))},${n(cy + r * Math.sin(a))}`);
  }
  return points.join(" ");
}

/** A four-pointed twinkle, centred on (cx, cy). */
function sparkle(cx: number, cy: number, r: number, fill: string, opacity = 1): string {
  const k = r * 0.16;
  return (
    `<path fill="${fill}" opacity="${opacity}" d="M${n(cx)},${n(cy - r)} Q${n(cx + k)},${n(cy - k)} ${n(cx + r)},${n(cy)}` +
    ` Q${n(cx + k)},${n(cy + k)} ${n(cx)},${n(cy + r)} Q${n(cx - k)},${n(cy + k)} ${n(cx - r)},${n(cy)}` +
    ` Q${n(cx - k)},${n(cy - k)} ${n(cx)},${n(cy - r)}Z"/>`
  );
}

/** A snow-laden pine: tiers drawn bottom-up so each upper tier overlaps the one below. */
function pine(x: number, baseY: number, h: number, fill: string, snow: string, tiers = 3): string {
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

// ---------------------------------------------------------------- the hero scene (1280x720 design space)

const STAR = { x: 848, y: 118 };
const COTTAGE = { x: 968, ground: 586 };

function skySvg(): string {
  const rnd = random(7);
  let stars = "";
  for (let i = 0; i < 150; i++) {
    const x = rnd() * W;
    const y = Math.pow(rnd(), 1.4) * 470;
    const r = 0.5 + Math.pow(rnd(), 3) * 1.3;
    const o = 0.35 + rnd() * 0.55;
    const c = rnd() < 0.3 ? "#fff1c9" : "#e8eeff";
    stars += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${c}" opacity="${n(o)}"/>`;
  }
  return svg(
    W,
    H,
    `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="${H}" gradientUnits="userSpaceOnUse">
<stop offset="0" stop-color="#050822"/><stop offset="0.35" stop-color="#0d1445"/><stop offset="0.62" stop-color="#1c2568"/><stop offset="0.8" stop-color="#33398a"/><stop offset="1" stop-color="#4b4596"/></linearGradient>
<radialGradient id="warm" cx="${STAR.x}" cy="${STAR.y}" r="330" gradientUnits="userSpaceOnUse">
<stop offset="0" stop-color="#ffd48a" stop-opacity="0.42"/><stop offset="0.18" stop-color="#f7b567" stop-opacity="0.16"/><stop offset="0.5" stop-color="#9a6fb0" stop-opacity="0.06"/><stop offset="1" stop-color="#3b3f95" stop-opacity="0"/></radialGradient>
<radialGradient id="haze" cx="640" cy="700" r="760" gradientTransform="translate(0 420) scale(1 0.4)" gradientUnits="userSpaceOnUse">
<stop offset="0" stop-color="#8a78c8" stop-opacity="0.35"/><stop offset="1" stop-color="#8a78c8" stop-opacity="0"/></radialGradient>
<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="3"/></filter>
</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<rect width="${W}" height="${H}" fill="url(#haze)"/>
<rect width="${W}" height="${H}" fill="url(#warm)"/>
${stars}
<circle cx="${STAR.x}" cy="${STAR.y}" r="16" fill="#fff3d6" opacity="0.55" filter="url(#soft)"/>
${sparkle(STAR.x, STAR.y, 46, "#fff6dc", 0.95)}
<g transform="rotate(45 ${STAR.x} ${STAR.y})">${sparkle(STAR.x, STAR.y, 20, "#fff6dc", 0.7)}</g>
<circle cx="${STAR.x}" cy="${STAR.y}" r="4.5" fill="#ffffff"/>`,
  );
}

function cottage(cx: number, ground: number): string {
  const w = 168;
  const wallTop = ground - 78;
  const left = cx - w / 2;
  const right = cx + w / 2;
  const apex = wallTop - 64;
  const lights = ["#ff5a5a", "#ffd35a", "#5ee08a", "#6fb6ff"];
  let bulbs = "";
  for (let i = 0; i <= 12; i++) {
    const x = left - 6 + (i * (w + 12)) / 12;
    const y = wallTop + 7 + Math.sin((i / 12) * Math.PI * 4) * 2 + 3;
    const c = lights[i % lights.length] ?? "#fff";
    bulbs += `<circle cx="${n(x)}" cy="${n(y)}" r="6" fill="${c}" opacity="0.28" filter="url(#bulb)"/><circle cx="${n(x)}" cy="${n(y)}" r="2.6" fill="${c}"/>`;
  }
  const win = (x: number): string =>
    `<rect x="${x}" y="${wallTop + 20}" width="34" height="32" rx="3" fill="url(#lit)"/>` +
    `<rect x="${x}" y="${wallTop + 20}" width="34" height="32" rx="3" fill="none" stroke="#6a3e2e" stroke-width="3"/>` +
    `<path d="M${x + 17},${wallTop + 20} v32 M${x},${wallTop + 36} h34" stroke="#6a3e2e" stroke-width="2.5"/>` +
    `<rect x="${x - 3}" y="${wallTop + 51}" width="40" height="6" rx="3" fill="#e8efff"/>`;
  return `
<ellipse cx="${cx}" cy="${ground + 16}" rx="190" ry="24" fill="#ffc46b" opacity="0.22" filter="url(#spill)"/>
<rect x="${right - 46}" y="${apex + 8}" width="22" height="52" fill="#4a2e3a"/>
<rect x="${right - 50}" y="${apex + 2}" width="30" height="10" rx="5" fill="#eef3ff"/>
<rect x="${left}" y="${wallTop}" width="${w}" height="${ground - wallTop + 4}" fill="#55324a"/>
<path d="M${left} ${wallTop + 26}h${w}M${left} ${wallTop + 52}h${w}" stroke="#4a2a40" stroke-width="2"/>
<path d="M${left - 16},${wallTop + 4} L${cx},${apex} L${right + 16},${wallTop + 4}Z" fill="#8e2f3e"/>
<path d="M${left - 22},${wallTop + 2} L${cx},${apex - 10} L${right + 22},${wallTop + 2} Q${right + 20},${wallTop + 14} ${right + 8},${wallTop + 10} Q${right - 10},${wallTop + 18} ${right - 26},${wallTop + 9} Q${cx + 30},${wallTop + 16} ${cx + 10},${wallTop + 8} Q${cx - 20},${wallTop + 17} ${cx - 44},${wallTop + 9} Q${left + 20},${wallTop + 15} ${left},${wallTop + 9} Q${left - 16},${wallTop + 12} ${left - 22},${wallTop + 2}Z" fill="#eef3ff"/>
${win(left + 18)}${win(right - 52)}
<rect x="${cx - 17}" y="${wallTop + 24}" width="34" height="${ground - wallTop - 24}" rx="4" fill="#7b3a2c"/>
<circle cx="${cx + 9}" cy="${ground - 26}" r="2" fill="#ffd36b"/>
<circle cx="${cx}" cy="${wallTop + 38}" r="8" fill="none" stroke="#2f8a4c" stroke-width="4.5"/>
<path d="M${cx - 4},${wallTop + 45} l4,-3 l4,3 l-4,2z" fill="#e0384a"/>
${bulbs}
<path d="M${left - 40},${ground + 6} Q${cx},${ground - 12} ${right + 44},${ground + 6}Z" fill="#c6d2f2"/>`;
}

function foregroundSvg(): string {
  const rnd = random(11);
  let farTrees = "";
  for (let x = 6; x < W; x += 14 + rnd() * 22) {
    const y = 500 - 10 * Math.sin(x / 170) - 8 * Math.cos(x / 77) + 8;
    const h = 16 + rnd() * 18;
    farTrees += `<path d="M${n(x)},${n(y - h)} l${n(h * 0.32)},${n(h)} h${n(-h * 0.64)}z" fill="#1b2157"/>`;
  }
  let glints = "";
  for (let i = 0; i < 70; i++) {
    const x = rnd() * W;
    const y = 640 + rnd() * 80;
    glints += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(0.6 + rnd() * 0.8)}" fill="#ffffff" opacity="${n(0.4 + rnd() * 0.5)}"/>`;
  }
  const treeFill = "#13294a";
  const treeSnow = "#d9e3fa";
  return svg(
    W,
    H,
    `<defs>
<linearGradient id="far" x1="0" y1="440" x2="0" y2="620" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#2a3278"/><stop offset="1" stop-color="#3d4795"/></linearGradient>
<linearGradient id="mid" x1="0" y1="540" x2="0" y2="720" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#c3cff0"/><stop offset="1" stop-color="#8797d0"/></linearGradient>
<linearGradient id="front" x1="0" y1="630" x2="0" y2="720" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#e6edfc"/><stop offset="1" stop-color="#aebde8"/></linearGradient>
<linearGradient id="lit" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe7a3"/><stop offset="1" stop-color="#ffb44d"/></linearGradient>
<filter id="bulb" x="-100%" y="-100%" width="300%" height="300%"><feGaussianBlur stdDeviation="2.5"/></filter>
<filter id="spill" x="-50%" y="-100%" width="200%" height="300%"><feGaussianBlur stdDeviation="14"/></filter>
</defs>
<path d="M0,505 C160,470 300,492 450,488 S760,452 930,470 S1180,462 1280,480 L1280,720 L0,720Z" fill="url(#far)"/>
${farTrees}
<path d="M0,592 C180,560 380,572 560,590 S820,598 930,${COTTAGE.ground + 2} S1150,570 1280,584 L1280,720 L0,720Z" fill="url(#mid)"/>
${pine(120, 584, 150, treeFill, treeSnow)}
${pine(212, 580, 104, treeFill, treeSnow)}
${pine(52, 592, 88, treeFill, treeSnow)}
${pine(1146, 592, 170, treeFill, treeSnow, 4)}
${pine(1212, 590, 118, treeFill, treeSnow)}
${pine(786, 600, 92, treeFill, treeSnow)}
<g transform="translate(${COTTAGE.x} ${COTTAGE.ground}) scale(1.2) translate(${-COTTAGE.x} ${-COTTAGE.ground})">${cottage(COTTAGE.x, COTTAGE.ground)}</g>
<path d="M0,676 C240,640 520,662 760,684 S1100,650 1280,640 L1280,720 L0,720Z" fill="url(#front)"/>
${glints}`,
  );
}

/** The warm halo around the windows; its brightness breathes a little in the video. */
function glowSvg(): string {
  return svg(
    420,
    240,
    `<defs><radialGradient id="g" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffcf7a" stop-opacity="0.7"/><stop offset="0.35" stop-color="#ffb457" stop-opacity="0.28"/><stop offset="1" stop-color="#ff9a3d" stop-opacity="0"/></radialGradient></defs>
<ellipse cx="210" cy="120" rx="210" ry="120" fill="url(#g)"/>`,
  );
}
const GLOW_POS = { x: COTTAGE.x - 210, y: COTTAGE.ground - 52 - 120 };

function twinkleSvg(): string {
  return svg(
    32,
    32,
    `<defs><radialGradient id="t"><stop offset="0" stop-color="#fff" stop-opacity="0.7"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<circle cx="16" cy="16" r="9" fill="url(#t)"/>${sparkle(16, 16, 13, "#f4f0ff")}<circle cx="16" cy="16" r="1.6" fill="#fff"/>`,
  );
}
const TWINKLES = [
  { x: 140, y: 70, f: 2, ph: 0.1 },
  { x: 372, y: 150, f: 1, ph: 0.55 },
  { x: 560, y: 48, f: 3, ph: 0.3 },
  { x: 1180, y: 92, f: 2, ph: 0.8 },
  { x: 1030, y: 250, f: 1, ph: 0.2 },
  { x: 650, y: 258, f: 2, ph: 0.65 },
  { x: 262, y: 300, f: 3, ph: 0.9 },
];

function vignetteSvg(): string {
  return svg(
    W,
    H,
    `<defs><radialGradient id="v" cx="640" cy="380" r="820" gradientUnits="userSpaceOnUse" gradientTransform="translate(0 ${380 * 0.25}) scale(1 0.75)"><stop offset="0.45" stop-color="#03051a" stop-opacity="0"/><stop offset="1" stop-color="#03051a" stop-opacity="0.5"/></radialGradient></defs>
<rect width="${W}" height="${H}" fill="url(#v)"/>`,
  );
}

/**
 * A layer of snowflakes that tiles vertically every `tile` px. It falls `step` px per frame and
 * tile*k = step*FRAMES, so after 240 frames it is back where it started; it sways sideways with
 * amplitude `sway` and a period of the whole loop.
 */
type SnowLayer = {
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
const SNOW: SnowLayer[] = [
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

function snowSvg(layer: SnowLayer, seed: number): string {
  const rnd = random(seed);
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
const SLEIGH = {
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
const sleighX = (p: string): string => `${SLEIGH.fromX}+${p}*${SLEIGH.toX - SLEIGH.fromX}`;
const sleighY = (p: string, n: string): string =>
  `${SLEIGH.fromY}+${p}*${SLEIGH.toY - SLEIGH.fromY}-${SLEIGH.arc}*sin(PI*${p})+3*sin(2*PI*${n}/40)`;
/** The frame used for the social card: the sleigh just left of centre, the cottage on the right. */
const OG_FRAME = Math.round(
  SLEIGH.first + ((270 - SLEIGH.fromX) / (SLEIGH.toX - SLEIGH.fromX)) * (SLEIGH.last - SLEIGH.first),
);

function sleighSvg(): string {
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

/** Renders the whole loop losslessly (FFV1, RGB) so the poster and both videos start from the same pixels. */
function renderMaster(tmp: string): string {
  const layers = {
    sky: path.join(tmp, "sky.png"),
    fg: path.join(tmp, "foreground.png"),
    glow: path.join(tmp, "glow.png"),
    twinkle: path.join(tmp, "twinkle.png"),
    vignette: path.join(tmp, "vignette.png"),
    sleigh: path.join(tmp, "sleigh.png"),
  };
  rasterize(skySvg(), layers.sky);
  rasterize(foregroundSvg(), layers.fg);
  rasterize(glowSvg(), layers.glow);
  rasterize(twinkleSvg(), layers.twinkle);
  rasterize(vignetteSvg(), layers.vignette);
  rasterize(sleighSvg(), layers.sleigh);
  const snowFiles = SNOW.map((layer, i) => {
    const file = path.join(tmp, `snow-${i}.png`);
    rasterize(snowSvg(layer, 100 + i), file);
    return file;
  });

  const inputs = [
    layers.sky,
    layers.twinkle,
    layers.fg,
    layers.glow,
    layers.vignette,
    layers.sleigh,
    ...snowFiles,
  ];
  const inputArgs = inputs.flatMap((file) => ["-loop", "1", "-framerate", String(FPS), "-i", file]);
  const snowInput = (i: number): number => 6 + i;

  const chains: string[] = [`[0:v]format=rgba[s0]`];
  let current = "s0";
  let label = 0;
  const over = (input: string, x: string, y: string, enable?: string): void => {
    const next = `v${++label}`;
    const when = enable ? `:enable='${enable}'` : "";
    chains.push(`[${current}][${input}]overlay=x='${x}':y='${y}':format=rgb:eval=frame${when}[${next}]`);
    current = next;
  };
  chains.push(`[1:v]format=rgba,split=${TWINKLES.length}${TWINKLES.map((_, i) => `[t${i}]`).join("")}`);
  TWINKLES.forEach((t, i) => {
    chains.push(
      `[t${i}]geq=r='r(X,Y)':g='g(X,Y)':b='b(X,Y)':a='alpha(X,Y)*(0.5+0.5*sin(2*PI*(N*${t.f}/${FRAMES}+${t.ph})))'[tw${i}]`,
    );
    over(`tw${i}`, String(t.x - 16), String(t.y - 16));
  });
  const snowOver = (layer: SnowLayer, i: number): void =>
    over(
      `${snowInput(i)}:v`,
      `${layer.sway}*sin(2*PI*(n/${FRAMES}+${layer.phase}))-${layer.sway}`,
      `mod(n*${layer.step},${layer.tile})-${layer.tile}`,
    );
  const p = `(n-${SLEIGH.first})/${SLEIGH.last - SLEIGH.first}`;
  over("5:v", sleighX(p), sleighY(p, "n"), `between(n,${SLEIGH.first},${SLEIGH.last})`);
  SNOW.forEach((layer, i) => layer.behind && snowOver(layer, i));
  over("2:v", "0", "0");
  chains.push(
    `[3:v]format=rgba,geq=r='r(X,Y)':g='g(X,Y)':b='b(X,Y)':a='alpha(X,Y)*(0.86+0.09*sin(2*PI*N*2/${FRAMES})+0.05*sin(2*PI*N*7/${FRAMES}+1))'[glow]`,
  );
  over("glow", String(GLOW_POS.x), String(GLOW_POS.y));
  SNOW.forEach((layer, i) => !layer.behind && snowOver(layer, i));
  over("4:v", "0", "0");
  chains.push(`[${current}]format=gbrp[out]`);

  const master = path.join(tmp, "master.mkv");
  ffmpeg([
    ...inputArgs,
    "-filter_complex",
    chains.join(";"),
    "-map",
    "[out]",
    "-frames:v",
    String(FRAMES),
    "-c:v",
    "ffv1",
    master,
  ]);
  return master;
}

const BT709 = [
  "-colorspace",
  "bt709",
  "-color_primaries",
  "bt709",
  "-color_trc",
  "bt709",
  "-color_range",
  "tv",
];
const TO_YUV420 =
  "scale=out_color_matrix=bt709:out_range=tv:flags=lanczos+accurate_rnd+full_chroma_int,format=yuv420p";
const QUIET_MUX = ["-map_metadata", "-1", "-fflags", "+bitexact", "-an"];

function encodeHero(master: string, tmp: string): void {
  const mp4 = path.join(MEDIA, "hero.mp4");
  const crf264 = encodeWithin(mp4, LIMITS.videoTarget, [24, 26, 28, 30, 32, 34], (crf) =>
    ffmpeg([
      "-i",
      master,
      "-vf",
      TO_YUV420,
      "-c:v",
      "libx264",
      "-preset",
      "slower",
      "-profile:v",
      "high",
      "-crf",
      String(crf),
      "-x264-params",
      "keyint=240:min-keyint=240:scenecut=0:aq-mode=3",
      ...BT709,
      "-movflags",
      "+faststart",
      ...QUIET_MUX,
      mp4,
    ]),
  );
  record(mp4, "libx264", `crf ${crf264}, preset slower, high profile, yuv420p, faststart`);

  const webm = path.join(MEDIA, "hero.webm");
  const passlog = path.join(tmp, "vp9");
  const crfVp9 = encodeWithin(webm, LIMITS.videoTarget, [32, 35, 38, 41, 44, 47], (crf) => {
    const common = [
      "-i",
      master,
      "-vf",
      TO_YUV420,
      "-c:v",
      "libvpx-vp9",
      "-crf",
      String(crf),
      "-b:v",
      "0",
      "-deadline",
      "good",
      "-cpu-used",
      "2",
      "-row-mt",
      "1",
      "-g",
      "240",
      "-auto-alt-ref",
      "1",
      "-lag-in-frames",
      "25",
      "-passlogfile",
      passlog,
      ...BT709,
    ];
    ffmpeg([...common, "-pass", "1", "-an", "-f", "null", os.devNull]);
    ffmpeg([...common, "-pass", "2", ...QUIET_MUX, webm]);
  });
  record(webm, "libvpx-vp9", `crf ${crfVp9}, two-pass constant quality, yuv420p`);
  for (const file of [mp4, webm]) {
    if (size(file) > LIMITS.video) throw new Error(`${file} exceeds ${LIMITS.video} bytes`);
  }
}

function encodeWebp(
  input: string,
  out: string,
  limit: number,
  vf: string | null,
  preset: "picture" | "drawing",
): void {
  const quality = encodeWithin(out, limit, [86, 82, 78, 74, 70, 65, 60, 55, 50], (q) =>
    ffmpeg([
      "-i",
      input,
      ...(vf ? ["-vf", vf] : []),
      "-frames:v",
      "1",
      "-c:v",
      "libwebp",
      "-preset",
      preset,
      "-quality",
      String(q),
      "-compression_level",
      "6",
      "-pix_fmt",
      "yuv420p",
      ...QUIET_MUX,
      out,
    ]),
  );
  record(out, "libwebp", `quality ${quality}`);
}

function encodePosters(master: string, tmp: string): void {
  const frame0 = path.join(tmp, "poster.png");
  ffmpeg(["-i", master, "-frames:v", "1", "-update", "1", frame0]);

  encodeWebp(frame0, path.join(MEDIA, "hero-poster.webp"), LIMITS.poster, null, "picture");
  encodeWebp(
    frame0,
    path.join(MEDIA, "hero-poster-640.webp"),
    LIMITS.poster,
    "scale=640:360:flags=lanczos",
    "picture",
  );

  const avif = path.join(MEDIA, "hero-poster.avif");
  const crf = encodeWithin(avif, LIMITS.poster, [26, 30, 34, 38, 42], (q) =>
    ffmpeg([
      "-i",
      frame0,
      "-vf",
      TO_YUV420,
      "-frames:v",
      "1",
      "-c:v",
      "libaom-av1",
      "-still-picture",
      "1",
      "-crf",
      String(q),
      "-cpu-used",
      "4",
      ...BT709,
      ...QUIET_MUX,
      "-f",
      "avif",
      avif,
    ]),
  );
  record(avif, "libaom-av1", `still picture, crf ${crf}, yuv420p`);
}

function encodeOg(master: string): void {
  // A frame of the same night scene with the sleigh in the sky, cropped to the 1.91:1 social card.
  const og = path.join(MEDIA, "og-image.jpg");
  const q = encodeWithin(og, LIMITS.og, [2, 3, 4, 5, 6, 8], (quality) =>
    ffmpeg([
      "-i",
      master,
      "-vf",
      `select='eq(n,${OG_FRAME})',scale=1200:675:flags=lanczos,crop=1200:630:0:30,format=yuvj420p`,
      "-frames:v",
      "1",
      "-c:v",
      "mjpeg",
      "-q:v",
      String(quality),
      "-update",
      "1",
      ...QUIET_MUX,
      og,
    ]),
  );
  record(og, "mjpeg", `q:v ${q}, yuvj420p`);
}

// ---------------------------------------------------------------- example-film thumbnails (640x360)

const TW = 640;
const TH = 360;

function thumbFrame(
  id: string,
  inner: string,
  outer: string,
  body: string,
  seed: number,
  flakes = "#ffffff",
): string {
  const rnd = random(seed);
  let bokeh = "";
  for (let i = 0; i < 9; i++) {
    bokeh += `<circle cx="${n(rnd() * TW)}" cy="${n(rnd() * TH * 0.8)}" r="${n(14 + rnd() * 30)}" fill="#ffffff" opacity="${n(0.04 + rnd() * 0.06)}"/>`;
  }
  let snow = "";
  for (let i = 0; i < 46; i++) {
    snow += `<circle cx="${n(rnd() * TW)}" cy="${n(rnd() * TH)}" r="${n(1 + rnd() * 2.2)}" fill="${flakes}" opacity="${n(0.45 + rnd() * 0.5)}"/>`;
  }
  return svg(
    TW,
    TH,
    `<defs><radialGradient id="${id}" cx="320" cy="170" r="400" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>
<filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="6"/></filter></defs>
<rect width="${TW}" height="${TH}" fill="url(#${id})"/>${bokeh}${body}${snow}`,
  );
}

function ground(fill: string, shade: string): string {
  return (
    `<path d="M0,300 C140,282 260,296 360,302 S540,286 640,292 V360 H0Z" fill="${shade}"/>` +
    `<path d="M0,318 C160,300 300,318 420,322 S580,306 640,312 V360 H0Z" fill="${fill}"/>`
  );
}

function gift(x: number, y: number, w: number, h: number, box: string, ribbon: string, lid: string): string {
  const lidH = h * 0.22;
  const rw = w * 0.16;
  return `<rect x="${n(x)}" y="${n(y + lidH)}" width="${n(w)}" height="${n(h - lidH)}" rx="4" fill="${box}"/>
<rect x="${n(x - w * 0.05)}" y="${n(y)}" width="${n(w * 1.1)}" height="${n(lidH)}" rx="4" fill="${lid}"/>
<rect x="${n(x + w / 2 - rw / 2)}" y="${n(y)}" width="${n(rw)}" height="${n(h)}" fill="${ribbon}"/>
<path d="M${n(x + w / 2)},${n(y)} C${n(x + w * 0.2)},${n(y - h * 0.38)} ${n(x + w * 0.02)},${n(y - h * 0.06)} ${n(x + w / 2)},${n(y)} C${n(x + w * 0.8)},${n(y - h * 0.38)} ${n(x + w * 0.98)},${n(y - h * 0.06)} ${n(x + w / 2)},${n(y)}Z" fill="none" stroke="${ribbon}" stroke-width="${n(rw * 0.7)}" stroke-linejoin="round"/>
<circle cx="${n(x + w / 2)}" cy="${n(y)}" r="${n(rw * 0.55)}" fill="${ribbon}"/>`;
}

function snowflake(cx: number, cy: number, r: number, stroke: string, width: number, opacity = 1): string {
  let d = "";
  for (let i = 0; i < 6; i++) {
    const a = (i * Math.PI) / 3 - Math.PI / 2;
    const ex = cx + r * Math.cos(a);
    const ey = cy + r * Math.sin(a);
    d += `M${n(cx)},${n(cy)}L${n(ex)},${n(ey)}`;
    for (const [t, len] of [
      [0.5, 0.3],
      [0.75, 0.2],
    ] as const) {
      const bx = cx + r * t * Math.cos(a);
      const by = cy + r * t * Math.sin(a);
      for (const s of [-1, 1]) {
        const b = a + (s * Math.PI) / 4;
        d += `M${n(bx)},${n(by)}L${n(bx + r * len * Math.cos(b))},${n(by + r * len * Math.sin(b))}`;
      }
    }
  }
  return `<g opacity="${opacity}"><path d="${d}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" fill="none"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(width * 1.1)}" fill="${stroke}"/></g>`;
}

function bauble(
  x: number,
  top: number,
  len: number,
  r: number,
  color: string,
  light: string,
  band: string,
): string {
  const cy = top + len + r;
  return `<path d="M${x},${top} V${top + len}" stroke="#f3e6c8" stroke-width="2" opacity="0.8"/>
<circle cx="${x}" cy="${n(cy + 6)}" r="${r}" fill="#000" opacity="0.18" filter="url(#shadow)"/>
<circle cx="${x}" cy="${n(cy)}" r="${r}" fill="${color}"/>
<path d="M${n(x - r)},${n(cy)} Q${x},${n(cy + r * 0.32)} ${n(x + r)},${n(cy)}" stroke="${band}" stroke-width="${n(r * 0.16)}" fill="none"/>
<path d="M${n(x - r * 0.86)},${n(cy - r * 0.45)} Q${x},${n(cy - r * 0.15)} ${n(x + r * 0.86)},${n(cy - r * 0.45)}" stroke="${band}" stroke-width="${n(r * 0.07)}" fill="none" opacity="0.8"/>
<ellipse cx="${n(x - r * 0.38)}" cy="${n(cy - r * 0.42)}" rx="${n(r * 0.22)}" ry="${n(r * 0.13)}" fill="${light}" opacity="0.75" transform="rotate(-35 ${n(x - r * 0.38)} ${n(cy - r * 0.42)})"/>
<rect x="${n(x - r * 0.22)}" y="${n(top + len - 4)}" width="${n(r * 0.44)}" height="${n(r * 0.2 + 4)}" rx="2" fill="#e6c15a"/>
<circle cx="${x}" cy="${top + len - 4}" r="4" fill="none" stroke="#e6c15a" stroke-width="2"/>`;
}

/** A pine garland along the top edge, with little lights. */
function garland(): string {
  let out = "";
  const lights = ["#ffd166", "#ff5f8f", "#3fd0c9", "#ffffff"];
  for (let x = -10; x <= 650; x += 13) {
    const y = 6 + 7 * Math.sin((x / 640) * Math.PI);
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="15" fill="${x % 26 === 3 ? "#1f5e3d" : "#24704a"}"/>`;
  }
  for (let i = 0; i < 12; i++) {
    const x = 26 + i * 53;
    const y = 18 + 7 * Math.sin((x / 640) * Math.PI);
    const c = lights[i % lights.length] ?? "#fff";
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="7" fill="${c}" opacity="0.35"/><circle cx="${n(x)}" cy="${n(y)}" r="3.5" fill="${c}"/>`;
  }
  return out;
}

function examples(): string[] {
  // 1 red: a pile of presents
  const red = thumbFrame(
    "bg",
    "#e24a45",
    "#7d0f1f",
    `${ground("#fbeef0", "#f2c9cf")}
<ellipse cx="322" cy="318" rx="200" ry="16" fill="#6d0c1a" opacity="0.25" filter="url(#shadow)"/>
${gift(222, 176, 150, 140, "#f6c244", "#c3162e", "#ffd766")}
${gift(362, 232, 104, 84, "#2f9a5a", "#ffffff", "#3bb26b")}
${gift(160, 250, 74, 66, "#ffffff", "#2f9a5a", "#f4f1ea")}
${sparkle(470, 120, 16, "#ffe9a8")}${sparkle(150, 140, 11, "#ffe9a8", 0.85)}${sparkle(540, 200, 8, "#ffffff", 0.8)}`,
    1,
  );

  // 2 green: a decorated tree
  const tiers: [number, number, number][] = [
    [196, 298, 142],
    [140, 250, 120],
    [84, 190, 90],
  ];
  const tree = tiers
    .map(
      ([apex, bottom, half]) =>
        `<path d="M320,${apex} L${320 + half},${bottom} Q320,${bottom + 12} ${320 - half},${bottom}Z" fill="#33b066"/>` +
        `<path d="M320,${apex} L${320 + half},${bottom} Q${320 + half / 2},${bottom + 9} 320,${bottom + 6}Z" fill="#27924f"/>`,
    )
    .join("");
  const ornaments = (
    [
      [318, 136, "#ffffff"],
      [292, 170, "#e5383b"],
      [350, 178, "#ffd166"],
      [246, 234, "#ffd166"],
      [300, 222, "#ff8fab"],
      [362, 236, "#e5383b"],
      [404, 240, "#ffffff"],
      [214, 290, "#e5383b"],
      [270, 280, "#ffffff"],
      [336, 292, "#ffd166"],
      [396, 282, "#ff8fab"],
      [438, 290, "#e5383b"],
    ] as const
  )
    .map(
      ([x, y, c]) =>
        `<circle cx="${x}" cy="${y}" r="7" fill="${c}"/><circle cx="${x - 2}" cy="${y - 2}" r="2" fill="#fff" opacity="0.6"/>`,
    )
    .join("");
  const green = thumbFrame(
    "bg",
    "#247a4a",
    "#072a18",
    `${ground("#f2f8f3", "#cfe6d6")}
<ellipse cx="320" cy="318" rx="150" ry="12" fill="#062715" opacity="0.3" filter="url(#shadow)"/>
<rect x="306" y="290" width="28" height="28" fill="#6b4226"/>
${tree}
<path d="M268,158 Q320,176 374,150 M232,214 Q320,236 414,202 M202,270 Q320,292 450,258" stroke="#ffe08a" stroke-width="3.5" fill="none" stroke-dasharray="0.1 10" stroke-linecap="round"/>
${ornaments}
<circle cx="320" cy="78" r="30" fill="#ffd166" opacity="0.25"/>
<polygon points="${starPoints(320, 80, 26, 11)}" fill="#ffd166" stroke="#ffd166" stroke-width="3" stroke-linejoin="round"/>
${gift(188, 276, 52, 42, "#e5383b", "#ffd166", "#f04a4d")}${gift(398, 284, 44, 34, "#ffd166", "#e5383b", "#ffdf85")}`,
    3,
  );

  // 3 gold: a big glowing star over a sunburst
  let rays = "";
  for (let i = 0; i < 18; i++) {
    const a0 = (i * 2 * Math.PI) / 18;
    const a1 = a0 + Math.PI / 18;
    rays += `<path d="M320,170 L${n(320 + 700 * Math.cos(a0))},${n(170 + 700 * Math.sin(a0))} L${n(320 + 700 * Math.cos(a1))},${n(170 + 700 * Math.sin(a1))}Z" fill="#fff3c4" opacity="0.16"/>`;
  }
  const gold = thumbFrame(
    "bg",
    "#ffd36e",
    "#b9730f",
    `${rays}
<circle cx="320" cy="172" r="118" fill="#fff6d6" opacity="0.25"/>
<circle cx="320" cy="172" r="92" fill="#fff6d6" opacity="0.25"/>
<polygon points="${starPoints(320, 184, 98, 42)}" fill="#a3610c" opacity="0.3" filter="url(#shadow)"/>
<polygon points="${starPoints(320, 176, 96, 41)}" fill="#fffaf0" stroke="#fffaf0" stroke-width="14" stroke-linejoin="round"/>
<polygon points="${starPoints(320, 176, 62, 27)}" fill="#ffe39a" stroke="#ffe39a" stroke-width="8" stroke-linejoin="round"/>
${sparkle(140, 92, 18, "#fffaf0")}${sparkle(508, 86, 13, "#fffaf0")}${sparkle(520, 262, 20, "#fffaf0")}${sparkle(118, 270, 12, "#fffaf0")}
${ground("#fff8e7", "#f6dca0")}`,
    5,
    "#fffaf0",
  );

  // 4 blue: snowflakes
  const blue = thumbFrame(
    "bg",
    "#4f8fe6",
    "#132f7a",
    `${snowflake(320, 168, 92, "#ffffff", 8)}
${snowflake(140, 108, 46, "#dbe9ff", 5, 0.9)}${snowflake(500, 96, 38, "#dbe9ff", 4, 0.85)}
${snowflake(528, 246, 30, "#ffffff", 4, 0.8)}${snowflake(96, 262, 26, "#dbe9ff", 3.5, 0.7)}
${snowflake(232, 40, 16, "#ffffff", 2.5, 0.6)}${snowflake(420, 44, 14, "#ffffff", 2.5, 0.6)}
${ground("#f3f8ff", "#c7dcfa")}`,
    7,
  );

  // 5 purple: hanging baubles
  const purple = thumbFrame(
    "bg",
    "#8e4fd1",
    "#2d0f5c",
    `${garland()}
${bauble(180, 10, 70, 52, "#ffc94d", "#fff6d0", "#e89a1c")}
${bauble(330, 10, 128, 66, "#ff5f8f", "#ffe0ea", "#ffd166")}
${bauble(476, 10, 50, 46, "#3fd0c9", "#e6fffd", "#ffffff")}
${sparkle(86, 250, 14, "#ffe9a8")}${sparkle(566, 210, 12, "#ffe9a8")}${sparkle(250, 282, 9, "#ffffff", 0.8)}${sparkle(420, 300, 11, "#ffe9a8", 0.9)}`,
    9,
  );

  // 6 teal: a snowman
  const teal = thumbFrame(
    "bg",
    "#25b3a8",
    "#0a4b55",
    `${ground("#f4fbfb", "#c6ebe8")}
<ellipse cx="320" cy="322" rx="110" ry="12" fill="#063a40" opacity="0.3" filter="url(#shadow)"/>
<circle cx="320" cy="262" r="66" fill="#cfe9ec"/><circle cx="314" cy="256" r="60" fill="#ffffff"/>
<circle cx="320" cy="170" r="48" fill="#cfe9ec"/><circle cx="315" cy="165" r="43" fill="#ffffff"/>
<circle cx="320" cy="96" r="36" fill="#cfe9ec"/><circle cx="316" cy="92" r="32" fill="#ffffff"/>
<rect x="284" y="50" width="72" height="10" rx="4" fill="#24303a"/>
<rect x="296" y="14" width="48" height="40" rx="5" fill="#24303a"/>
<rect x="296" y="40" width="48" height="8" fill="#e5383b"/>
<circle cx="308" cy="90" r="4.5" fill="#24303a"/><circle cx="332" cy="90" r="4.5" fill="#24303a"/>
<path d="M318,100 L352,108 L318,110Z" fill="#f28c28"/>
<path d="M300,116 Q320,124 340,116" stroke="#24303a" stroke-width="4" stroke-linecap="round" stroke-dasharray="0.1 8" fill="none"/>
<path d="M278,128 Q320,146 362,128 L364,142 Q320,160 276,142Z" fill="#e5383b"/>
<path d="M338,140 L350,196 L332,198 L326,146Z" fill="#c81f2f"/>
<circle cx="320" cy="166" r="5" fill="#24303a"/><circle cx="320" cy="188" r="5" fill="#24303a"/><circle cx="320" cy="240" r="6" fill="#24303a"/>
<path d="M276,162 L214,120 M236,134 l-6,-20 M236,134 l-20,4" stroke="#6b4226" stroke-width="5" stroke-linecap="round"/>
<path d="M364,162 L430,128 M410,138 l4,-20 M410,138 l20,6" stroke="#6b4226" stroke-width="5" stroke-linecap="round"/>
${sparkle(118, 96, 14, "#ffffff")}${sparkle(532, 120, 11, "#ffffff", 0.9)}`,
    11,
  );
  return [red, green, gold, blue, purple, teal];
}

// ---------------------------------------------------------------- icons

function faviconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="31" fill="#d42a36"/><polygon points="${starPoints(32, 34, 21, 9)}" fill="#fff" stroke="#fff" stroke-width="3" stroke-linejoin="round"/></svg>\n`;
}

// ---------------------------------------------------------------- main

function main(): void {
  fs.mkdirSync(MEDIA, { recursive: true });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "make-media-"));
  try {
    const master = renderMaster(tmp);
    encodeHero(master, tmp);
    encodePosters(master, tmp);
    encodeOg(master);

    examples().forEach((text, i) => {
      const png = path.join(tmp, `example-${i + 1}.png`);
      rasterize(text, png);
      encodeWebp(png, path.join(MEDIA, `example-${i + 1}.webp`), LIMITS.example, null, "drawing");
    });

    const favicon = path.join(PUBLIC, "favicon.svg");
    fs.writeFileSync(favicon, faviconSvg());
    if (size(favicon) > LIMITS.favicon) throw new Error("favicon.svg is over 1 KB");
    record(favicon, "hand-written SVG", "-");

    // iOS fills transparent corners with black, so the touch icon is the favicon on a full-bleed red square.
    const touch = path.join(PUBLIC, "apple-touch-icon.png");
    ffmpeg([
      "-f",
      "lavfi",
      "-i",
      "color=c=0xb81f2c:s=180x180",
      "-width",
      "164",
      "-height",
      "164",
      "-i",
      favicon,
      "-filter_complex",
      "[1:v]unpremultiply=inplace=1[icon];[0:v][icon]overlay=8:8:format=rgb,format=rgb24",
      "-frames:v",
      "1",
      "-c:v",
      "png",
      "-compression_level",
      "9",
      "-update",
      "1",
      ...QUIET_MUX,
      touch,
    ]);
    record(touch, "png (librsvg-rasterized favicon.svg)", "compression 9");
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }

  console.log("wrote:");
  for (const { file, encoder, setting } of written) {
    const dims = file.endsWith(".svg")
      ? "vector"
      : (({ width, height }) => `${width}x${height}`)(probe(file));
    const kb = (size(file) / KB).toFixed(1).padStart(7);
    console.log(
      `  ${path.relative(ROOT, file).padEnd(36)} ${kb} KB  ${dims.padEnd(9)} ${encoder} (${setting})`,
    );
  }
}

main();
