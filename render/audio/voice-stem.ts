// Santa's voice alone, as long as the film: each phrase's samples laid at its place on the timeline,
// silence everywhere else. Pure; the renderer writes it as a WAV (render/voice/pcm-wav.ts) for the mix,
// and leaves it in the render's scratch folder, where the tests measure speech and silence on it.
import { FILM } from "../ffmpeg/encoder-settings.ts";

/** The stem's sample rate: the film's, which every phrase is converted to first. */
export const STEM_RATE = FILM.audioRate;

export interface StemPhrase {
  /** Seconds from the film's start. */
  start: number;
  /** Mono 16-bit samples at STEM_RATE. */
  samples: Int16Array;
}

/** Mono 16-bit little-endian PCM; a phrase running past the end (a script fault) is cut there. */
export function voiceStem(phrases: readonly StemPhrase[], seconds: number): Uint8Array {
  const stem = new Int16Array(Math.round(seconds * STEM_RATE));
  for (const { start, samples } of phrases) {
    const at = Math.round(start * STEM_RATE);
    const room = Math.max(0, stem.length - at);
    stem.set(samples.length > room ? samples.subarray(0, room) : samples, at);
  }
  // Int16Array is the machine's byte order; WAV is little-endian, as is every machine Node runs on here.
  return new Uint8Array(stem.buffer, stem.byteOffset, stem.byteLength);
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
