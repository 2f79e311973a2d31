// The pieces of the example-film thumbnails (640x360): the framed background, ground, gift, snowflake, bauble, garland.
import { format as n, seeded, svg } from "./svg.ts";

const TW = 640;
const TH = 360;

export function thumbFrame(
  id: string,
  inner: string,
  outer: string,
  body: string,
  seed: number,
  flakes = "#ffffff",
): string {
  const rnd = seeded(seed);
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

export function ground(fill: string, shade: string): string {
  return (
    `<path d="M0,300 C140,282 260,296 360,302 S540,286 640,292 V360 H0Z" fill="${shade}"/>` +
    `<path d="M0,318 C160,300 300,318 420,322 S580,306 640,312 V360 H0Z" fill="${fill}"/>`
  );
}

export function gift(
  x: number,
  y: number,
  w: number,
  h: number,
  box: string,
  ribbon: string,
  lid: string,
): string {
  const lidH = h * 0.22;
  const rw = w * 0.16;
  return `<rect x="${n(x)}" y="${n(y + lidH)}" width="${n(w)}" height="${n(h - lidH)}" rx="4" fill="${box}"/>
<rect x="${n(x - w * 0.05)}" y="${n(y)}" width="${n(w * 1.1)}" height="${n(lidH)}" rx="4" fill="${lid}"/>
<rect x="${n(x + w / 2 - rw / 2)}" y="${n(y)}" width="${n(rw)}" height="${n(h)}" fill="${ribbon}"/>
<path d="M${n(x + w / 2)},${n(y)} C${n(x + w * 0.2)},${n(y - h * 0.38)} ${n(x + w * 0.02)},${n(y - h * 0.06)} ${n(x + w / 2)},${n(y)} C${n(x + w * 0.8)},${n(y - h * 0.38)} ${n(x + w * 0.98)},${n(y - h * 0.06)} ${n(x + w / 2)},${n(y)}Z" fill="none" stroke="${ribbon}" stroke-width="${n(rw * 0.7)}" stroke-linejoin="round"/>
<circle cx="${n(x + w / 2)}" cy="${n(y)}" r="${n(rw * 0.55)}" fill="${ribbon}"/>`;
}

export function snowflake(
  cx: number,
  cy: number,
  r: number,
  stroke: string,
  width: number,
  opacity = 1,
): string {
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

export function bauble(
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
export function garland(): string {
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
