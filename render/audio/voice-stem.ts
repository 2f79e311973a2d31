// Santa's voice alone, as long as the film: each phrase's samples laid at its place on the timeline,
// silence everywhere else. Pure; the renderer writes it as a WAV (render/voice/pcm-wav.ts) for the mix, a
// second at a time, and leaves it in the render's scratch folder, where the tests measure speech and silence on it.
import { FILM } from "../ffmpeg/encoder-settings.ts";

/** The stem's sample rate: the film's, which every phrase is converted to first. */
export const STEM_RATE = FILM.audioRate;

export interface StemPhrase {
  /** Seconds from the film's start. */
  start: number;
  /** Mono 16-bit samples at STEM_RATE. */
  samples: Int16Array;
}

/** A second of the stem at a time: its chunks are whole video frames, and 9 minutes are never held at once. */
export const STEM_CHUNK = STEM_RATE;

/**
 * The stem, mono 16-bit samples, a chunk of STEM_CHUNK (the last one shorter) at a time; a phrase
 * running past the end (a script fault) is cut there, and where two overlap the later one is heard.
 */
export function* voiceStem(phrases: readonly StemPhrase[], seconds: number): Generator<Int16Array> {
  const length = Math.round(seconds * STEM_RATE);
  const placed = phrases.map(({ start, samples }) => ({ at: Math.round(start * STEM_RATE), samples }));
  for (let from = 0; from < length; from += STEM_CHUNK) {
    const chunk = new Int16Array(Math.min(STEM_CHUNK, length - from));
    const to = from + chunk.length;
    for (const { at, samples } of placed) {
      if (at >= to || at + samples.length <= from) continue;
      const start = Math.max(from, at);
      chunk.set(samples.subarray(start - at, Math.min(to, at + samples.length) - at), start - from);
    }
    yield chunk;
  }
}

/** Any sound file (a recording, a cloud voice's WAV) converted to the stem's format: mono 16-bit WAV at STEM_RATE. */
export function stemFormatArgs(input: string, output: string): string[] {
  return [
    "-v",
    "error",
    "-i",
    input,
    "-ac",
    "1",
    "-ar",
    String(STEM_RATE),
    "-c:a",
    "pcm_s16le",
    "-f",
    "wav",
    "-y",
    output,
  ];
}
