// The film's captions from Santa's placed phrases: a cue per phrase from the moment he starts it, its
// caption as the text; a phrase too long for two lines on screen becomes several cues, each shown for
// its share of the phrase. Pure.
import type { Phrase } from "../script/assemble-script.ts";
import {
  LEAD_IN_SECONDS,
  placeSpeech,
  type PlacedPhrase,
  type PlacedScene,
} from "../script/speech-timeline.ts";

/** About two lines of a caption on a phone held sideways. */
export const CUE_CHARACTERS = 84;
/** A cue stays up this long after its words, unless the next one comes first. */
const HOLD_SECONDS = 0.6;

function timestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const part = (value: number, width: number) => String(value).padStart(width, "0");
  return `${part(Math.floor(ms / 3_600_000), 2)}:${part(Math.floor(ms / 60_000) % 60, 2)}:${part(Math.floor(ms / 1000) % 60, 2)}.${part(ms % 1000, 3)}`;
}

/** Cuts at spaces into pieces of at most `size` characters (a longer word stays whole). */
export function cueTexts(caption: string, size = CUE_CHARACTERS): string[] {
  const pieces: string[] = [];
  let current = "";
  for (const word of caption.split(" ").filter(Boolean)) {
    if (current && current.length + 1 + word.length > size) {
      pieces.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) pieces.push(current);
  return pieces;
}

export function speechCaptions(phrases: readonly PlacedPhrase[], filmSeconds: number): string {
  const cues: string[] = [];
  phrases.forEach(({ phrase, start, end }, index) => {
    const next = phrases[index + 1]?.start ?? filmSeconds;
    const pieces = cueTexts(phrase.caption);
    const characters = pieces.reduce((sum, piece) => sum + piece.length, 0);
    let at = start;
    pieces.forEach((piece, p) => {
      const last = p === pieces.length - 1;
      const until = last
        ? Math.min(end + HOLD_SECONDS, next, filmSeconds)
        : at + ((end - start) * piece.length) / characters;
      // Rounded to the millisecond the WebVTT file holds, so a cue never ends before it starts.
      if (Math.round(until * 1000) > Math.round(at * 1000))
        cues.push(`${timestamp(at)} --> ${timestamp(until)}\n${piece}`);
      at = until;
    });
  });
  return `WEBVTT\n\n${cues.join("\n\n")}\n`;
}

/**
 * Another language's phrases placed on this film's scenes, for the captions a family reading that
 * language gets: the scenes keep the lengths the film's own voice gave them, and a scene whose
 * estimated lines would not fit has them said faster, so every cue stays inside its scene.
 */
export function placeOnScenes(
  phrases: readonly Phrase[],
  scenes: readonly PlacedScene[],
  duration: (phrase: Phrase) => number,
): PlacedPhrase[] {
  return scenes.flatMap((scene) => {
    const own = phrases.filter((phrase) => phrase.scene === scene.id);
    const { phrases: placed, seconds } = placeSpeech(
      own,
      [{ id: scene.id, kind: "personal", seconds: scene.seconds }],
      duration,
    );
    // Said faster after the lead-in, which stays: the scene's first line starts as it does in the film.
    const squeeze = Math.min(1, (scene.seconds - LEAD_IN_SECONDS) / (seconds - LEAD_IN_SECONDS));
    const at = (time: number) => scene.start + LEAD_IN_SECONDS + (time - LEAD_IN_SECONDS) * squeeze;
    return placed.map(({ phrase, start, end }) => ({ phrase, start: at(start), end: at(end) }));
  });
}
