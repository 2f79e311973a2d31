// Integrated loudness as ffmpeg's ebur128 filter reads it: the arguments that measure a sound file,
// and the reading of what it prints. The film's mix measures itself with the same filter (film-mix.ts).

/** Reads `input`'s first audio stream to the end; ffmpeg prints the summary on stderr. */
export function loudnessArgs(input: string): string[] {
  return ["-v", "info", "-i", input, "-map", "0:a:0", "-af", "ebur128=framelog=verbose", "-f", "null", "-"];
}

/**
 * The integrated loudness of the last summary ebur128 printed (of the filter named `filter`, where
 * one ffmpeg ran several); undefined when it printed none. The last, since ffmpeg may print a
 * summary of nothing first, for a graph it set up and then set up again.
 */
export function parseIntegratedLoudness(stderr: string, filter?: string): number | undefined {
  let printed = stderr;
  if (filter !== undefined) {
    const from = stderr.lastIndexOf(`[${filter} @`);
    if (from < 0) return undefined;
    // The summary's lines after its first carry no filter's name: it ends where another's line starts.
    const next = stderr.indexOf("\n[", from);
    printed = stderr.slice(from, next < 0 ? undefined : next);
  }
  const summary = printed.slice(printed.lastIndexOf("Integrated loudness:"));
  const value = /I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1];
  return value === undefined ? undefined : Number(value);
}

/** Reads `input`'s first audio stream to the end for its loudness and its true peak, as a film is delivered. */
export function deliveredLoudnessArgs(input: string): string[] {
  return ["-v", "info", "-i", input, "-map", "0:a:0", "-af", "ebur128=peak=true", "-f", "null", "-"];
}

/** Integrated loudness (LUFS) and true peak (dBTP) from the summary `deliveredLoudnessArgs` makes ffmpeg print. */
export function parseDeliveredLoudness(stderr: string): { integrated: number; truePeak: number } | undefined {
  const summary = stderr.slice(stderr.lastIndexOf("Summary:"));
  const integrated = /I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1];
  const truePeak = /True peak:\s+Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary)?.[1];
  if (integrated === undefined || truePeak === undefined) return undefined;
  return { integrated: Number(integrated), truePeak: truePeak === "-inf" ? -Infinity : Number(truePeak) };
}
