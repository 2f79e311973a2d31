// Encodes one segment of a film (a personal scene, a shot of Santa) and refuses it unless its SPS and
// PPS are the template's: a segment that would not join the prepared clips fails the render here.
import path from "node:path";
import { FILM } from "../ffmpeg/encoder-settings.ts";
import { type ParameterSets, parameterSetMismatch, readParameterSets } from "../ffmpeg/parameter-sets.ts";
import { runFfmpeg } from "../ffmpeg/run-ffmpeg.ts";
import { SegmentMismatch } from "../runs/errors.ts";
import { cardSegmentArgs, type CardSegment } from "../scenes/card-args.ts";

export type EncodeSegment = (
  card: CardSegment,
  step: string,
  report: (percent: number) => void,
  abort: AbortSignal,
) => Promise<void>;

export function segmentEncoder(film: {
  ffmpeg: string;
  /** The template's, which every segment must carry. */
  parameterSets: ParameterSets;
  timeoutSeconds: number;
}): EncodeSegment {
  const { ffmpeg, parameterSets, timeoutSeconds } = film;
  return async (card, step, report, abort) => {
    await runFfmpeg(ffmpeg, cardSegmentArgs(card), {
      step,
      timeoutSeconds,
      expectedSeconds: card.frames / FILM.fps,
      onProgress: (p) => report(p.percent),
      signal: abort,
    });
    const mismatch = parameterSetMismatch(parameterSets, await readParameterSets(card.output));
    if (mismatch) throw new SegmentMismatch(path.basename(card.output), mismatch);
  };
}
