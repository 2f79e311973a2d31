// The film's one continuous audio track, encoded once: the storyline's music and voice, with the child's
// name recording laid in at the template's cue points and the music lowered under it.
import { FILM } from "../ffmpeg/encoder-settings.ts";
import { filterValue } from "../ffmpeg/filter-escape.ts";

export interface NameInsert {
  file: string;
  /** Seconds on the film's timeline where the name starts. */
  cues: readonly number[];
  /** The recording's length in seconds, to know how long to lower the music. */
  seconds: number;
}

/** The music drops to a quarter (−12 dB) under the name, easing down and up over RAMP seconds. */
const DUCKED_GAIN = 0.25;
const RAMP = 0.15;

/**
 * The music's gain over time as an ffmpeg expression: 1, except DUCKED_GAIN while a name plays.
 * Each cue contributes a trapezoid that reaches 1 during the name; the deepest one wins.
 */
export function duckingExpression(cues: readonly number[], seconds: number): string {
  const dips = cues.map((start) => {
    const end = start + seconds;
    const r = (x: number) => x.toFixed(3);
    return `max(0,min(1,min((t-${r(start - RAMP)})/${RAMP},(${r(end + RAMP)}-t)/${RAMP})))`;
  });
  const deepest = dips.reduce((acc, dip) => `max(${acc},${dip})`);
  return `1-${1 - DUCKED_GAIN}*${deepest}`;
}

export function audioTrackArgs({
  music,
  name,
  output,
}: {
  music: string;
  name?: NameInsert;
  output: string;
}): string[] {
  const encode = [
    "-c:a",
    "aac",
    "-b:a",
    FILM.audioBitrate,
    "-ar",
    String(FILM.audioRate),
    "-ac",
    "2",
    "-f",
    "mp4",
    "-y",
    output,
  ];
  if (!name || name.cues.length === 0) {
    return ["-v", "error", "-i", music, "-map", "0:a:0", ...encode];
  }
  const copies = name.cues.map((_, i) => `[n${i}]`).join("");
  const delayed = name.cues.map((cue, i) => {
    const ms = Math.round(cue * 1000);
    return `[n${i}]adelay=${ms}|${ms},apad[d${i}]`;
  });
  // amerge stacks the channels side by side (music L R, name L R, …) and ends with the music;
  // pan then adds them up with no level change (amix would rescale as inputs come and go).
  const inputs = name.cues.length + 1;
  const left = Array.from({ length: inputs }, (_, i) => `c${2 * i}`).join("+");
  const right = Array.from({ length: inputs }, (_, i) => `c${2 * i + 1}`).join("+");
  const graph = [
    `[0:a]aformat=sample_fmts=fltp:channel_layouts=stereo,volume=${filterValue(duckingExpression(name.cues, name.seconds))}:eval=frame[music]`,
    `[1:a]aresample=${FILM.audioRate},aformat=sample_fmts=fltp:channel_layouts=stereo,asplit=${name.cues.length}${copies}`,
    ...delayed,
    `[music]${name.cues.map((_, i) => `[d${i}]`).join("")}amerge=inputs=${inputs},pan=stereo|c0=${left}|c1=${right},alimiter=limit=0.97[out]`,
  ].join(";");
  return ["-v", "error", "-i", music, "-i", name.file, "-filter_complex", graph, "-map", "[out]", ...encode];
}
