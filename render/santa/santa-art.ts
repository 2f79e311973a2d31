// Santa drawn as SVG in the footage's style (flat shapes, soft gradients), in layers: the body and desk
// are laid on each personal scene's art when a template is prepared; the head, the face (eyes, mouth,
// moustache) and the pointing hand move on top of it while he speaks (render/scenes/card-args.ts).
import { FILM } from "../ffmpeg/encoder-settings.ts";
import { type Box, format, radial, scatter, vertical } from "#art/svg.ts";
import { DESK_TOP, FACE_BOX, HAND_BOX, HEAD_BOX, MOUTH_BOX } from "./santa-layout.ts";
import type { Eyes, Mouth } from "./mouth-shapes.ts";

const COAT = "#c62828";
const COAT_SHADE = "#8e1b1b";
const FUR = "#f7f4ee";
const FUR_SHADE = "#d8d3c8";
const SKIN = "#f2c4a2";
const CHEEK = "#e8968a";
const INK = "#3b2314";

/** An SVG of exactly `box`, drawn in film coordinates: every layer shares one coordinate space. */
function layer(box: Box, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${box.width}" height="${box.height}" viewBox="${box.x} ${box.y} ${box.width} ${box.height}">${body}</svg>`;
}

function mitten(x: number, y: number): string {
  return (
    `<ellipse cx="${x}" cy="${y}" rx="58" ry="44" fill="${SKIN}"/>` +
    `<ellipse cx="${x - 6}" cy="${y - 10}" rx="40" ry="22" fill="#f7d2b6" opacity="0.7"/>` +
    `<rect x="${x - 70}" y="${y + 22}" width="140" height="40" rx="18" fill="${FUR}"/>`
  );
}

/** Santa's body behind his desk, his left hand resting on it, and the desk: transparent elsewhere. */
export function santaAtDeskSvg(): string {
  const W = FILM.width;
  const H = FILM.height;
  const defs = `<defs>${vertical("coat", [
    [0, "#d63a3a"],
    [1, COAT_SHADE],
  ])}${vertical("desk", [
    [0, "#7a4a26"],
    [1, "#4a2a14"],
  ])}${radial("lamp", [
    [0, "#ffe9a8", 0.35],
    [1, "#ffe9a8", 0],
  ])}</defs>`;
  const body =
    // The warm light of his desk lamp behind him.
    `<ellipse cx="380" cy="520" rx="520" ry="480" fill="url(#lamp)"/>` +
    // Shoulders and coat, wider than the head, down behind the desk.
    `<path d="M70 ${DESK_TOP + 20} Q 60 640 180 590 Q 380 520 580 590 Q 700 640 690 ${DESK_TOP + 20} Z" fill="url(#coat)"/>` +
    // The coat's fur front, mostly hidden by the beard.
    `<rect x="350" y="600" width="60" height="${DESK_TOP - 580}" fill="${FUR}"/>` +
    `<rect x="70" y="${DESK_TOP - 70}" width="620" height="34" fill="#2b1a10"/>` +
    `<rect x="345" y="${DESK_TOP - 76}" width="70" height="46" rx="6" fill="#e2b23a"/>` +
    // His left arm, bent, the hand on the desk.
    `<path d="M110 620 Q 40 720 120 ${DESK_TOP - 10} L 250 ${DESK_TOP - 10} Q 200 740 210 640 Z" fill="${COAT}"/>` +
    mitten(200, DESK_TOP - 20) +
    // The desk, in front of all of him.
    `<rect x="0" y="${DESK_TOP}" width="900" height="${H - DESK_TOP}" fill="url(#desk)"/>` +
    `<rect x="0" y="${DESK_TOP}" width="900" height="18" fill="#9a6236"/>` +
    `<rect x="0" y="${DESK_TOP + 18}" width="900" height="6" fill="#3a200e" opacity="0.6"/>` +
    // A candle and an inkwell with its quill on the desk.
    `<rect x="40" y="${DESK_TOP - 90}" width="34" height="90" rx="6" fill="#fff3d6"/>` +
    `<path d="M57 ${DESK_TOP - 130} q 14 20 0 38 q -14 -18 0 -38 Z" fill="#ffb43a"/>` +
    `<ellipse cx="770" cy="${DESK_TOP - 22}" rx="40" ry="24" fill="#1d2a44"/>` +
    `<path d="M770 ${DESK_TOP - 40} Q 800 ${DESK_TOP - 140} 850 ${DESK_TOP - 210}" stroke="#f4efe4" stroke-width="12" fill="none" stroke-linecap="round"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs}${body}</svg>`;
}

/**
 * Santa's study, where he talks between the footage's scenes: a warm room, a big window on the snowy
 * village at night, a garland and a little tree. Santa at his desk is laid over its left side.
 */
export function studySvg(): string {
  const W = FILM.width;
  const H = FILM.height;
  const stars = scatter(40, 17, { x: 1130, y: 150, width: 540, height: 400 })
    .map(
      ({ x, y, size, glow }) =>
        `<circle cx="${format(x)}" cy="${format(y)}" r="${format(1.5 + size * 2.5)}" fill="#fff8d6" opacity="${format(0.4 + glow * 0.6)}"/>`,
    )
    .join("");
  const defs = `<defs>${vertical("wall", [
    [0, "#5a1a1a"],
    [1, "#3a0f12"],
  ])}${vertical("night", [
    [0, "#0b1440"],
    [1, "#2b3a7a"],
  ])}</defs>`;
  const body =
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>` +
    Array.from(
      { length: 24 },
      (_, i) => `<rect x="${i * 80 + 30}" y="0" width="14" height="${H}" fill="#000000" opacity="0.06"/>`,
    ).join("") +
    // The window: night sky, stars, the village's snowy roofs and lit windows.
    `<path d="M1100 740 V 300 Q 1100 110 1400 110 Q 1700 110 1700 300 V 740 Z" fill="url(#night)"/>` +
    stars +
    `<path d="M1100 640 L 1180 580 L 1260 640 L 1330 560 L 1420 640 L 1500 590 L 1580 640 L 1640 600 L 1700 640 V 740 H 1100 Z" fill="#e8f1ff"/>` +
    `<g fill="#ffd166"><rect x="1170" y="650" width="22" height="26"/><rect x="1320" y="655" width="22" height="26"/><rect x="1490" y="650" width="22" height="26"/></g>` +
    `<path d="M1100 740 V 300 Q 1100 110 1400 110 Q 1700 110 1700 300 V 740 Z" fill="none" stroke="#7a4a26" stroke-width="28"/>` +
    `<path d="M1400 120 V 740 M1100 420 H 1700" stroke="#7a4a26" stroke-width="16"/>` +
    `<rect x="1070" y="740" width="660" height="36" rx="8" fill="#9a6236"/>` +
    // A garland along the top, with its lights.
    `<path d="M0 40 Q 480 140 960 50 Q 1440 140 1920 40" stroke="#1f7a3a" stroke-width="34" fill="none"/>` +
    [120, 360, 600, 840, 1080, 1320, 1560, 1800]
      .map(
        (x, i) =>
          `<circle cx="${x}" cy="${74 + (i % 2) * 18}" r="12" fill="${["#ff5a5a", "#ffd166", "#7bdff2", "#b2f7a1"][i % 4]}"/>`,
      )
      .join("") +
    // Wooden panelling below the window, and a little tree in the corner.
    `<rect x="0" y="${DESK_TOP + 40}" width="${W}" height="${H - DESK_TOP - 40}" fill="#4a2a14"/>` +
    `<g fill="#1f7a3a"><path d="M1820 980 l 90 -260 l 90 260 Z" transform="translate(-90 0)"/><path d="M1820 860 l 70 -200 l 70 200 Z" transform="translate(-70 0)"/></g>` +
    `<rect x="1800" y="980" width="40" height="60" fill="#5a3a1a"/>` +
    `<circle cx="1820" cy="650" r="16" fill="#ffd166"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs}${body}</svg>`;
}

/** The head without eyes or mouth: hat, hair, face, nose, cheeks, eyebrows and beard. */
export function headSvg(): string {
  const defs = `<defs>${vertical("hat", [
    [0, "#d63a3a"],
    [1, "#a52020"],
  ])}${vertical("beard", [
    [0, FUR],
    [1, FUR_SHADE],
  ])}</defs>`;
  const body =
    // Hair at the sides, behind the face.
    `<ellipse cx="262" cy="420" rx="62" ry="90" fill="${FUR}"/>` +
    `<ellipse cx="498" cy="420" rx="62" ry="90" fill="${FUR}"/>` +
    `<ellipse cx="380" cy="395" rx="118" ry="128" fill="${SKIN}"/>` +
    // The beard, from cheek to cheek down over the chest.
    `<path d="M250 430 Q 250 520 290 600 Q 330 690 380 715 Q 430 690 470 600 Q 510 520 510 430 Q 470 500 380 500 Q 290 500 250 430 Z" fill="url(#beard)"/>` +
    `<path d="M300 560 q 10 40 30 70 M380 600 q 0 50 0 90 M460 560 q -10 40 -30 70" stroke="${FUR_SHADE}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `<circle cx="318" cy="428" r="24" fill="${CHEEK}" opacity="0.75"/>` +
    `<circle cx="442" cy="428" r="24" fill="${CHEEK}" opacity="0.75"/>` +
    `<ellipse cx="380" cy="425" rx="24" ry="20" fill="#e9a184"/>` +
    // Bushy eyebrows.
    `<path d="M305 345 q 30 -26 62 -4 q -30 -8 -62 14 Z" fill="${FUR}" stroke="${FUR_SHADE}" stroke-width="2"/>` +
    `<path d="M455 345 q -30 -26 -62 -4 q 30 -8 62 14 Z" fill="${FUR}" stroke="${FUR_SHADE}" stroke-width="2"/>` +
    // The hat, flopping to his left, with its pom-pom and fur band.
    `<path d="M262 300 Q 300 150 420 140 Q 540 140 590 250 Q 560 230 520 240 Q 500 280 500 300 Z" fill="url(#hat)"/>` +
    `<circle cx="585" cy="262" r="34" fill="${FUR}"/>` +
    `<rect x="240" y="282" width="282" height="56" rx="28" fill="${FUR}"/>` +
    `<rect x="240" y="318" width="282" height="20" rx="10" fill="${FUR_SHADE}" opacity="0.6"/>`;
  return layer(HEAD_BOX, defs + body);
}

const EYE_LEFT = { x: 338, y: 378 };
const EYE_RIGHT = { x: 422, y: 378 };

function eye(at: { x: number; y: number }, eyes: Eyes): string {
  if (eyes === "closed")
    return `<path d="M${at.x - 17} ${at.y} q 17 12 34 0" stroke="${INK}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  const open =
    `<ellipse cx="${at.x}" cy="${at.y}" rx="15" ry="18" fill="#ffffff"/>` +
    `<circle cx="${at.x + 2}" cy="${at.y + 3}" r="9" fill="#3a5f8a"/>` +
    `<circle cx="${at.x + 2}" cy="${at.y + 3}" r="5" fill="${INK}"/>` +
    `<circle cx="${at.x + 5}" cy="${at.y - 1}" r="3" fill="#ffffff"/>`;
  if (eyes === "open") return open;
  // Half: the lid, in skin, over the top of the eye.
  return open + `<rect x="${at.x - 18}" y="${at.y - 20}" width="36" height="20" fill="${SKIN}"/>`;
}

const MOUTH_CENTRE = { x: MOUTH_BOX.x + MOUTH_BOX.width / 2, y: 484 };

/** The mouth's opening, drawn under the moustache: wider for "ee", taller for "ah", round for "oh"/"oo". */
function mouth(shape: Mouth): string {
  const { x, y } = MOUTH_CENTRE;
  const opening = (rx: number, ry: number, extra = "") =>
    `<ellipse cx="${x}" cy="${y + ry / 2}" rx="${rx}" ry="${ry}" fill="#6b1f1f"/>${extra}` +
    `<ellipse cx="${x}" cy="${y + ry / 2}" rx="${rx}" ry="${ry}" fill="none" stroke="#b5524a" stroke-width="4"/>`;
  switch (shape) {
    case "closed":
      return `<path d="M${x - 26} ${y + 4} q 26 10 52 0" stroke="#b5524a" stroke-width="6" fill="none" stroke-linecap="round"/>`;
    case "mm":
      return opening(24, 6);
    case "ee":
      return opening(
        36,
        11,
        `<rect x="${x - 28}" y="${y - 4}" width="56" height="7" rx="3" fill="#ffffff"/>`,
      );
    case "ah":
      return opening(30, 24, `<ellipse cx="${x}" cy="${y + 26}" rx="16" ry="8" fill="#d9686a"/>`);
    case "oh":
      return opening(21, 19);
    case "oo":
      return opening(13, 13);
  }
}

/** Eyes, mouth and moustache in one sprite, so the head's layer stays one picture for the whole film. */
export function faceSvg(eyes: Eyes, shape: Mouth): string {
  const moustache =
    `<path d="M380 458 Q 340 440 300 462 Q 286 484 312 488 Q 350 486 380 470 Q 410 486 448 488 Q 474 484 460 462 Q 420 440 380 458 Z" fill="${FUR}"/>` +
    `<path d="M318 478 q 30 0 58 -12 M442 478 q -30 0 -58 -12" stroke="${FUR_SHADE}" stroke-width="4" fill="none"/>`;
  return layer(FACE_BOX, eye(EYE_LEFT, eyes) + eye(EYE_RIGHT, eyes) + mouth(shape) + moustache);
}

/** His right hand in its sleeve, raised a little towards the page he is talking about. */
export function handSvg(): string {
  const { x, y } = HAND_BOX;
  return layer(
    HAND_BOX,
    `<path d="M${x} ${y + 40} Q ${x + 90} ${y + 10} ${x + 150} ${y + 70} L ${x + 120} ${y + 150} Q ${x + 70} ${y + 110} ${x + 10} ${y + 150} Z" fill="${COAT}"/>` +
      `<rect x="${x + 110}" y="${y + 55}" width="46" height="100" rx="20" fill="${FUR}" transform="rotate(-20 ${x + 133} ${y + 105})"/>` +
      mitten(x + 172, y + 120).replace(/<rect[^>]*>$/, "") +
      `<ellipse cx="${x + 210}" cy="${y + 96}" rx="14" ry="26" fill="${SKIN}" transform="rotate(35 ${x + 210} ${y + 96})"/>`,
  );
}
