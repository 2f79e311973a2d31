// Every phrase of Santa's made alike, whoever said it: the offline engines, the cloud voice and the
// shop's recordings come with silences and levels of their own. Each is trimmed to its sound, so a
// caption shows as Santa starts, and brought to one loudness, so the film never jumps between them.
// Pure; the mix then sets the whole voice at the film's level (render/audio/film-mix.ts).
import { integratedLoudness } from "./loudness.ts";

/** A phrase's loudness in its one channel: −16 LUFS once the film plays it in both. */
export const PHRASE_LUFS = -19;
/** The loudest sample a phrase may reach before the mix's limiter: about −1 dBFS. */
const PEAK_CEILING = 0.89;

/** The phrase's samples raised or lowered to PHRASE_LUFS, less where that would take a peak past the ceiling. */
export function levelPhrase(samples: Int16Array): Int16Array {
  const loudness = integratedLoudness(samples);
  if (!Number.isFinite(loudness)) return samples;
  let peak = 0;
  for (let i = 0; i < samples.length; i++) peak = Math.max(peak, Math.abs(samples[i] as number));
  const gain = Math.min(10 ** ((PHRASE_LUFS - loudness) / 20), PEAK_CEILING / (peak / 32768));
  // Toward zero, so the peak never passes the ceiling by a rounding. (Indexed, as in loudness.ts.)
  const levelled = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) levelled[i] = Math.trunc((samples[i] as number) * gain);
  return levelled;
}

/** Quieter than this (−50 dBFS) is the silence around a phrase. */
const SILENCE = 0.0032 * 32768;
/** Kept of that silence: a breath before the first sound, and the tail of the last. */
const KEEP_BEFORE = 0.03;
const KEEP_AFTER = 0.08;

/** The samples from just before the first sound to just after the last; none when all is silence. */
export function trimSilence(samples: Int16Array, sampleRate = 48000): Int16Array {
  const first = samples.findIndex((sample) => Math.abs(sample) > SILENCE);
  if (first < 0) return samples.subarray(0, 0);
  const last = samples.findLastIndex((sample) => Math.abs(sample) > SILENCE);
  return samples.subarray(
    Math.max(0, first - Math.round(KEEP_BEFORE * sampleRate)),
    Math.min(samples.length, last + 1 + Math.round(KEEP_AFTER * sampleRate)),
  );
}
