// The film's one audio track: Santa's voice over the storyline's music, the music lowered under the
// voice by a compressor the voice itself drives (sidechain ducking). Two passes over the same mix: the
// first only measures its loudness (ffmpeg's ebur128), the second sets it to the film's level, keeps
// the true peak under −1 dBTP with a limiter and encodes it. Arguments built as data;
// render/ffmpeg/run-ffmpeg.ts runs them.
import { FILM } from "../ffmpeg/encoder-settings.ts";

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
  /** The voice stem: every phrase at its place, exactly as long as the film. */
  voice: string;
  seconds: number;
}

function mixGraph({ seconds, musicLoudness }: MixInput, tail: string): string {
  const stereo = `aformat=sample_fmts=fltp:sample_rates=${FILM.audioRate}:channel_layouts=stereo`;
  const { threshold, ratio, attack, release, knee } = DUCKING;
  const voice = VOICE_COMPRESSION;
  return [
    `[0:a]atrim=end=${seconds.toFixed(3)},asetpts=PTS-STARTPTS,${stereo},volume=${gainTo(MIX_LEVELS.music, musicLoudness).toFixed(2)}dB[music]`,
    // Both channels at full level (ffmpeg's own upmix would put the mono voice 3 dB down in each).
    `[1:a]aresample=${FILM.audioRate},acompressor=threshold=${voice.threshold}:ratio=${voice.ratio}:attack=${voice.attack}:release=${voice.release},aformat=sample_fmts=fltp,pan=stereo|c0=c0|c1=c0,aformat=sample_fmts=fltp,asplit=2[voice][key]`,
    `[music][key]sidechaincompress=threshold=${threshold}:ratio=${ratio}:attack=${attack}:release=${release}:knee=${knee},${stereo}[bed]`,
    // amerge puts the channels side by side (bed L R, voice L R); pan adds them with no level change
    // (amix would scale each input down by the number of inputs).
    `[bed][voice]amerge=inputs=2,pan=stereo|c0=c0+c2|c1=c1+c3,${tail}[out]`,
  ].join(";");
}

const inputs = (input: MixInput) => ["-stream_loop", "-1", "-i", input.music, "-i", input.voice];

/** The first pass: the mix measured and thrown away; ffmpeg prints its integrated loudness last. */
export function measureMixArgs(input: MixInput): string[] {
  return [
    ...["-v", "info", ...inputs(input)],
    ...["-filter_complex", mixGraph(input, "ebur128=framelog=verbose"), "-map", "[out]"],
    ...["-t", input.seconds.toFixed(3), "-f", "null", "-"],
  ];
}

/** The gain (dB) from a measured loudness to a target; none for silence or no measure, never past ±20 dB. */
function gainTo(target: number, measured: number | undefined): number {
  if (measured === undefined || !Number.isFinite(measured) || measured <= -70) return 0;
  return Math.max(-20, Math.min(20, target - measured));
}

/** The gain (dB) from the first pass's measure to the film's loudness. */
export function mixGain(measured: number | undefined): number {
  return gainTo(MIX_LEVELS.film, measured);
}

/**
 * The second pass: the same mix at `gainDb`, limited and encoded as the film's AAC. ffmpeg's "fast"
 * AAC search, not its default two-loop one: 8.7 s instead of 21.0 s of one core for a 9-minute film,
 * and the decoded track no further from the mix (decision 046, 2026-11-28).
 */
export function filmMixArgs(input: MixInput & { gainDb: number; output: string }): string[] {
  const tail = `volume=${input.gainDb.toFixed(2)}dB,alimiter=limit=${MIX_LEVELS.ceiling}:attack=2:release=50:level=0`;
  return [
    ...["-v", "error", ...inputs(input)],
    ...["-filter_complex", mixGraph(input, tail), "-map", "[out]", "-t", input.seconds.toFixed(3)],
    ...["-c:a", "aac", "-aac_coder", "fast", "-b:a", FILM.audioBitrate],
    ...["-ar", String(FILM.audioRate), "-ac", "2"],
    ...["-f", "mp4", "-y", input.output],
  ];
}
