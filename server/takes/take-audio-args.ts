// The ffmpeg commands that turn an operator's take (a name, one of Santa's lines) into what the
// renderer lays in at the cues: silence trimmed from both ends, stereo at 48 kHz, brought to an EBU R128 loudness in two
// passes, loudnorm measuring first (its one pass does not reach the target on a clip this short).
// Every input is read with the demuxer we name and local files only: an upload is never a playlist.
import { FILM } from "#render/ffmpeg/encoder-settings.ts";
import type { AudioContainer } from "./audio-container.ts";

/** The name's loudness in the film: EBU R128 integrated, true peak and range, as speech is mastered. */
export const NAME_LOUDNESS = { integrated: -16, truePeak: -1.5, range: 11 } as const;

/** Quieter than this, at the ends, is silence: low enough to keep a soft first consonant. */
const SILENCE_THRESHOLD = "-50dB";
/** Nobody needs more of an upload to find a name in it; the rest is never decoded. */
export const DECODED_SECONDS = 30;

/**
 * Reads `file` as `format` and nothing else: without `-f` ffmpeg guesses the format from the bytes
 * and follows an HLS playlist or an ffconcat list to the files it names; the protocol whitelist
 * keeps every read, nested ones included, to local files and pipes.
 */
function readInput(file: string, format: AudioContainer): string[] {
  return ["-protocol_whitelist", "file,pipe", "-f", format, "-i", file];
}

const trimStart = `silenceremove=start_periods=1:start_duration=0.02:start_threshold=${SILENCE_THRESHOLD}`;

/**
 * Decodes the first audio stream of the upload, read as the container its bytes showed, mixes it to
 * one voice on both channels and trims silence at both ends (the end by trimming the reversed
 * clip's start: 4.1's stop options also cut pauses between words). The result is float WAV, for
 * the loudness passes.
 */
export function trimArgs(input: string, format: AudioContainer, output: string): string[] {
  const filters = [
    "aformat=sample_fmts=fltp:channel_layouts=mono",
    trimStart,
    "areverse",
    trimStart,
    "areverse",
    "pan=stereo|c0=c0|c1=c0",
    `aresample=${FILM.audioRate}`,
  ].join(",");
  return [
    "-v",
    "error",
    "-t",
    String(DECODED_SECONDS),
    ...readInput(input, format),
    "-map",
    "0:a:0",
    "-af",
    filters,
    "-c:a",
    "pcm_f32le",
    "-f",
    "wav",
    "-y",
    output,
  ];
}

const loudnormTarget = `loudnorm=I=${NAME_LOUDNESS.integrated}:TP=${NAME_LOUDNESS.truePeak}:LRA=${NAME_LOUDNESS.range}`;

/**
 * Silence added after the trimmed clip for the measure only: EBU R128 measures in blocks of 400 ms
 * and a short name ("Bo", ~0.3 s) fills none, so it would measure "-inf" and be refused as silent.
 * The silent blocks fall under the absolute gate; the name's own block is measured a little quiet,
 * and the limiter keeps the gain's peaks under the ceiling.
 */
const MEASURE_PAD_SAMPLES = Math.round(0.4 * FILM.audioRate);

/** The first loudness pass: ffmpeg prints the input header (its duration) and loudnorm's measure as JSON. */
export function measureArgs(input: string): string[] {
  const filters = `apad=pad_len=${MEASURE_PAD_SAMPLES},${loudnormTarget}:print_format=json`;
  return ["-v", "info", ...readInput(input, "wav"), "-af", filters, "-f", "null", "-"];
}

/** What loudnorm measured, as it printed it. */
export interface LoudnessMeasure {
  input_i: string;
  input_tp: string;
}

/** loudnorm's JSON, the last brace block of the first pass's stderr; null when there is none. */
export function parseMeasure(stderr: string): LoudnessMeasure | null {
  const json = /\{[^{}]*"input_i"[^{}]*\}\s*$/.exec(stderr)?.[0];
  if (!json) return null;
  const values = JSON.parse(json) as Record<string, unknown>;
  const keys = ["input_i", "input_tp"] as const;
  // A silent clip measures "-inf": there is nothing to bring up to the target.
  if (!keys.every((key) => Number.isFinite(Number(values[key])))) return null;
  return Object.fromEntries(keys.map((key) => [key, String(values[key])])) as unknown as LoudnessMeasure;
}

/** The gain to the target, then a limiter for the peaks it would push past the ceiling. */
export function normaliseFilter(measure: LoudnessMeasure): string {
  const gain = NAME_LOUDNESS.integrated - Number(measure.input_i);
  const ceiling = 10 ** (NAME_LOUDNESS.truePeak / 20);
  // loudnorm's own linear mode gives up on any clip whose peaks the gain would clip and falls
  // back to its dynamic mode, which misses the target by tens of LU on a clip this short; a
  // voice's plosives make that the common case. alimiter's auto level would undo the gain.
  return [
    `volume=${gain.toFixed(2)}dB`,
    `alimiter=limit=${ceiling.toFixed(4)}:attack=1:release=50:level=false`,
    `aresample=${FILM.audioRate}`,
  ].join(",");
}

/** The second pass: the measured gain applied evenly, as 16-bit stereo WAV at 48 kHz, which the renderer reads and a browser plays. */
export function normaliseArgs(input: string, measure: LoudnessMeasure, output: string): string[] {
  return [
    "-v",
    "error",
    ...readInput(input, "wav"),
    "-af",
    normaliseFilter(measure),
    "-ar",
    String(FILM.audioRate),
    "-ac",
    "2",
    "-c:a",
    "pcm_s16le",
    "-f",
    "wav",
    "-y",
    output,
  ];
}
