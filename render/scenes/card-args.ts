// The ffmpeg command of one personal segment (a card, or one photo in its frame), built as data.
import { FROM_JPEG, FROM_RGB, RGBA_LAYER } from "../ffmpeg/colour.ts";
import { FILM, PERSONAL_SCENE_ENCODING, videoSegmentOutputArgs } from "../ffmpeg/encoder-settings.ts";
import { filterValue } from "../ffmpeg/filter-escape.ts";
import { faceRowExpression } from "../santa/face-track.ts";
import type { FaceRun } from "../santa/mouth-shapes.ts";
import { PHOTO_BOX, type PhotoMotion } from "./photo-motion.ts";
import { PAGE_TURN, TURN_ORIGIN, turnInputArgs } from "./page-turn.ts";
import type { TextLine } from "./card-layout.ts";
import { FACE_BOX, HAND_BOX, HAND_REACH, HEAD_BOX } from "../santa/santa-layout.ts";

export interface DrawnLine extends TextLine {
  /** A UTF-8 file holding exactly the line's text: drawtext reads it, nothing is spliced into the graph. */
  textFile: string;
  fontFile: string;
}

export interface CardSegment {
  /** The card's art as a 1920×1080 PNG. */
  background: string;
  frames: number;
  lines: DrawnLine[];
  /**
   * A photo already scaled to `motion.scaled` (a baseline JPEG); after the first, `turn` is the page
   * turning away from the photo before it (page-turn.ts's raw RGBA stills), laid over its first frames.
   */
  photo?: { file: string; motion: PhotoMotion; turn?: string };
  /**
   * Santa's moving layers: his head and hand (RGBA PNGs), the template's sheet of faces and the
   * scene's face track, run by run; in the magic book, whether his hand is on the page as the segment
   * starts (a page turning) and as it ends (the next page about to turn).
   */
  santa: {
    head: string;
    hand: string;
    faceSheet: string;
    faceTrack: readonly FaceRun[];
    turnsPage?: { atStart: boolean; atEnd: boolean };
  };
  /**
   * Fades in from and out to black: a card both ways; the photos only into and out of their scene (a
   * page turns between them); Santa's shots cut into the footage neither way.
   */
  fades: { in: boolean; out: boolean };
  output: string;
}

const FADE_SECONDS = 0.4;
const TEXT_FADE_SECONDS = 0.6;

/**
 * Frames numbered at the film's rate in their input's time base, truncated: for a still, an image's
 * 1/25, so the scene's time expressions (fades, Santa's motion, a line's fade) see each 1/25 s tick
 * twice in six frames. It is the clock every personal scene has run on; a picture built another way
 * keeps it, so the film stays the same.
 */
const FILM_CLOCK = `setpts=N/(${FILM.fps}*TB)`;
const IMAGE_TIME_BASE = "1/25";

/** Decoded once, converted once, then repeated: the still is never decoded or converted per frame. */
function still(input: number, conversion: string, frames: number): string {
  return `[${input}:v]${conversion},format=yuv420p,loop=loop=${frames - 1}:size=1:start=0,${FILM_CLOCK}`;
}

/**
 * The frame from which a line is drawn whole on the card's art instead of on every frame: a frame
 * after its fade has ended, so every frame before it still draws the line itself, at full strength
 * from the fade's end.
 */
export function bakedFrom(line: Pick<TextLine, "appearAt">): number {
  return Math.ceil((line.appearAt + TEXT_FADE_SECONDS) * FILM.fps) + 1;
}

/**
 * The card's art as the picture beneath Santa: from each line's bakedFrom on, the art with the line
 * drawn on it once, so drawtext runs per frame only while a line fades in. A line on every frame cost
 * drawtext about a millisecond a frame on a card of four lines, more than the art's whole graph besides.
 * The lines lie on the page, clear of Santa's layers (santa-layout.ts), so beneath them or above them
 * is the same picture.
 */
function cardArt(lines: readonly DrawnLine[], frames: number): string {
  const starts = [...new Set(lines.map(bakedFrom).filter((frame) => frame < frames))].sort((a, b) => a - b);
  if (starts.length === 0) return `${still(0, FROM_RGB, frames)}[bg]`;
  const bounds = [0, ...starts, frames];
  const parts = bounds.slice(0, -1).map((from, at) => {
    const whole = lines.filter((line) => bakedFrom(line) <= from).map((line) => drawtext(line, "whole"));
    const repeated = `loop=loop=${(bounds[at + 1] as number) - from - 1}:size=1:start=0`;
    return `[art${at}]${[...whole, repeated].join(",")}[part${at}]`;
  });
  const labels = parts.map((_, at) => `[art${at}]`).join("");
  const joined = parts.map((_, at) => `[part${at}]`).join("");
  return [
    `[0:v]${FROM_RGB},format=yuv420p,split=${parts.length}${labels}`,
    ...parts,
    // concat answers in its own time base: the still's is put back before the clock is set.
    `${joined}concat=n=${parts.length}:v=1:a=0,settb=${IMAGE_TIME_BASE},${FILM_CLOCK}[bg]`,
  ].join(";");
}

/** The photo zooming in its box over `frames` frames: what the page shows of it, frame by frame. */
export function motionFilter(motion: PhotoMotion, frames: number): string {
  const last = Math.max(1, frames - 1);
  const zoom = `${motion.fromZoom}+${Number((motion.toZoom - motion.fromZoom).toFixed(4))}*on/${last}`;
  return (
    `zoompan=z=${filterValue(zoom)}:x=${filterValue("(iw-iw/zoom)/2")}:y=${filterValue("(ih-ih/zoom)/2")}` +
    `:d=1:s=${PHOTO_BOX.width}x${PHOTO_BOX.height}:fps=${FILM.fps},${FILM_CLOCK}`
  );
}

/** A line drawn on every frame, fading in from appearAt until bakedFrom; or drawn once, whole. */
function drawtext(line: DrawnLine, drawn: "fading" | "whole"): string {
  const colour = (hex: string) => `0x${hex.slice(1)}`;
  const placed = [
    `drawtext=fontfile=${filterValue(line.fontFile)}`,
    `textfile=${filterValue(line.textFile)}`,
    "expansion=none",
    `fontsize=${line.size}`,
    `fontcolor=${colour(line.colour)}`,
    `borderw=${Math.max(2, Math.round(line.size / 24))}`,
    `bordercolor=${colour(line.outline)}`,
    `x=${filterValue(`${line.centreX}-text_w/2`)}`,
    // drawtext places a line's top at y; its baseline is y + the tallest rendered glyph's ascent.
    `y=${filterValue(`${line.baseline}-max_glyph_a`)}`,
  ];
  if (drawn === "whole") return [...placed, "alpha=1"].join(":");
  const alpha = `min(1,max(0,(t-${line.appearAt})/${TEXT_FADE_SECONDS}))`;
  return [
    ...placed,
    `alpha=${filterValue(alpha)}`,
    // Not drawn before it appears (invisible then), nor once the art beneath carries it (cardArt).
    `enable=${filterValue(`gte(t,${line.appearAt})*lt(n,${bakedFrom(line)})`)}`,
  ].join(":");
}

/**
 * Santa breathes (his head rises and falls over ~3.6 s), sways a little, and moves his hand; the face
 * rides on the head. Slow sines: no frame jumps, and the same motion in every film.
 */
const HEAD_MOTION = { x: "4*sin(2*PI*t/5.3)", y: "3*sin(2*PI*t/3.6)" };
const HAND_MOTION = { x: "7*sin(2*PI*t/2.9)", y: "6*sin(2*PI*t/3.7+1)" };

function placed(box: { x: number; y: number }, motion: { x: string; y: string }): string {
  return `x=${filterValue(`${box.x}+${motion.x}`)}:y=${filterValue(`${box.y}+${motion.y}`)}:eval=frame`;
}

/** He reaches for a page in half a second and lets go of it as long after it has turned. */
const REACH_SECONDS = 0.5;

/**
 * How far his hand is on its way to the page (0 resting, 1 there), eased at both ends: there from the
 * start while the page turns (it turns for the first PAGE_TURN.stills / PAGE_TURN.fps seconds), and on
 * its way again over the last REACH_SECONDS before the next page turns.
 */
export function reachExpression(turnsPage: { atStart: boolean; atEnd: boolean }, seconds: number): string {
  const eased = (share: string) => `(0.5-0.5*cos(PI*clip(${share},0,1)))`;
  const turned = PAGE_TURN.stills / PAGE_TURN.fps;
  const parts = [
    ...(turnsPage.atStart ? [eased(`1-(t-${turned.toFixed(3)})/${REACH_SECONDS}`)] : []),
    ...(turnsPage.atEnd ? [eased(`(t-${(seconds - REACH_SECONDS).toFixed(3)})/${REACH_SECONDS}`)] : []),
  ];
  return parts.length === 2 ? `max(${parts[0]},${parts[1]})` : (parts[0] ?? "0");
}

/** Inputs after the background (and the photo): head, face sheet, hand, in this order. */
function santaChains(first: number, frames: number, under: string, santa: CardSegment["santa"]): string[] {
  const { turnsPage } = santa;
  const [head, face, hand] = [first, first + 1, first + 2];
  const reach =
    turnsPage && (turnsPage.atStart || turnsPage.atEnd) && reachExpression(turnsPage, frames / FILM.fps);
  const handMotion = reach
    ? { x: `${HAND_MOTION.x}+${HAND_REACH.x}*${reach}`, y: `${HAND_MOTION.y}+(${HAND_REACH.y})*${reach}` }
    : HAND_MOTION;
  return [
    `[${head}:v]${RGBA_LAYER},loop=loop=${frames - 1}:size=1:start=0,${FILM_CLOCK}[head]`,
    // The sheet is in the film's colours already: each frame is its face's row, cropped without a copy.
    `[${face}:v]loop=loop=${frames - 1}:size=1:start=0,${FILM_CLOCK},` +
      `crop=w=${FACE_BOX.width}:h=${FACE_BOX.height}:x=0:y=${filterValue(faceRowExpression(santa.faceTrack, FACE_BOX.height))}[face]`,
    `[${hand}:v]${RGBA_LAYER},loop=loop=${frames - 1}:size=1:start=0,${FILM_CLOCK}[hand]`,
    // The head and the hand are the same picture every frame, so their overlays leave them out of the
    // frame sync (repeatlast=0): synced, each copied the whole 1080p frame before drawing on it, as
    // decision 059 found for the footage. The face changes every frame and stays synced, or it would
    // lag its voice by a frame now and then (measured).
    `${under}[head]overlay=${placed(HEAD_BOX, HEAD_MOTION)}:shortest=1:repeatlast=0[withhead]`,
    `[withhead][face]overlay=${placed(FACE_BOX, HEAD_MOTION)}:eof_action=repeat[withface]`,
    `[withface][hand]overlay=${placed(HAND_BOX, handMotion)}:shortest=1:repeatlast=0[santa]`,
  ];
}

export function cardSegmentFilter({ frames, lines, photo, santa, fades }: CardSegment): string {
  const seconds = frames / FILM.fps;
  const chains = [cardArt(lines, frames)];
  let under = "[bg]";
  if (photo) {
    chains.push(`${still(1, FROM_JPEG, frames)},${motionFilter(photo.motion, frames)}[photo]`);
    chains.push(`[bg][photo]overlay=x=${PHOTO_BOX.x}:y=${PHOTO_BOX.y}:shortest=1[framed]`);
    under = "[framed]";
  }
  if (photo?.turn) {
    // Once the page has turned, the picture beneath passes through untouched.
    chains.push(`[2:v]${RGBA_LAYER}[turn]`);
    chains.push(`[framed][turn]overlay=x=${TURN_ORIGIN.x}:y=${TURN_ORIGIN.y}:eof_action=pass[turned]`);
    under = "[turned]";
  }
  chains.push(...santaChains(1 + (photo ? 1 : 0) + (photo?.turn ? 1 : 0), frames, under, santa));
  const picture = "[santa]";
  const fadeOutAt = Math.max(0, seconds - FADE_SECONDS).toFixed(3);
  const finishing = [
    ...lines.map((line) => drawtext(line, "fading")),
    ...(fades.in ? [`fade=t=in:st=0:d=${FADE_SECONDS}`] : []),
    ...(fades.out ? [`fade=t=out:st=${fadeOutAt}:d=${FADE_SECONDS}`] : []),
  ];
  // A graph needs one filter between its input and output labels.
  if (finishing.length === 0) finishing.push("null");
  chains.push(`${picture}${finishing.join(",")}[out]`);
  return chains.join(";");
}

export function cardSegmentArgs(segment: CardSegment): string[] {
  return [
    "-v",
    "error",
    "-filter_threads",
    "1",
    "-filter_complex_threads",
    "1",
    "-i",
    segment.background,
    ...(segment.photo ? ["-i", segment.photo.file] : []),
    ...(segment.photo?.turn ? turnInputArgs(segment.photo.turn) : []),
    "-i",
    segment.santa.head,
    "-i",
    segment.santa.faceSheet,
    "-i",
    segment.santa.hand,
    "-filter_complex",
    cardSegmentFilter(segment),
    "-map",
    "[out]",
    ...videoSegmentOutputArgs({ ...PERSONAL_SCENE_ENCODING, frames: segment.frames }),
    "-y",
    segment.output,
  ];
}
