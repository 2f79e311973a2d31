// The last steps of a render: the segments joined by stream copy with the audio and the captions muxed
// in, then the film probed and refused unless it is as long, as large and as loud as it should be.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { Language } from "#domain/language.ts";
import { FILM } from "../ffmpeg/encoder-settings.ts";
import { runFfmpeg } from "../ffmpeg/run-ffmpeg.ts";
import { FilmInvalid } from "../runs/errors.ts";
import { concatList, muxArgs } from "./mux-args.ts";
import { filmProblem, parseProbe, probeArgs } from "./probe-film.ts";

export async function joinFilm(film: {
  ffmpeg: string;
  segmentFiles: readonly string[];
  audio: string;
  captions: string;
  language: Language;
  seconds: number;
  /** The render's scratch folder, where the segments' list is written. */
  work: string;
  output: string;
  timeoutSeconds: number;
  report: (percent: number) => void;
  signal: AbortSignal | undefined;
}): Promise<void> {
  const { ffmpeg, seconds, timeoutSeconds, signal } = film;
  const list = path.join(film.work, "segments.ffconcat");
  await writeFile(list, concatList(film.segmentFiles));
  await runFfmpeg(
    ffmpeg,
    muxArgs({
      list,
      audio: film.audio,
      captions: film.captions,
      language: film.language,
      output: film.output,
    }),
    {
      step: "joining the film",
      timeoutSeconds,
      expectedSeconds: seconds,
      onProgress: (p) => film.report(p.percent),
      signal,
    },
  );
  const { stderr } = await runFfmpeg(ffmpeg, probeArgs(film.output), {
    step: "checking the film",
    timeoutSeconds,
    signal,
  });
  const problem = filmProblem(parseProbe(stderr), {
    seconds,
    width: FILM.width,
    height: FILM.height,
    sampleRate: FILM.audioRate,
  });
  if (problem) throw new FilmInvalid(problem);
}
