// The film's sound as one encode: the storyline's music under Santa's voice, the whole mix measured
// first and then encoded at the gain that brings it to the film's loudness (audio/film-mix.ts).
import type { Language } from "#domain/language.ts";
import { filmMixArgs, measureMixArgs, mixGain } from "../audio/film-mix.ts";
import { parseIntegratedLoudness } from "../audio/measure-loudness.ts";
import { runFfmpeg } from "../ffmpeg/run-ffmpeg.ts";
import type { EncodeTask } from "../runs/run-limited.ts";
import { audioPath, musicLoudnessOf, type PreparedTemplate } from "../template/prepared-template.ts";

export function filmAudioTask(input: {
  ffmpeg: string;
  template: PreparedTemplate;
  storyline: string;
  language: Language;
  /** Santa's voice alone, as long as the film. */
  stemFile: string;
  seconds: number;
  /** Where the encoded mix goes (`audio.m4a`). */
  output: string;
  timeoutSeconds: number;
  report: (percent: number) => void;
}): EncodeTask {
  const { ffmpeg, template, storyline, language, seconds, timeoutSeconds, report } = input;
  // Measuring and encoding the whole film's mix is the longest task of all: it goes first.
  return {
    frames: Infinity,
    run: async (abort) => {
      const mix = {
        music: audioPath(template, storyline, language),
        musicLoudness: musicLoudnessOf(template, storyline, language),
        voice: input.stemFile,
        seconds,
      };
      const { stderr } = await runFfmpeg(ffmpeg, measureMixArgs(mix), {
        step: "measuring the audio mix",
        timeoutSeconds,
        expectedSeconds: seconds,
        onProgress: (p) => report(p.percent / 3),
        signal: abort,
      });
      await runFfmpeg(
        ffmpeg,
        filmMixArgs({ ...mix, gainDb: mixGain(parseIntegratedLoudness(stderr)), output: input.output }),
        {
          step: "audio mix",
          timeoutSeconds,
          expectedSeconds: seconds,
          onProgress: (p) => report((100 + 2 * p.percent) / 3),
          signal: abort,
        },
      );
    },
  };
}
