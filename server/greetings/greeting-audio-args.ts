// ffmpeg's arguments for a greeting as the browser gets it: AAC in an MP4 (every phone plays it),
// mono and small enough for slow 4G (about 20 KB for three seconds), the index first so it plays
// as it arrives.
/** The folder of greetings: swept, since no row names them (server/storage/orphan-sweep.ts). */
export const GREETING_PREFIX = "greetings";
export const GREETING_CONTENT_TYPE = "audio/mp4";
export const GREETING_EXTENSION = ".m4a";

export function greetingEncodeArgs(input: string, output: string): string[] {
  return [
    "-hide_banner",
    "-nostdin",
    "-y",
    "-f",
    "wav",
    "-i",
    input,
    "-ac",
    "1",
    "-c:a",
    "aac",
    "-b:a",
    "64k",
    "-movflags",
    "+faststart",
    "-f",
    "mp4",
    output,
  ];
}
