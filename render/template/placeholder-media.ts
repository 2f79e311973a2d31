// Stand-in footage and music for the demo and test templates: drawn stills animated by ffmpeg, and a
// music box made by ffmpeg's own sources, as arguments.
import path from "node:path";
import { FILM } from "../ffmpeg/encoder-settings.ts";
import { filterValue } from "../ffmpeg/filter-escape.ts";
import { footageArt, snowTile } from "./footage/footage-art.ts";
import { footageGraph } from "./footage/footage-args.ts";
import type { FootagePlaceholder } from "../manifest/manifest-schema.ts";

export interface PlaceholderFootage {
  /** SVGs to rasterise to these PNG paths before running the graph. */
  stills: { file: string; svg: string }[];
  /** The lavfi graph of the clip, reading the stills. */
  lavfi: string;
}

/** A placeholder clip `seconds` long, its stills to be written under `dir`. */
export function placeholderFootage(
  kind: FootagePlaceholder,
  seconds: number,
  dir: string,
): PlaceholderFootage {
  const art = footageArt(kind);
  const file = (name: string) => path.join(dir, `${name}.png`);
  const stills = [
    { file: file("backdrop"), svg: art.backdrop },
    ...art.lights.map((light, i) => ({ file: file(`light-${i}`), svg: light.svg })),
    { file: file("snow-far"), svg: snowTile("far") },
    ...(art.snow === "everywhere" ? [{ file: file("snow-near"), svg: snowTile("near") }] : []),
    ...(art.flyer ? [{ file: file("flyer"), svg: art.flyer.svg }] : []),
  ];
  const lavfi = footageGraph(art, seconds, {
    backdrop: file("backdrop"),
    lights: art.lights.map((_, i) => file(`light-${i}`)),
    snowFar: file("snow-far"),
    snowNear: file("snow-near"),
    ...(art.flyer ? { flyer: file("flyer") } : {}),
  });
  return { stills, lavfi };
}

// A music box over a soft pad: I–vi–IV–V, four seconds a chord, an arpeggio of eighth notes. Every
// note fades to silence before the next starts, and the pad dips at each chord change, so no
// frequency ever jumps mid-wave (which would click).
const NOTE = 0.5;
const CHORD = 4;
const ARPEGGIO = [0, 4, 7, 12, 16, 12, 7, 4];
const CHORD_ROOTS = [0, 9, 5, 7];
const MINOR = [false, true, false, false];

function lookup(index: string, values: readonly number[]): string {
  return values.reduceRight<string>(
    (otherwise, value, at) =>
      at === values.length - 1 ? String(value) : `if(eq(${index},${at}),${value},${otherwise})`,
    "",
  );
}

/** An aevalsrc expression for one channel; `detune` spreads the two channels a little. */
export function musicExpression(rootHz: number, detune: number): string {
  const chord = `mod(floor(t/${CHORD}),4)`;
  const step = `mod(floor(t/${NOTE}),${ARPEGGIO.length})`;
  const third = `if(eq(${lookup(chord, MINOR.map(Number))},1)*eq(mod(${lookup(step, ARPEGGIO)},12),4),-1,0)`;
  const semitones = `(${lookup(chord, CHORD_ROOTS)}+${lookup(step, ARPEGGIO)}+${third})`;
  const bell = `${rootHz * detune}*pow(2,${semitones}/12)`;
  const x = `mod(t,${NOTE})`;
  const envelope = `exp(-5*${x})*(1-${x}/${NOTE})*min(1,${x}*300)`;
  const pad = `${(rootHz / 2) * detune}*pow(2,${lookup(chord, CHORD_ROOTS)}/12)`;
  const padEnvelope = `min(1,min(mod(t,${CHORD}),${CHORD}-mod(t,${CHORD}))*3)*(0.8+0.2*sin(2*PI*0.25*t))`;
  return (
    `0.30*${envelope}*(sin(2*PI*${bell}*t)+0.25*sin(4*PI*${bell}*t))` +
    `+0.10*${padEnvelope}*(sin(2*PI*${pad}*t)+0.7*sin(2*PI*${pad}*1.5*t))`
  );
}

/** One phrase of the music: the chord cycle, after which it repeats seamlessly. */
export const MUSIC_PHRASE_SECONDS = CHORD * CHORD_ROOTS.length;

/**
 * ffmpeg arguments that write one phrase of placeholder music as 48 kHz stereo FLAC. Evaluating
 * the expression is slow (several seconds per phrase), so a track loops the phrase instead.
 */
export function placeholderMusicArgs(rootHz: number, output: string): string[] {
  const seconds = MUSIC_PHRASE_SECONDS;
  const exprs = `${musicExpression(rootHz, 1)}|${musicExpression(rootHz, 1.003)}`;
  return [
    "-v",
    "error",
    "-f",
    "lavfi",
    "-i",
    `aevalsrc=exprs=${filterValue(exprs)}:s=${FILM.audioRate}:d=${seconds}:c=stereo`,
    "-c:a",
    "flac",
    "-y",
    output,
  ];
}
