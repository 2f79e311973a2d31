// How each photo moves inside its frame, and the size it is scaled to before any filter runs.

export interface Size {
  width: number;
  height: number;
}

/** Where photos sit in the frame art, on the page beside Santa (template/card-art.ts draws around it). */
export const PHOTO_BOX = { x: 900, y: 160, width: 920, height: 694 } as const;
/** The magic book's right page, which holds the photo and turns about its left edge (the spine). */
export const BOOK_PAGE = { x: 870, y: 110, width: 990, height: 800 } as const;

export type PhotoMotion =
  | { kind: "zoom"; scaled: Size; fromZoom: number; toZoom: number }
  | { kind: "pan"; scaled: Size; from: { x: number; y: number }; to: { x: number; y: number } };

const ZOOM = 1.12;
const DIAGONAL_PAN = 1.1;
/** A tall or wide photo is panned along its length, but never more than this many boxes of it. */
const MAX_PAN_LENGTH = 1.6;

function even(value: number): number {
  return Math.max(2, Math.round(value / 2) * 2);
}

/**
 * The motion of the photo at `index`: tall photos pan down, wide ones across; others alternate a
 * slow zoom in with a diagonal pan. `scaled` is the exact size the photo is resized (and
 * centre-cropped) to, so the filter graph never scales a 12-megapixel picture per frame.
 */
export function photoMotion(index: number, photo: Size, box: Size = PHOTO_BOX): PhotoMotion {
  const aspect = photo.width / photo.height;
  const boxAspect = box.width / box.height;
  if (aspect < boxAspect * 0.85) {
    const height = even(Math.min(box.width / aspect, box.height * MAX_PAN_LENGTH));
    const scaled = { width: even(box.width), height };
    const bottom = height - box.height;
    return index % 2 === 0
      ? { kind: "pan", scaled, from: { x: 0, y: 0 }, to: { x: 0, y: bottom } }
      : { kind: "pan", scaled, from: { x: 0, y: bottom }, to: { x: 0, y: 0 } };
  }
  if (aspect > boxAspect * 1.18) {
    const width = even(Math.min(box.height * aspect, box.width * MAX_PAN_LENGTH));
    const scaled = { width, height: even(box.height) };
    return { kind: "pan", scaled, from: { x: 0, y: 0 }, to: { x: width - box.width, y: 0 } };
  }
  if (index % 2 === 0) {
    return {
      kind: "zoom",
      scaled: { width: even(box.width * ZOOM), height: even(box.height * ZOOM) },
      fromZoom: 1,
      toZoom: ZOOM,
    };
  }
  const scaled = { width: even(box.width * DIAGONAL_PAN), height: even(box.height * DIAGONAL_PAN) };
  return {
    kind: "pan",
    scaled,
    from: { x: scaled.width - box.width, y: 0 },
    to: { x: 0, y: scaled.height - box.height },
  };
}
