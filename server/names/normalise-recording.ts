// An uploaded or recorded name, made ready for the renderer: trimmed, at the film's loudness, 48 kHz
// stereo WAV; or refused with a reason an operator can act on.
import { randomBytes } from "node:crypto";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { FfmpegFailed } from "#render/errors.ts";
import { parseProbe } from "#render/film/probe-film.ts";
import { runFfmpeg } from "#render/ffmpeg/run-ffmpeg.ts";
import { measureArgs, normaliseArgs, parseMeasure, trimArgs } from "./name-audio-args.ts";

/** Longer than this once trimmed is not a name: the music is lowered for the whole recording. */
export const MAX_NAME_SECONDS = 5;
/** Shorter than this once trimmed, nothing was said. */
const MIN_NAME_SECONDS = 0.15;
const STEP_TIMEOUT_SECONDS = 60;

export type RecordingRejection =
  "console.names.error.notAudio" | "console.names.error.tooLong" | "console.names.error.silent";

export class RecordingRejected extends Error {
  readonly key: RecordingRejection;
  constructor(key: RecordingRejection, detail: string) {
    super(`Name recording refused (${key}): ${detail}`);
    this.name = "RecordingRejected";
    this.key = key;
  }
}

export interface NormalisedRecording {
  /** The WAV, in `workDir`; the caller moves it where it belongs. */
  file: string;
  seconds: number;
}

/** Normalises `input` into a new file in `workDir`; the intermediate file is removed either way. */
export async function normaliseRecording({
  ffmpeg,
  input,
  workDir,
  maxSeconds = MAX_NAME_SECONDS,
}: {
  ffmpeg: string;
  input: string;
  workDir: string;
  /** Longer than this once trimmed is refused: a name by default, a line of Santa's when said. */
  maxSeconds?: number;
}): Promise<NormalisedRecording> {
  await mkdir(workDir, { recursive: true });
  const stem = path.join(workDir, `name-${randomBytes(8).toString("hex")}`);
  const trimmed = `${stem}.trimmed.wav`;
  const output = `${stem}.wav`;
  const run = (args: string[], step: string) =>
    runFfmpeg(ffmpeg, args, { step, timeoutSeconds: STEP_TIMEOUT_SECONDS });
  try {
    try {
      await run(trimArgs(input, trimmed), "trimming a name recording");
    } catch (error) {
      // ffmpeg finds no audio stream to decode: an image, a document, a broken file.
      if (error instanceof FfmpegFailed)
        throw new RecordingRejected("console.names.error.notAudio", error.message);
      throw error;
    }
    const { stderr } = await run(measureArgs(trimmed), "measuring a name recording");
    const seconds = parseProbe(stderr).durationSeconds;
    const measure = parseMeasure(stderr);
    if (!measure || !(seconds >= MIN_NAME_SECONDS)) {
      throw new RecordingRejected("console.names.error.silent", `${seconds} s of sound`);
    }
    if (seconds > maxSeconds) throw new RecordingRejected("console.names.error.tooLong", `${seconds} s`);
    await run(normaliseArgs(trimmed, measure, output), "normalising a name recording");
    return { file: output, seconds };
  } catch (error) {
    await rm(output, { force: true });
    throw error;
  } finally {
    await rm(trimmed, { force: true });
  }
}
