// The child's portrait on the Nice List page of the title scene: a drawn child with the hair and eye
// colours the parent gave (domain/child-colours.ts reads them), or no hair for a bald child. One drawing
// for every age (decision 051 says why), drawn by the film (render/santa/portrait-art.ts) and shown
// beside the colours in the order form (app/features/order-form/portrait-picture.tsx; decision 072).
import { type Box, svg } from "./svg.ts";

export interface PortraitColours {
  /** The iris colour, `#rrggbb`. */
  eyes: string;
  /** The hair colour, `#rrggbb`, or null for a child with no hair. */
  hair: string | null;
}

/** The portrait's oval on the page, in film pixels (template/card-art.ts frames it). */
export const PORTRAIT_BOX: Box = { x: 1220, y: 90, width: 300, height: 380 };
const CX = PORTRAIT_BOX.x + PORTRAIT_BOX.width / 2;

const EYE_Y = 292;
const EYE_X = [CX - 44, CX + 44] as const;

/** Where the tests read the colours back from a frame: the left iris beside its pupil, and the fringe. */
export const PORTRAIT_SAMPLES = {
  eyes: { x: EYE_X[0] - 10, y: EYE_Y + 3 },
  hair: { x: CX + 10, y: 186 },
} as const;

const SKIN = "#f5cfb0";
const SKIN_SHADE = "#e7b592";
const INK = "#3b2314";

function eye(x: number, y: number, colour: string): string {
  return (
    `<ellipse cx="${x}" cy="${y}" rx="24" ry="26" fill="#ffffff"/>` +
    `<circle cx="${x}" cy="${y}" r="18" fill="${colour}"/>` +
    `<circle cx="${x}" cy="${y}" r="6" fill="${INK}"/>` +
    `<circle cx="${x + 7}" cy="${y - 8}" r="4" fill="#ffffff"/>` +
    `<ellipse cx="${x}" cy="${y}" rx="24" ry="26" fill="none" stroke="${INK}" stroke-width="3"/>`
  );
}

/** A full-frame SVG, transparent but for the portrait: laid over the title scene's art. */
export function childPortraitSvg(looks: PortraitColours): string {
  return svg(1920, 1080, portraitDrawing(looks));
}

/** The portrait alone, its oval's box as the whole picture: the same drawing, seen through a smaller window. */
export function childPortraitAloneSvg(looks: PortraitColours): string {
  const { x, y, width, height } = PORTRAIT_BOX;
  return svg(width, height, portraitDrawing(looks), `${x} ${y} ${width} ${height}`);
}

/** The drawing in film pixels, clipped to its oval. */
function portraitDrawing(looks: PortraitColours): string {
  const hairBack = looks.hair
    ? `<path d="M${CX - 118} 300 Q ${CX - 130} 140 ${CX} 130 Q ${CX + 130} 140 ${CX + 118} 300 L ${CX + 110} 380 Q ${CX} 350 ${CX - 110} 380 Z" fill="${looks.hair}"/>`
    : "";
  // The fringe: a solid sweep across the forehead, where the tests sample the hair's colour.
  const fringe = looks.hair
    ? `<path d="M${CX - 104} 250 Q ${CX - 100} 150 ${CX} 148 Q ${CX + 100} 150 ${CX + 104} 250 Q ${CX + 60} 196 ${CX - 10} 214 Q ${CX - 60} 226 ${CX - 104} 250 Z" fill="${looks.hair}"/>`
    : `<path d="M${CX - 60} 180 q 30 -14 60 -10" stroke="#ffffff" stroke-width="8" opacity="0.5" fill="none" stroke-linecap="round"/>`;
  const body =
    hairBack +
    // Shoulders in a green jumper, then the neck and face.
    `<path d="M${CX - 140} ${PORTRAIT_BOX.y + PORTRAIT_BOX.height} Q ${CX - 130} 420 ${CX} 410 Q ${CX + 130} 420 ${CX + 140} ${PORTRAIT_BOX.y + PORTRAIT_BOX.height} Z" fill="#2e8f47"/>` +
    `<rect x="${CX - 26}" y="370" width="52" height="50" fill="${SKIN_SHADE}"/>` +
    `<ellipse cx="${CX - 100}" cy="300" rx="16" ry="24" fill="${SKIN_SHADE}"/>` +
    `<ellipse cx="${CX + 100}" cy="300" rx="16" ry="24" fill="${SKIN_SHADE}"/>` +
    `<ellipse cx="${CX}" cy="280" rx="100" ry="112" fill="${SKIN}"/>` +
    fringe +
    eye(EYE_X[0], EYE_Y, looks.eyes) +
    eye(EYE_X[1], EYE_Y, looks.eyes) +
    `<circle cx="${CX - 62}" cy="332" r="16" fill="#f0a094" opacity="0.6"/>` +
    `<circle cx="${CX + 62}" cy="332" r="16" fill="#f0a094" opacity="0.6"/>` +
    `<path d="M${CX - 6} 318 q 6 8 12 0" stroke="${SKIN_SHADE}" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    `<path d="M${CX - 30} 350 q 30 26 60 0" stroke="#b5524a" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  const clip = `<defs><clipPath id="oval"><ellipse cx="${CX}" cy="${PORTRAIT_BOX.y + PORTRAIT_BOX.height / 2}" rx="${PORTRAIT_BOX.width / 2}" ry="${PORTRAIT_BOX.height / 2}"/></clipPath></defs>`;
  return `${clip}<g clip-path="url(#oval)"><rect x="${PORTRAIT_BOX.x}" y="${PORTRAIT_BOX.y}" width="${PORTRAIT_BOX.width}" height="${PORTRAIT_BOX.height}" fill="#fbf3dc"/>${body}</g>`;
}
