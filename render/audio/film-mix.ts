// The film's sound: Santa's voice over the storyline's music, the music lowered under the voice by a
// compressor the voice itself drives (sidechain ducking), mixed a piece at a time (sound-spans.ts). A
// fixed span's mix is measured first (ffmpeg's ebur128) to find the film's gain; every piece is then
// mixed at that gain, its true peak kept under −1 dBTP by a limiter, as raw PCM, and encoded as AAC.
// Arguments built as data; render/ffmpeg/run-ffmpeg.ts runs them.
import { FILM } from "../ffmpeg/encoder-settings.ts";
import { parseIntegratedLoudness } from "./measure-loudness.ts";

/**
 * The ducking (decision 046): each phrase sits at −19 LUFS in its one channel (phrase-audio.ts), so
 * its level crosses the threshold by about 15 dB and the ratio takes 12–15 dB off the music while
 * Santa speaks; the music comes back over `release` ms once he stops.
 */
export const DUCKING = { threshold: 0.02, ratio: 8, attack: 15, release: 400, knee: 4 } as const;
/**
 * A voice-over's gentle compression: the offline voices' peaks stand 15 dB over their loudness, and
 * without it the limiter, catching them, left the film 1 LU under its level (decision 046).
 */
export const VOICE_COMPRESSION = { threshold: 0.1, ratio: 3, attack: 5, release: 100 } as const;
/**
 * The film's loudness (the issue's −16 LUFS, the level of spoken-word streaming); the music's own
 * loudness going into the mix, whatever the template's file: about 12 LU under the compressed voice,
 * so between Santa's lines it is a bed 7 LU under him, not a competitor (decision 046); and the
 * limiter's ceiling in sample peak, with the margin AAC's overshoot needs to stay under −1 dBTP.
 */
export const MIX_LEVELS = { film: -16, music: -32, ceiling: 0.79 } as const;

export interface MixInput {
  /** The storyline's music: looped when the film grew longer than it. */
  music: string;
  /** The music's integrated loudness, measured when the template was prepared; unknown: taken as is. */
  musicLoudness: number | undefined;
  /** Where in the music the mix starts, in samples (sound-spans.ts: the template's own timeline). */
  musicFrom: number;
  /** The music's length in samples: where it starts over, when a grown film runs past its end. */
  musicSamples: number;
  /** The voice stem: every phrase at its place, exactly as long as the film. */
  voice: string;
  /** Where in the stem the mix's voice starts, in samples. */
  voiceFrom: number;
  /** Samples of the stem taken from there; silence after them. */
  voiceSamples: number;
  /** Silence before the voice, in samples (a fixed piece's lead, whose voice is not yet known). */
  voiceDelay: number;
  /** The mix's length, in samples. */
  samples: number;
}

const RATE = FILM.audioRate;
/** Seconds the music takes to dip to silence, and back, where it starts over. */
const LOOP_DIP = 0.03;
/** A sample position as ffmpeg's seconds: to the microsecond, which ffmpeg rounds back to the same sample. */
const at = (samples: number) => (samples / RATE).toFixed(6);

/**
 * The mix's graph, its inputs from `first` on (the music, then the voice) and its labels ending in
 * `suffix`: several mixes share one ffmpeg (levelledMixesArgs).
 */
function mixGraph(input: MixInput, tail: string, { first = 0, suffix = "" } = {}): string {
  const stereo = `aformat=sample_fmts=fltp:sample_rates=${RATE}:channel_layouts=stereo`;
  const { threshold, ratio, attack, release, knee } = DUCKING;
  const voice = VOICE_COMPRESSION;
  // A track starts over mid-phrase: the music dips to silence and back over LOOP_DIP either side of
  // that sample rather than jump (a click).
  const loopAt = input.musicSamples - input.musicFrom;
  const dip =
    loopAt > 0 && loopAt < input.samples
      ? `,aeval=exprs=${[0, 1].map((c) => `val(${c})*min(1\\,abs(t-${at(loopAt)})/${LOOP_DIP})`).join("|")}`
      : "";
  const delay = input.voiceDelay > 0 ? `adelay=delays=${(input.voiceDelay / (RATE / 1000)).toFixed(3)},` : "";
  const [music, voiced, key, bed] = ["music", "voice", "key", "bed"].map((label) => `[${label}${suffix}]`);
  return [
    `[${first}:a]atrim=end_sample=${input.samples},asetpts=PTS-STARTPTS,${stereo},volume=${gainTo(MIX_LEVELS.music, input.musicLoudness).toFixed(2)}dB${dip}${music}`,
    // Both channels at full level (ffmpeg's own upmix would put the mono voice 3 dB down in each).
    `[${first + 1}:a]aresample=${RATE},atrim=end_sample=${input.voiceSamples},asetpts=PTS-STARTPTS,${delay}apad=whole_len=${input.samples},acompressor=threshold=${voice.threshold}:ratio=${voice.ratio}:attack=${voice.attack}:release=${voice.release},aformat=sample_fmts=fltp,pan=stereo|c0=c0|c1=c0,aformat=sample_fmts=fltp,asplit=2${voiced}${key}`,
    `${music}${key}sidechaincompress=threshold=${threshold}:ratio=${ratio}:attack=${attack}:release=${release}:knee=${knee},${stereo}${bed}`,
    // amerge puts the channels side by side (bed L R, voice L R); pan adds them with no level change
    // (amix would scale each input down by the number of inputs).
    `${bed}${voiced}amerge=inputs=2,pan=stereo|c0=c0+c2|c1=c1+c3,${tail}`,
  ].join(";");
}

const inputs = (input: MixInput) => [
  ...["-stream_loop", "-1", "-ss", at(input.musicFrom), "-i", input.music],
  ...["-ss", at(input.voiceFrom), "-i", input.voice],
];

/** The gain (dB) from a measured loudness to a target; none for silence or no measure, never past ±20 dB. */
function gainTo(target: number, measured: number | undefined): number {
  if (measured === undefined || !Number.isFinite(measured) || measured <= -70) return 0;
  return Math.max(-20, Math.min(20, target - measured));
}

/** The gain (dB) from a measure of the mix to the film's loudness. */
export function mixGain(measured: number | undefined): number {
  return gainTo(MIX_LEVELS.film, measured);
}

/** The film's level and the limiter that keeps its true peak under −1 dBTP. */
const levelled = (gainDb: number) =>
  `volume=${gainDb.toFixed(2)}dB,alimiter=limit=${MIX_LEVELS.ceiling}:attack=2:release=50:level=0`;

/** Raw 32-bit float stereo at the film's rate: how pieces of the mix pass between ffmpeg and the renderer. */
export const RAW_PCM = ["-f", "f32le", "-ar", String(RATE), "-ac", "2"] as const;

/** The ebur128 filter measuring a piece of measureMixesArgs: ffmpeg names its summary after it. */
const meter = (at: number) => `ebur128@m${at}`;

/**
 * Fixed spans' mixes measured and thrown away, by one ffmpeg, each without its first `skip` samples
 * (the lead, music alone): ffmpeg prints each one's integrated loudness last (measuredLoudness).
 */
export function measureMixesArgs(pieces: readonly (MixInput & { skip: number })[]): string[] {
  const graph = pieces.map((piece, at) =>
    mixGraph(piece, `atrim=start_sample=${piece.skip},${meter(at)}=framelog=verbose[out${at}]`, {
      first: 2 * at,
      suffix: String(at),
    }),
  );
  return [
    ...["-v", "info", ...pieces.flatMap(inputs), "-filter_complex", graph.join(";")],
    ...pieces.flatMap((_, at) => ["-map", `[out${at}]`, "-f", "null", "-"]),
  ];
}

/** The integrated loudness measureMixesArgs printed for its piece `at`; undefined when it printed none. */
export function measuredLoudness(stderr: string, at: number): number | undefined {
  return parseIntegratedLoudness(stderr, meter(at));
}

/**
 * Pieces of the mix at the film's gain and limited, each written as raw PCM (RAW_PCM), by one
 * ffmpeg: starting Debian's ffmpeg (215 libraries) costs 0.13–0.21 s of CPU here, as much as mixing
 * a short piece (decision 080).
 */
export function levelledMixesArgs(
  pieces: readonly (MixInput & { gainDb: number; output: string })[],
): string[] {
  const graph = pieces.map((piece, at) =>
    mixGraph(piece, `${levelled(piece.gainDb)}[out${at}]`, { first: 2 * at, suffix: String(at) }),
  );
  return [
    ...["-v", "error", ...pieces.flatMap(inputs), "-filter_complex", graph.join(";")],
    ...pieces.flatMap((piece, at) => [
      "-map",
      `[out${at}]`,
      "-c:a",
      "pcm_f32le",
      ...RAW_PCM,
      "-y",
      piece.output,
    ]),
  ];
}

const AAC_PIECE = ["-c:a", "aac", "-aac_coder", "fast", "-b:a", FILM.audioBitrate, "-f", "adts"] as const;

/**
 * Raw PCM (RAW_PCM) encoded as the film's AAC in ADTS, packets the film joins without decoding, each
 * input to its output, by one ffmpeg. ffmpeg's "fast" AAC search, not its default two-loop one: 8.7 s
 * instead of 21.0 s of one core for a 9-minute film, and the decoded track no further from the mix
 * (decision 046, 2026-11-28).
 */
export function encodePiecesArgs(pieces: readonly { input: string; output: string }[]): string[] {
  return [
    ...["-v", "error", ...pieces.flatMap(({ input }) => [...RAW_PCM, "-i", input])],
    ...pieces.flatMap(({ output }, at) => ["-map", `${at}:a`, ...AAC_PIECE, "-y", output]),
  ];
}
