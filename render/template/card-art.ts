// Our own drawn backgrounds for the personal cards, as SVG (rasterised by sharp when a template is prepared).
// Each leaves the area its scene writes into (see scenes/card-layout.ts) calm enough to read text on;
// Santa and his desk are laid over the left of every one when the template is prepared.
import { FILM } from "../ffmpeg/encoder-settings.ts";
import { seeded } from "#art/svg.ts";
import type { ArtPlaceholder } from "../manifest/manifest-schema.ts";
import { BOOK_PAGE, PHOTO_BOX } from "../scenes/photo-motion.ts";
import { PORTRAIT_BOX } from "#art/child-portrait.ts";

const W = FILM.width;
const H = FILM.height;

/** Deterministic stars: the same art on every machine. */
function stars(count: number, seed: number, colour = "#fff8d6"): string {
  const next = seeded(seed);
  let out = "";
  for (let i = 0; i < count; i += 1) {
    const r = 1.5 + next() * 3.5;
    out += `<circle cx="${(next() * W).toFixed(0)}" cy="${(next() * H).toFixed(0)}" r="${r.toFixed(1)}" fill="${colour}" opacity="${(0.4 + next() * 0.6).toFixed(2)}"/>`;
  }
  return out;
}

function sky(top: string, bottom: string): string {
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#sky)"/>`;
}

function snowHills(): string {
  return `<path d="M0 900 Q 300 820 640 880 T 1280 870 T 1920 860 V 1080 H 0 Z" fill="#e8f1ff"/><path d="M0 980 Q 480 900 960 960 T 1920 950 V 1080 H 0 Z" fill="#ffffff"/>`;
}

function holly(x: number, y: number, flip: number): string {
  return `<g transform="translate(${x} ${y}) scale(${flip} 1)"><path d="M0 0 q 60 -50 120 0 q -60 20 -120 0 Z" fill="#1f7a3a"/><path d="M0 0 q 50 -90 40 -130 q -40 60 -40 130 Z" fill="#2e8f47"/><circle cx="10" cy="-10" r="14" fill="#d62828"/><circle cx="32" cy="0" r="12" fill="#b81d1d"/></g>`;
}

/** Each card is a page on the right of the frame: Santa sits at his desk on the left (santa/santa-layout.ts). */
const ART: Record<ArtPlaceholder, () => string> = {
  title: () =>
    sky("#0b1440", "#3b2a6b") +
    stars(140, 7) +
    snowHills() +
    // The Nice List's page, the child's portrait at its head.
    `<rect x="880" y="40" width="980" height="1000" rx="30" fill="#fbf3dc"/>` +
    `<rect x="904" y="64" width="932" height="952" rx="20" fill="none" stroke="#c0392b" stroke-width="6" stroke-dasharray="30 18"/>` +
    holly(850, 70, 1) +
    holly(1890, 70, -1) +
    // The oval the child's portrait is drawn into (art/child-portrait.ts), in a gold frame.
    `<ellipse cx="${PORTRAIT_BOX.x + PORTRAIT_BOX.width / 2}" cy="${PORTRAIT_BOX.y + PORTRAIT_BOX.height / 2}" rx="${PORTRAIT_BOX.width / 2 + 12}" ry="${PORTRAIT_BOX.height / 2 + 12}" fill="#f4c95d"/>`,
  // The magic book, open: its right page holds the photo and turns (scenes/page-turn.ts) to the next.
  "photo-frame": () =>
    sky("#7a1020", "#4a0812") +
    stars(60, 11, "#f4c95d") +
    // The cover, and the pages beneath the open one seen at its edge.
    `<rect x="${BOOK_PAGE.x - 40}" y="${BOOK_PAGE.y - 26}" width="${BOOK_PAGE.width + 70}" height="${BOOK_PAGE.height + 52}" rx="18" fill="#5a1a12"/>` +
    `<rect x="${BOOK_PAGE.x - 30}" y="${BOOK_PAGE.y - 16}" width="${BOOK_PAGE.width + 50}" height="${BOOK_PAGE.height + 32}" rx="12" fill="none" stroke="#f4c95d" stroke-width="4"/>` +
    [18, 12, 6]
      .map(
        (edge, at) =>
          `<rect x="${BOOK_PAGE.x}" y="${BOOK_PAGE.y + edge / 2}" width="${BOOK_PAGE.width + edge}" height="${BOOK_PAGE.height}" rx="6" fill="${["#d9c9a0", "#e6d8b2", "#efe3c2"][at]}"/>`,
      )
      .join("") +
    // A ribbon bookmark, its tail hanging out under the pages.
    `<path d="M${BOOK_PAGE.x + 820} ${BOOK_PAGE.y} h 34 v ${BOOK_PAGE.height + 110} l -17 -24 l -17 24 Z" fill="#c0392b"/>` +
    // The page itself, darker towards the spine, and the photo's gold mount.
    `<defs><linearGradient id="spine" x1="0" x2="1"><stop offset="0" stop-color="#b89b64"/><stop offset="0.08" stop-color="#f6ebcc"/><stop offset="1" stop-color="#fbf3dc"/></linearGradient></defs>` +
    `<rect x="${BOOK_PAGE.x}" y="${BOOK_PAGE.y}" width="${BOOK_PAGE.width}" height="${BOOK_PAGE.height}" rx="6" fill="url(#spine)"/>` +
    `<rect x="${PHOTO_BOX.x - 10}" y="${PHOTO_BOX.y - 10}" width="${PHOTO_BOX.width + 20}" height="${PHOTO_BOX.height + 20}" rx="4" fill="#d4a84a"/>` +
    `<rect x="${PHOTO_BOX.x}" y="${PHOTO_BOX.y}" width="${PHOTO_BOX.width}" height="${PHOTO_BOX.height}" fill="#3a2a10"/>` +
    // Holly on the cover only: anything on the page would turn with it.
    holly(BOOK_PAGE.x - 30, BOOK_PAGE.y - 30, 1),
  "magic-book": () =>
    sky("#2a1a4a", "#13203f") +
    stars(90, 23) +
    `<path d="M860 200 Q 1115 160 1370 215 Q 1625 160 1880 200 L 1880 900 Q 1625 860 1370 920 Q 1115 860 860 900 Z" fill="#6b3d1f"/>` +
    `<path d="M880 218 Q 1120 182 1362 230 L 1362 898 Q 1120 858 880 882 Z" fill="#fbf3dc"/>` +
    `<path d="M1378 230 Q 1620 182 1860 218 L 1860 882 Q 1620 858 1378 898 Z" fill="#f6ebcc"/>` +
    `<path d="M1370 222 L 1370 910" stroke="#8a5a30" stroke-width="6"/>` +
    `<g fill="none" stroke="#d4a84a" stroke-width="4" opacity="0.7"><circle cx="1115" cy="780" r="50"/><path d="M1520 760 l 40 -70 l 40 70 l 40 -70 l 40 70"/></g>`,
  list: () =>
    sky("#0f4d2e", "#08301c") +
    stars(50, 31, "#f4c95d") +
    `<rect x="880" y="70" width="980" height="940" rx="40" fill="#fbf3dc"/>` +
    `<rect x="906" y="96" width="928" height="888" rx="28" fill="none" stroke="#c0392b" stroke-width="6" stroke-dasharray="30 18"/>` +
    holly(850, 90, 1) +
    holly(1890, 90, -1),
  message: () =>
    sky("#13203f", "#0b1440") +
    stars(120, 43) +
    `<rect x="870" y="90" width="1000" height="900" rx="20" fill="#fffaf0"/>` +
    `<rect x="870" y="90" width="1000" height="24" fill="#c0392b"/>` +
    `<circle cx="1790" cy="920" r="46" fill="#b81d1d"/><circle cx="1790" cy="920" r="30" fill="none" stroke="#7a1020" stroke-width="6"/>`,
  closing: () =>
    sky("#050a24", "#1b2a5a") +
    stars(220, 59) +
    `<circle cx="1580" cy="210" r="110" fill="#fff4c2"/><circle cx="1620" cy="180" r="100" fill="#0a1232"/>` +
    snowHills() +
    `<g fill="#1f7a3a"><path d="M1000 930 l 70 -200 l 70 200 Z"/><path d="M1600 930 l 70 -200 l 70 200 Z"/><path d="M1740 940 l 50 -150 l 50 150 Z"/></g>`,
};

export function cardArtSvg(kind: ArtPlaceholder): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${ART[kind]()}</svg>`;
}
