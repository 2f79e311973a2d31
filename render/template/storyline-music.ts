// Preparing each storyline's music: per language one continuous FLAC of the storyline's length, its
// loudness measured once; the operator's track, or the placeholder music box looped.
import { existsSync } from "node:fs";
import { copyFile, rm } from "node:fs/promises";
import path from "node:path";
import { LANGUAGES, type Language } from "#domain/language.ts";
import { loudnessArgs, parseIntegratedLoudness } from "../audio/measure-loudness.ts";
import { TemplateMediaMissing } from "../runs/errors.ts";
import { runFfmpeg } from "../ffmpeg/run-ffmpeg.ts";
import type { Task } from "../runs/run-limited.ts";
import type { Manifest } from "../manifest/manifest-schema.ts";
import { MUSIC_PHRASE_SECONDS, placeholderMusicArgs } from "./placeholder-media.ts";
import { storylineAudioArgs } from "./prepare-args.ts";

export interface StorylineMusic {
  /** One task per storyline and language, for preparing's pool. */
  tasks: Task<void>[];
  /** Deletes the placeholder phrases the tasks looped, once they have all run. */
  cleanUp(): Promise<void>;
}

export function storylineMusic(options: {
  ffmpeg: string;
  manifest: Manifest;
  templateDir: string;
  /** The prepared template's `audio` folder, where the placeholder phrases are made. */
  audioDir: string;
  seconds: (storylineId: string) => number;
  output: (storylineId: string, language: Language) => string;
  /** Given each track's loudness (LUFS) under `<storyline>/<language>`, when it could be measured. */
  loudness: Record<string, number>;
  onStep?: (message: string) => void;
  /** Each ffmpeg step's limit in place of its own (prepare-template.ts: `timeoutSeconds`). */
  timeoutSeconds?: number;
}): StorylineMusic {
  const { ffmpeg, manifest, templateDir, audioDir } = options;
  const phrases = new Map<number, Promise<string>>();
  const phrase = (rootHz: number, abort: AbortSignal) => {
    if (!phrases.has(rootHz)) {
      const file = path.join(audioDir, `phrase-${rootHz}.flac`);
      phrases.set(
        rootHz,
        runFfmpeg(ffmpeg, placeholderMusicArgs(rootHz, file), {
          step: "making placeholder music",
          timeoutSeconds: options.timeoutSeconds ?? 60 + MUSIC_PHRASE_SECONDS * 10,
          signal: abort,
        }).then(() => file),
      );
    }
    return phrases.get(rootHz) as Promise<string>;
  };
  // A placeholder's music is one track in both languages: made and measured once, then copied.
  const tracks = new Map<string, Promise<{ file: string; loudness: number | undefined }>>();
  const track = (input: string, seconds: number, loop: boolean, output: string, abort: AbortSignal) => {
    const key = JSON.stringify([input, seconds, loop]);
    const made = tracks.get(key);
    if (made)
      return made.then(async (first) => {
        await copyFile(first.file, output);
        return first;
      });
    const making = (async () => {
      await runFfmpeg(ffmpeg, storylineAudioArgs(input, seconds, output, loop), {
        step: `preparing audio ${path.basename(output)}`,
        timeoutSeconds: options.timeoutSeconds ?? 60 + seconds,
        signal: abort,
      });
      const { stderr } = await runFfmpeg(ffmpeg, loudnessArgs(output), {
        step: `measuring audio ${path.basename(output)}`,
        timeoutSeconds: options.timeoutSeconds ?? 60 + seconds,
        signal: abort,
      });
      return { file: output, loudness: parseIntegratedLoudness(stderr) };
    })();
    tracks.set(key, making);
    return making;
  };
  const tasks = manifest.storylines.flatMap((storyline) =>
    LANGUAGES.map((language) => async (abort: AbortSignal) => {
      const own = path.join(templateDir, storyline.languages[language].audio);
      const placeholder = storyline.musicPlaceholder;
      if (!existsSync(own) && !placeholder) throw new TemplateMediaMissing(own);
      const input = existsSync(own) ? own : await phrase((placeholder as { rootHz: number }).rootHz, abort);
      const output = options.output(storyline.id, language);
      const { loudness } = await track(input, options.seconds(storyline.id), input !== own, output, abort);
      if (loudness !== undefined) options.loudness[`${storyline.id}/${language}`] = loudness;
      options.onStep?.(`audio ${storyline.id}/${language}`);
    }),
  );
  return {
    tasks,
    async cleanUp() {
      await Promise.all([...phrases.values()].map(async (file) => rm(await file, { force: true })));
    },
  };
}
