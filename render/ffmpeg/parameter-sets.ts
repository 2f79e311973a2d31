// The H.264 SPS and PPS of a segment, read from its Annex B stream, to refuse a segment that would not join.
import path from "node:path";
import { runFfmpeg } from "./run-ffmpeg.ts";

export interface ParameterSets {
  /** Hex of the first SPS (NAL type 7) and PPS (NAL type 8), emulation prevention bytes included. */
  sps: string;
  pps: string;
}

/** Finds NAL units 7 and 8 in an Annex B byte stream (start codes 00 00 01 or 00 00 00 01). */
export function parseParameterSets(annexB: Uint8Array): ParameterSets | null {
  const starts: number[] = [];
  for (let i = 0; i + 2 < annexB.length; i += 1) {
    if (annexB[i] === 0 && annexB[i + 1] === 0 && annexB[i + 2] === 1) {
      starts.push(i + 3);
      i += 2;
    }
  }
  let sps: string | undefined;
  let pps: string | undefined;
  for (const [index, start] of starts.entries()) {
    let end = index + 1 < starts.length ? (starts[index + 1] ?? annexB.length) - 3 : annexB.length;
    // A four-byte start code leaves its leading zero on the end of the unit before it.
    while (end > start && annexB[end - 1] === 0) end -= 1;
    const type = (annexB[start] ?? 0) & 0x1f;
    const hex = Buffer.from(annexB.subarray(start, end)).toString("hex");
    if (type === 7) sps ??= hex;
    if (type === 8) pps ??= hex;
  }
  return sps && pps ? { sps, pps } : null;
}

/** ffmpeg arguments that write the first access unit of a segment as Annex B (with SPS/PPS) to stdout. */
export function annexBHeadArgs(segment: string): string[] {
  return [
    "-v",
    "error",
    "-i",
    segment,
    "-map",
    "0:v:0",
    "-c:v",
    "copy",
    "-bsf:v",
    "h264_mp4toannexb",
    "-frames:v",
    "1",
    "-f",
    "h264",
    "pipe:1",
  ];
}

/** Why two sets differ, or null when the segment can be joined. */
export function parameterSetMismatch(expected: ParameterSets, actual: ParameterSets | null): string | null {
  if (!actual) return "no SPS/PPS found";
  if (actual.sps !== expected.sps) return `SPS ${actual.sps} differs from the template's ${expected.sps}`;
  if (actual.pps !== expected.pps) return `PPS ${actual.pps} differs from the template's ${expected.pps}`;
  return null;
}

/** The SPS and PPS of a segment or clip on disk, read by ffmpeg. */
export async function readParameterSets(
  ffmpeg: string,
  segment: string,
  timeoutSeconds = 60,
): Promise<ParameterSets | null> {
  const { stdout } = await runFfmpeg(ffmpeg, annexBHeadArgs(segment), {
    step: `reading ${path.basename(segment)}`,
    timeoutSeconds,
    captureStdout: true,
  });
  return parseParameterSets(stdout);
}
