// Integrated loudness as ffmpeg's ebur128 filter reads it: the arguments that measure a sound file,
// and the reading of what it prints. The film's mix measures itself with the same filter (film-mix.ts).

/** Reads `input`'s first audio stream to the end; ffmpeg prints the summary on stderr. */
export function loudnessArgs(input: string): string[] {
  return ["-v", "info", "-i", input, "-map", "0:a:0", "-af", "ebur128=framelog=verbose", "-f", "null", "-"];
}

/** The integrated loudness of the last summary ebur128 printed; undefined when it printed none. */
export function parseIntegratedLoudness(stderr: string): number | undefined {
  const summary = stderr.slice(stderr.lastIndexOf("Integrated loudness:"));
  const value = /I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1];
  return value === undefined ? undefined : Number(value);
}
