// How each photo moves inside its frame, and the size it is scaled to before any filter runs.

export interface Size {
  width: number;
  height: number;
}

/** Where photos sit in the frame art, on the page beside Santa (template/card-art.ts draws around it). */
export const PHOTO_BOX = { x: 900, y: 160, width: 920, height: 694 } as const;
/** The magic book's right page, which holds the photo and turns about its left edge (the spine). */
export const BOOK_PAGE = { x: 870, y: 110, width: 990, height: 800 } as const;

/** A rectangle inside a scaled photo, in its pixels. */
export interface Rect extends Size {
  x: number;
  y: number;
}

/**
 * A photo's motion on its page: drawn whole at `whole` on a blurred matte of itself (`scaled` is the
 * matte), it zooms about the centre from `fromZoom` to `toZoom` (1 shows the whole matte in the box).
 */
export interface PhotoMotion {
  scaled: Size;
  whole: Rect;
  fromZoom: number;
  toZoom: number;
}

const ZOOM = 1.12;
/** The matte seen around a photo even when the zoom is closest: the photo never touches the page's edge. */
const MATTE_MARGIN = 12;

function even(value: number): number {
  return Math.max(2, Math.round(value / 2) * 2);
}

/**
 * The motion of the photo at `index`: every photo, a phone's 9:16 portrait, a camera's 4:3 or a
 * panorama, is shown whole, as large as it fits in the box less MATTE_MARGIN when the zoom is closest
 * (the zoom's closest view is the matte's central box), so every frame shows all of it. Cropping it
 * to the landscape page and panning or zooming into it cut the head off a standing child, and a pan
 * across a wide photo lost a child near its side (decision 067). Even indices zoom in, odd ones out.
 * `scaled` is the exact size the photo is drawn at, so the filter graph never scales a 12-megapixel
 * picture per frame.
 */
export function photoMotion(index: number, photo: Size, box: Size = PHOTO_BOX): PhotoMotion {
  const scaled = { width: even(box.width * ZOOM), height: even(box.height * ZOOM) };
  const fit = Math.min(
    (box.width - 2 * MATTE_MARGIN) / photo.width,
    (box.height - 2 * MATTE_MARGIN) / photo.height,
  );
  const width = Math.round(photo.width * fit);
  const height = Math.round(photo.height * fit);
  const whole = {
    x: Math.round((scaled.width - width) / 2),
    y: Math.round((scaled.height - height) / 2),
    width,
    height,
  };
  return index % 2 === 0
    ? { scaled, whole, fromZoom: 1, toZoom: ZOOM }
    : { scaled, whole, fromZoom: ZOOM, toZoom: 1 };
}
