// The shop's one film renderer: ffmpeg located once, the template prepared once per process (in
// the background at start, so the shop answers at once), Santa's voices lined up once (the cloud voice
// when configured, then the offline ones, each phrase kept in file storage), and a render that finds
// the child's name recording where one was made.
import { readdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Language } from "../../domain/language.ts";
import { locateFfmpeg } from "../../render/ffmpeg/locate-ffmpeg.ts";
import { normaliseName } from "../../render/normalise-name.ts";
import { nameOfRecordingFile } from "../names/name-files.ts";
import {
  renderFilm,
  storylineForSibling,
  type ChildDetails,
  type RenderedFilm,
} from "../../render/render-film.ts";
import { prepareTemplate, type PreparedTemplate } from "../../render/template/prepare-template.ts";
import { createPollyVoice, type PollySettings } from "../../render/voice/cloud-polly.ts";
import { offlineVoices } from "../../render/voice/offline-voices.ts";
import { withPhraseCache, type PhraseStorage } from "../../render/voice/phrase-cache.ts";
import type { VoiceEngine } from "../../render/voice/voice-engine.ts";

const TEMPLATES = path.resolve(import.meta.dirname, "..", "..", "render", "templates");

export interface FilmRendererOptions {
  /** FFMPEG_PATH, when set. */
  ffmpegPath: string | undefined;
  /** PATH, where a system ffmpeg is looked for. */
  searchPath: string | undefined;
  /** `demo`, `short` (tests), or the folder of an operator's own template. */
  template: string;
  dataDir: string;
  /** Folder of name recordings: `<language>/<normalised name>.<any audio extension>`. */
  namesDir: string;
  /** Where synthesised phrases are kept (`voice-phrases/`), shared by every machine. */
  storage: PhraseStorage;
  /** The cloud voice's settings (server/config.ts `pollySettingsOf`), when its keys are set. */
  cloudVoice?: Omit<PollySettings, "ffmpeg">;
  onStep?: (message: string) => void;
  /**
   * Aborted when the process stops: its ffmpeg processes are killed then, rather than a deploy
   * waiting minutes for a template or a film whose job is retried anyway.
   */
  stopping?: AbortSignal;
}

export interface FilmOrder {
  child: ChildDetails;
  language: Language;
  /** 0 for an order's first film: siblings get different storylines while there are enough. */
  siblingIndex: number;
  /** A storyline of the template chosen by id (the sample films); a template without it picks by sibling. */
  storyline?: string;
  photos: string[];
  workDir: string;
  outputPath: string;
  onProgress: (percent: number) => void;
}

export interface FilmRenderer {
  render(order: FilmOrder): Promise<RenderedFilm>;
  /** Resolves once the template is prepared (or rejects with why it cannot be). */
  ready(): Promise<unknown>;
}

/** The recording of this name in this language, if the name library has one. */
export async function findNameRecording(
  namesDir: string,
  language: Language,
  name: string,
): Promise<string | undefined> {
  const key = normaliseName(name);
  const folder = path.join(namesDir, language);
  const files = await readdir(folder).catch(() => [] as string[]);
  const file = files.find((candidate) => normaliseName(nameOfRecordingFile(candidate)) === key);
  return file && path.join(folder, file);
}

/** The folder of a template named in the configuration: one of ours by name, or an operator's by path. */
export function templateFolder(template: string): string {
  return path.isAbsolute(template) ? template : path.join(TEMPLATES, template);
}

export function createFilmRenderer(options: FilmRendererOptions): FilmRenderer {
  let prepared: Promise<{ ffmpeg: string; template: PreparedTemplate; voices: VoiceEngine[] }> | undefined;
  function prepare() {
    prepared ??= (async () => {
      const ffmpeg = locateFfmpeg({ ffmpegPathEnv: options.ffmpegPath, pathEnv: options.searchPath });
      const template = await prepareTemplate({
        ffmpeg,
        templateDir: templateFolder(options.template),
        dataDir: options.dataDir,
        onStep: options.onStep,
        ...(options.stopping && { signal: options.stopping }),
      });
      const voices = [
        ...(options.cloudVoice ? [createPollyVoice({ ...options.cloudVoice, ffmpeg })] : []),
        ...offlineVoices({ ffmpeg }),
      ].map((engine) => withPhraseCache(engine, options.storage));
      return { ffmpeg, template, voices };
    })();
    // A failed preparation (ffmpeg missing, a bad manifest) is tried again by the next render.
    prepared.catch(() => {
      prepared = undefined;
    });
    return prepared;
  }
  return {
    ready: prepare,
    async render(order) {
      const { ffmpeg, template, voices } = await prepare();
      const nameRecording = await findNameRecording(options.namesDir, order.language, order.child.name);
      return renderFilm({
        ffmpeg,
        template,
        storyline:
          order.storyline && template.storylineIds.includes(order.storyline)
            ? order.storyline
            : storylineForSibling(template, order.siblingIndex),
        language: order.language,
        child: order.child,
        photos: order.photos,
        voice: { engines: voices, ...(nameRecording && { nameRecording }) },
        workDir: order.workDir,
        outputPath: order.outputPath,
        onProgress: order.onProgress,
        ...(options.stopping && { signal: options.stopping }),
      });
    },
  };
}

/** Films rendered at once by one process: each render runs two encoders, one per core. */
export function defaultRenderConcurrency(cores = os.availableParallelism()): number {
  return Math.max(1, Math.floor(cores / 2));
}
