// An uploaded or recorded take (a name, one of Santa's lines), made ready for the renderer: trimmed,
// at the film's loudness, 48 kHz stereo WAV; or refused with a reason an operator can act on. Only a known audio container reaches
// ffmpeg, and ffmpeg reads it as that container (decision 061).
import { randomBytes } from "node:crypto";
import { mkdir, open, rm } from "node:fs/promises";
import path from "node:path";
import { FfmpegFailed } from "#render/runs/errors.ts";
import { parseProbe } from "#render/film/probe-film.ts";
import { runFfmpeg } from "#render/ffmpeg/run-ffmpeg.ts";
import { sniffAudioContainer, SNIFFED_BYTES, type AudioContainer } from "./audio-container.ts";
import { measureArgs, normaliseArgs, parseMeasure, trimArgs } from "./take-audio-args.ts";

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

const notAudio = (detail: string) => new RecordingRejected("console.names.error.notAudio", detail);

/** The upload's container from its first bytes; refused as no sound when it is none we read, or none came. */
async function containerOf(input: string): Promise<AudioContainer> {
  const file = await open(input, "r").catch((error: NodeJS.ErrnoException) => {
    throw error.code === "ENOENT" ? notAudio("no file") : error;
  });
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(SNIFFED_BYTES), 0, SNIFFED_BYTES, 0);
    const container = sniffAudioContainer(buffer.subarray(0, bytesRead));
    if (container) return container;
    throw notAudio("no audio container we read");
  } finally {
    await file.close();
  }
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
  const container = await containerOf(input);
  await mkdir(workDir, { recursive: true });
  const stem = path.join(workDir, `name-${randomBytes(8).toString("hex")}`);
  const trimmed = `${stem}.trimmed.wav`;
  const output = `${stem}.wav`;
  const run = (args: string[], step: string) =>
    runFfmpeg(ffmpeg, args, { step, timeoutSeconds: STEP_TIMEOUT_SECONDS });
  try {
    try {
      await run(trimArgs(input, container, trimmed), "trimming a name recording");
    } catch (error) {
      // ffmpeg finds no audio stream to decode in the container: a broken file, a video without sound.
      if (error instanceof FfmpegFailed) throw notAudio(error.message);
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
