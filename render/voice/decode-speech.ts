// A cloud voice's Ogg Vorbis made into mono 16-bit PCM by ffmpeg: bytes that are not Ogg audio fail
// here, which is how "not audio" is told from speech.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { runFfmpeg } from "../ffmpeg/run-ffmpeg.ts";

/** ffmpeg's arguments: the demuxer is named, so no other format is guessed from stray bytes. */
export function decodeOggArgs(input: string, sampleRate: number): string[] {
  return ["-v", "error", "-f", "ogg", "-i", input, "-vn", "-ac", "1", "-ar", String(sampleRate)].concat([
    "-c:a",
    "pcm_s16le",
    "-f",
    "s16le",
    "pipe:1",
  ]);
}

/** Raw PCM samples; rejects with ffmpeg's own error when the bytes do not decode. */
export async function decodeOggToPcm(
  ffmpeg: string,
  ogg: Uint8Array,
  sampleRate: number,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  const folder = await mkdtemp(path.join(tmpdir(), "santa-voice-"));
  try {
    const input = path.join(folder, "speech.ogg");
    await writeFile(input, ogg);
    const { stdout } = await runFfmpeg(ffmpeg, decodeOggArgs(input, sampleRate), {
      step: "cloud voice decode",
      timeoutSeconds: 30,
      captureStdout: true,
      signal,
    });
    return new Uint8Array(stdout.buffer, stdout.byteOffset, stdout.byteLength);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
