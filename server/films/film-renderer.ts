// The shop's one film renderer: the template prepared once per process (in
// the background at start, so the shop answers at once, or fetched from file storage when another
// machine prepared it), and a render said by Santa's voices with the name library's recording of the
// child's name or how to say it.
import os from "node:os";
import type { Language } from "#domain/language.ts";
import { inBackground } from "#render/runs/background-priority.ts";
import type { FilmLines } from "../lines/film-lines.ts";
import { logger } from "../logger.ts";
import type { FilmNames } from "../names/film-names.ts";
import {
  renderFilm,
  storylineForSibling,
  type ChildDetails,
  type ChildLooks,
  type RenderedFilm,
} from "#render/render-film.ts";
import { preparedLocation, prepareTemplate } from "#render/template/prepare-template.ts";
import type { PreparedLocation, PreparedTemplate } from "#render/template/prepared-template.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { storedTemplates } from "../templates/stored-templates.ts";
import type { SantaVoices } from "./santa-voices.ts";

export interface FilmRendererOptions {
  /** The ffmpeg binary, found on first use (ffmpegTools): a render without one fails, retryably. */
  ffmpeg: () => string;
  /** The template's folder (server/templates/template-folders.ts finds it from its name). */
  templateDir: string;
  dataDir: string;
  /** The shop's file storage, where prepared templates and Santa's shots are shared between machines. */
  storage?: FileStorage;
  /** The name library: a recording of the child's name wins over every voice. */
  names: FilmNames;
  /** Santa's recorded lines: a line he recorded wins over every voice. */
  lines: FilmLines;
  /** Santa's voices, best first (server/films/santa-voices.ts). */
  voices: SantaVoices;
  onStep?: (message: string) => void;
  /**
   * The example films' renderer: its preparation and renders give way to a customer's film, every
   * tool they start at the lowest CPU priority (render/runs/background-priority.ts).
   */
  background?: boolean;
  /**
   * Aborted when the process stops: its ffmpeg processes are killed then, rather than a deploy
   * waiting minutes for a template or a film whose job is retried anyway.
   */
  stopping?: AbortSignal;
}

export interface FilmOrder {
  child: ChildDetails;
  /**
   * How the parent says the name, written as it sounds: the voices say the name so in every line,
   * over the library's entry; the captions and cards keep the name as written (decision 071).
   */
  namePronunciation?: string | null;
  looks: ChildLooks;
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
  /** Whether the template is prepared in this process already: a render starts at once. */
  prepared(): boolean;
  /**
   * Where its template is prepared: the one prepared in this process, or else the one its template
   * folder names now (its source files hashed again each time; no ffmpeg runs). The template sweep
   * keeps these (server/templates/template-sweep.ts).
   */
  templateLocation(): Promise<PreparedLocation>;
}

export function createFilmRenderer(options: FilmRendererOptions): FilmRenderer {
  let prepared: Promise<{ ffmpeg: string; template: PreparedTemplate }> | undefined;
  let done: PreparedLocation | undefined;
  const shared = options.storage && storedTemplates(options.storage, logger);
  const run = <T>(work: () => Promise<T>) => (options.background ? inBackground(work) : work());
  function prepare() {
    prepared ??= run(async () => {
      const ffmpeg = options.ffmpeg();
      const template = await prepareTemplate({
        ffmpeg,
        templateDir: options.templateDir,
        dataDir: options.dataDir,
        onStep: options.onStep,
        ...(shared && { shared }),
        ...(options.stopping && { signal: options.stopping }),
      });
      done = { name: template.name, dir: template.dir };
      return { ffmpeg, template };
    });
    // A failed preparation (ffmpeg missing, a bad manifest) is tried again by the next render.
    prepared.catch(() => {
      prepared = undefined;
    });
    return prepared;
  }
  return {
    ready: prepare,
    prepared: () => done !== undefined,
    templateLocation: async () => done ?? preparedLocation(options.templateDir, options.dataDir),
    async render(order) {
      const { ffmpeg, template } = await prepare();
      const [nameRecording, pronunciation] = await Promise.all([
        options.names.recording(order.language, order.child.name, order.workDir),
        options.names.pronunciation(order.language, order.child.name, order.namePronunciation),
      ]);
      return run(() =>
        renderFilm({
          ffmpeg,
          template,
          storyline:
            order.storyline && template.storylineIds.includes(order.storyline)
              ? order.storyline
              : storylineForSibling(template, order.siblingIndex),
          language: order.language,
          child: order.child,
          looks: order.looks,
          photos: order.photos,
          voice: {
            engines: options.voices(),
            recordedLine: (words) => options.lines.recording(order.language, words, order.workDir),
            ...(nameRecording && { nameRecording }),
            ...(pronunciation && { pronunciations: [pronunciation] }),
          },
          workDir: order.workDir,
          outputPath: order.outputPath,
          onProgress: order.onProgress,
          ...(options.stopping && { signal: options.stopping }),
        }),
      );
    },
  };
}

/** Films rendered at once by one process: each render runs two encoders, one per core. */
export function defaultRenderConcurrency(cores = os.availableParallelism()): number {
  return Math.max(1, Math.floor(cores / 2));
}
