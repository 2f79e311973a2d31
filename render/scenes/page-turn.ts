// Santa's magic book turns a page between two photos: the page holding the last photo lifts about the
// spine and folds away, uncovering the next photo on the page beneath. Drawn per film as a few stills
// (the outgoing photo is the family's own), overlaid by ffmpeg over the next photo's first frames.
import { open } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { pastePixels } from "./paste-pixels.ts";
import { BOOK_PAGE, PHOTO_BOX, type PhotoMotion } from "./photo-motion.ts";

/** A page turns in 0.56 s: seven stills at 12.5 a second are smooth enough for a page in motion. */
export const PAGE_TURN = { stills: 7, fps: 12.5 } as const;

export interface TurnStage {
  /** How much of the page's width is still seen from the spine: it narrows as the page rises. */
  width: number;
  /** Black laid over the rising page (0–1): it turns away from the light. */
  shade: number;
  /** The shadow it casts on the page beneath (0–1): none while it lies flat, most half-way. */
  shadow: number;
}

/**
 * The turn's stills: the first is the page as it lay (so the cut from the last photo shows no jump),
 * the last is the page edge-on at the spine, nothing of it left to see.
 */
export function turnStages(
  stills: number = PAGE_TURN.stills,
  pageWidth: number = BOOK_PAGE.width,
): TurnStage[] {
  return Array.from({ length: stills }, (_, at) => {
    // Slow to lift, quick through the middle, slow to settle: a hand turning a page.
    const angle = ((Math.PI / 2) * (1 - Math.cos((Math.PI * at) / (stills - 1)))) / 2;
    return {
      width: Math.round(pageWidth * Math.cos(angle)),
      shade: Number((0.45 * Math.sin(angle)).toFixed(3)),
      shadow: Number((0.5 * Math.sin(2 * angle)).toFixed(3)),
    };
  });
}

/**
 * The photo as its last frame shows it: the centre of the matte as the zoom leaves it (a zoom out ends
 * on the whole matte, shrunk to the box as zoompan shows it), as raw pixels.
 */
function lastFrame(scaled: string, motion: PhotoMotion) {
  const width = Math.min(motion.scaled.width, Math.round(motion.scaled.width / motion.toZoom));
  const height = Math.min(motion.scaled.height, Math.round(motion.scaled.height / motion.toZoom));
  return sharp(scaled)
    .extract({
      left: Math.round((motion.scaled.width - width) / 2),
      top: Math.round((motion.scaled.height - height) / 2),
      width,
      height,
    })
    .resize(PHOTO_BOX.width, PHOTO_BOX.height, { fit: "fill" })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** The magic book's page as raw RGB pixels, `width` × `height`. */
export interface BookPage {
  data: Buffer;
  width: number;
  height: number;
}

/** The page of the photos scene's art `art` that turns: read once per film, under every turn. */
export async function bookPage(art: string): Promise<BookPage> {
  const { data, info } = await sharp(art)
    .extract({ left: BOOK_PAGE.x, top: BOOK_PAGE.y, width: BOOK_PAGE.width, height: BOOK_PAGE.height })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const SHADOW_WIDTH = 90;
/** How far above and below the page its lifted edge reaches at most: it comes nearer the viewer. */
const LIFT = 48;

/**
 * One still of the turn as RGBA pixels, LIFT larger than the page above and below: the page narrowed
 * towards the spine, its far edge taller as it rises (a perspective drawn column by column), shaded,
 * and its shadow on the page beneath. Drawn into `out` when given (cleared first): a turn's stills
 * share one buffer, as a fresh 3.5 MB one per still cost more to allocate than to draw.
 */
export function turnStill(
  page: { data: Buffer; width: number; height: number },
  stage: TurnStage,
  out: Buffer = Buffer.alloc(page.width * (page.height + 2 * LIFT) * 4),
): Buffer {
  const { width, height } = page;
  const tall = height + 2 * LIFT;
  out.fill(0, 0, width * tall * 4);
  const rise = (2 * LIFT * (stage.shade / 0.45)) / height;
  // Each column's source column, stretch and light, then the rows in memory order.
  const from = new Int32Array(stage.width);
  const scale = new Float64Array(stage.width);
  const light = new Float64Array(stage.width);
  for (let x = 0; x < stage.width; x += 1) {
    const along = x / stage.width;
    from[x] = Math.min(width - 1, Math.floor(((x + 0.5) * width) / stage.width));
    scale[x] = 1 + rise * along;
    light[x] = 1 - stage.shade * (0.6 + 0.4 * along);
  }
  for (let y = 0; y < tall; y += 1) {
    const row = y * width;
    for (let x = 0; x < stage.width; x += 1) {
      const source = Math.floor((y - LIFT - height / 2) / scale[x]! + height / 2);
      if (source < 0 || source >= height) continue;
      const to = (row + x) * 4;
      const at = (source * width + from[x]!) * 3;
      const lit = light[x]!;
      out[to] = page.data[at]! * lit;
      out[to + 1] = page.data[at + 1]! * lit;
      out[to + 2] = page.data[at + 2]! * lit;
      out[to + 3] = 255;
    }
  }
  const shadowEnd = Math.min(width, stage.width + SHADOW_WIDTH);
  for (let y = LIFT; y < LIFT + height; y += 1)
    for (let x = stage.width; x < shadowEnd; x += 1)
      out[(y * width + x) * 4 + 3] = Math.round(255 * stage.shadow * (1 - (x - stage.width) / SHADOW_WIDTH));
  return out;
}

/** The size of each still of a turn: the page, with room for its lifted edge above and below. */
export const TURN_SIZE = { width: BOOK_PAGE.width, height: BOOK_PAGE.height + 2 * LIFT } as const;

/**
 * Draws the turn of the page that holds `photo` (scaled to `motion.scaled`) on the book's `page` into
 * `dir`, as one file of raw RGBA stills (TURN_SIZE each, one after another); answers its path, for
 * ffmpeg to lay at TURN_ORIGIN. Raw, because ffmpeg reads it once and it is thrown away: as PNGs the
 * stills cost the renderer more to write than to draw, and ffmpeg more to read.
 */
export async function drawPageTurn(
  page: BookPage,
  photo: { file: string; motion: PhotoMotion },
  dir: string,
): Promise<string> {
  const last = await lastFrame(photo.file, photo.motion);
  // The page under every turn of the film stays as it is: the photo goes on a copy.
  const turning = { data: Buffer.from(page.data), width: page.width, height: page.height };
  pastePixels(
    { ...turning, channels: 3 },
    { data: last.data, ...last.info },
    PHOTO_BOX.x - BOOK_PAGE.x,
    PHOTO_BOX.y - BOOK_PAGE.y,
  );
  const still = Buffer.alloc(turning.width * (turning.height + 2 * LIFT) * 4);
  const file = path.join(dir, "turn.rgba");
  const out = await open(file, "w");
  try {
    // One still at a time in one buffer, each written before the next is drawn into it.
    for (const stage of turnStages(PAGE_TURN.stills, turning.width))
      await out.write(turnStill(turning, stage, still));
  } finally {
    await out.close();
  }
  return file;
}

/** ffmpeg's input options that read drawPageTurn's `file` as the turn's stills, at the turn's pace. */
export function turnInputArgs(file: string): string[] {
  const size = `${TURN_SIZE.width}x${TURN_SIZE.height}`;
  return [
    "-f",
    "rawvideo",
    "-pix_fmt",
    "rgba",
    "-video_size",
    size,
    "-framerate",
    String(PAGE_TURN.fps),
    "-i",
    file,
  ];
}

/** Where the turn's stills are laid on the frame. */
export const TURN_ORIGIN = { x: BOOK_PAGE.x, y: BOOK_PAGE.y - LIFT } as const;
