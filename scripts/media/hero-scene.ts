// The still layers of the hero scene (1280x720 design space): sky, landscape with cottage, glow, twinkle, vignette.
import { H, W } from "./config.ts";
import { format as n, pine, seeded, sparkle, svg } from "#art/svg.ts";

const STAR = { x: 848, y: 118 };
const COTTAGE = { x: 968, ground: 586 };

export function skySvg(): string {
  const rnd = seeded(7);
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

export function foregroundSvg(): string {
  const rnd = seeded(11);
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
export function glowSvg(): string {
  return svg(
    420,
    240,
    `<defs><radialGradient id="g" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffcf7a" stop-opacity="0.7"/><stop offset="0.35" stop-color="#ffb457" stop-opacity="0.28"/><stop offset="1" stop-color="#ff9a3d" stop-opacity="0"/></radialGradient></defs>
<ellipse cx="210" cy="120" rx="210" ry="120" fill="url(#g)"/>`,
  );
}
export const GLOW_POS = { x: COTTAGE.x - 210, y: COTTAGE.ground - 52 - 120 };

export function twinkleSvg(): string {
  return svg(
    32,
    32,
    `<defs><radialGradient id="t"><stop offset="0" stop-color="#fff" stop-opacity="0.7"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<circle cx="16" cy="16" r="9" fill="url(#t)"/>${sparkle(16, 16, 13, "#f4f0ff")}<circle cx="16" cy="16" r="1.6" fill="#fff"/>`,
  );
}
export const TWINKLES = [
  { x: 140, y: 70, f: 2, ph: 0.1 },
  { x: 372, y: 150, f: 1, ph: 0.55 },
  { x: 560, y: 48, f: 3, ph: 0.3 },
  { x: 1180, y: 92, f: 2, ph: 0.8 },
  { x: 1030, y: 250, f: 1, ph: 0.2 },
  { x: 650, y: 258, f: 2, ph: 0.65 },
  { x: 262, y: 300, f: 3, ph: 0.9 },
];

export function vignetteSvg(): string {
  return svg(
    W,
    H,
    `<defs><radialGradient id="v" cx="640" cy="380" r="820" gradientUnits="userSpaceOnUse" gradientTransform="translate(0 ${380 * 0.25}) scale(1 0.75)"><stop offset="0.45" stop-color="#03051a" stop-opacity="0"/><stop offset="1" stop-color="#03051a" stop-opacity="0.5"/></radialGradient></defs>
<rect width="${W}" height="${H}" fill="url(#v)"/>`,
  );
}
