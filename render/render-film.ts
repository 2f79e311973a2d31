// The renderer's entry point: one personalised film from a prepared template.
//
//   const ffmpeg = ffmpegTools({ ffmpegPathEnv: config.FFMPEG_PATH, pathEnv: config.PATH }).ffmpeg();
//   const template = await prepareTemplate({ ffmpeg, templateDir: DEMO_TEMPLATE_DIR, dataDir });
//   const { videoPath, captionsPath, durationSeconds, speech } = await renderFilm({
//     ffmpeg, template, storyline: storylineForSibling(template, 0), language: "es",
//     child: { name, age, achievements, wishes, message }, looks: { eyes: "#4a7db5", hair: null, eyeChoice: "blue" },
//     photos: [jpegPath, …],
//     voice: { engines: [cloud, ...offline], nameRecording }, workDir, outputPath: ".../film.mp4",
//     onProgress: (percent) => …, signal, timeoutSeconds,
//   });
//
// Santa's script is assembled for the child and said first (render/speak-script.ts), while the
// personal scenes' stills are drawn (film/film-stills.ts); its phrases are placed on the timeline,
// which grows the personal scenes to fit them (decision 043). Then only the personal scenes are
// encoded (film/personal-scenes.ts, two at a time, one thread each, the longest first) beside the
// audio mix (film/film-audio.ts); fixed clips were encoded when the template was prepared, and each
// fixed scene is a reel joined by the first film that shows it (film/fixed-scenes.ts, decision 058).
// Segments are joined by stream copy (film/join-film.ts) and the
// captions, one cue per phrase, are muxed and written beside the film (`film.vtt`, and the other
// languages' as `film.<language>.vtt`). The film and its captions appear at their final names only
// once checked; `workDir` is this render's scratch space (emptied at the start, left for the caller to
// delete: the voice stem `film-render/voice.wav` stays there for the tests). Failures are RenderErrors.
import { rename, rm, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FilmSpeech } from "#domain/film-speech.ts";
import type { Language } from "#domain/language.ts";
import { soundSpans } from "./audio/sound-spans.ts";
import { framesOf } from "./ffmpeg/encoder-settings.ts";
import { segmentEncoder } from "./film/encode-segment.ts";
import { filmAudioTask } from "./film/film-audio.ts";
import { planFilm } from "./film/film-plan.ts";
import { filmStills } from "./film/film-stills.ts";
import { fixedScenes } from "./film/fixed-scenes.ts";
import { joinFilm } from "./film/join-film.ts";
import { personalScenes } from "./film/personal-scenes.ts";
import { progressMeter } from "./progress-meter.ts";
import { type EncodeTask, longestFirst, runLimited } from "./runs/run-limited.ts";
import type { ChildLooks } from "./santa/portrait-art.ts";
import { santaSprites } from "./santa/santa-sprites.ts";
import { checkPhotos } from "./scenes/scale-photo.ts";
import type { ChildDetails } from "./script/child-details.ts";
import { speakScript } from "./speak-script.ts";
import type { PreparedTemplate } from "./template/prepared-template.ts";
import type { FilmVoice } from "./voice/film-voice.ts";

export type { ChildDetails } from "./script/child-details.ts";
export type { ChildLooks } from "./santa/portrait-art.ts";

export interface RenderFilmInput {
  /** The ffmpeg binary (ffmpeg/locate-ffmpeg.ts: ffmpegTools finds it, once per process). */
  ffmpeg: string;
  template: PreparedTemplate;
  /** One of template.storylineIds; storylineForSibling picks one per child of an order. */
  storyline: string;
  language: Language;
  child: ChildDetails;
  /** The colours of the child's portrait in Santa's book. */
  looks: ChildLooks;
  /** 0–10 upright JPEGs (the shop's upload step makes them so). */
  photos: readonly string[];
  /** Santa's voices, and the shop's recording of the child's name when there is one. */
  voice: FilmVoice;
  workDir: string;
  /** Where the film goes (`.mp4`); its captions go beside it with `.vtt`. */
  outputPath: string;
  /** 0–100, rising. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Per ffmpeg process; a stuck one is killed and the render fails as retryable. */
  timeoutSeconds?: number;
}

export interface RenderedFilm {
  videoPath: string;
  /** The captions in the film's language (also muxed into the film). */
  captionsPath: string;
  /** The same storyline's captions in each other language, for families who read another one. */
  otherCaptions: { language: Language; path: string }[];
  durationSeconds: number;
  speech: FilmSpeech;
  /**
   * Where the phrases said from the child's details are kept (the phrase cache's keys): the shop's
   * film row names them, so they are deleted with the child's details (decision 063).
   */
  personalPhrases: string[];
}

/** Different children of one order get different storylines while there are enough. */
export function storylineForSibling(template: PreparedTemplate, siblingIndex: number): string {
  return template.storylineIds[siblingIndex % template.storylineIds.length] as string;
}

const ENCODERS = 2;

export async function renderFilm(input: RenderFilmInput): Promise<RenderedFilm> {
  const { ffmpeg, template, storyline: storylineId, language, child, workDir, signal } = input;
  const timeoutSeconds = input.timeoutSeconds ?? 600;
  const storyline = template.manifest.storylines.find((s) => s.id === storylineId);
  if (!storyline) throw new RangeError(`No storyline "${storylineId}" in template ${template.manifest.id}`);
  const output = path.resolve(input.outputPath);
  const captionsPath = output.replace(/\.[^./]*$/, "") + ".vtt";
  const partial = { video: `${output}.partial`, captions: `${captionsPath}.partial` };
  const work = await emptyWork(path.resolve(workDir, "film-render"), output, partial);

  const photos = await checkPhotos(input.photos);
  const stills = filmStills({ template, looks: input.looks, photos, work });
  // Drawn while Santa's lines are said, on the core the voices leave idle: no still waits for the
  // timeline, only for which scenes the film has. One at a time, as the encoders would draw them.
  const drawnEarly = (async () => {
    for (const segment of planFilm(template.manifest, storylineId, photos.length).segments)
      if (segment.kind !== "fixed") await stills.of(segment);
  })();
  drawnEarly.catch(() => undefined);
  const spoken = await speakScript({
    ffmpeg,
    template,
    storyline: storylineId,
    language,
    child,
    eyeColour: input.looks.eyeChoice,
    photoCount: photos.length,
    voice: input.voice,
    work,
    timeoutSeconds,
    ...(signal && { signal }),
  });
  const { plan, filmSeconds, voiceFrames, captions } = spoken;
  const others = spoken.otherCaptions.map(({ language: other, text }) => ({
    language: other,
    path: captionsPath.replace(/\.vtt$/, `.${other}.vtt`),
    text,
  }));
  const workCaptions = path.join(work, "captions.vtt");
  await writeFile(workCaptions, captions);

  const progress = progressMeter(plan.frames, input.onProgress);
  const audioFile = path.join(work, "audio.aac");
  /** Each with the frames it encodes, so the longest start first and no long one is left for the end. */
  const tasks: EncodeTask[] = [
    filmAudioTask({
      ffmpeg,
      template,
      storyline: storylineId,
      language,
      stemFile: spoken.stemFile,
      spans: soundSpans(
        plan.segments.map((segment) => ({
          fixed: segment.kind === "fixed",
          frames: segment.frames,
          // A photo's share of its scene: the scene's own length is counted once, with its first photo.
          nominalFrames:
            segment.kind === "photo" && segment.photoIndex > 0
              ? 0
              : framesOf(template.manifest.scenes[segment.sceneId]?.seconds ?? 0),
        })),
      ),
      work,
      output: audioFile,
      timeoutSeconds,
      report: progress.part(plan.frames / 10),
    }),
  ];
  const sprites = santaSprites(template.dir);
  const encode = segmentEncoder({ ffmpeg, parameterSets: template.parameterSets, timeoutSeconds });
  const fixed = fixedScenes({
    ffmpeg,
    template,
    work,
    timeoutSeconds,
    voiceFrames,
    sprites,
    progressPart: (weight) => progress.part(weight),
    tasks,
    encode,
  });
  const personalScene = personalScenes({
    stills,
    sprites,
    voiceFrames,
    readings: spoken.readings,
    child,
    texts: template.manifest.languages[language],
    language,
    photoCount: photos.length,
    work,
  });
  const segmentFiles: string[] = [];
  let from = 0;
  for (const [index, segment] of plan.segments.entries()) {
    const start = from;
    from += segment.frames;
    if (segment.kind === "fixed") {
      segmentFiles.push(await fixed.reel(segment.sceneId, start, segment.frames));
      continue;
    }
    const file = path.join(work, "segments", `${String(index).padStart(2, "0")}-${segment.sceneId}.mp4`);
    const report = progress.part(segment.frames);
    tasks.push({
      frames: segment.frames,
      run: async (abort) =>
        encode(await personalScene(segment, index, start, file), `${segment.sceneId} scene`, report, abort),
    });
    segmentFiles.push(file);
  }
  await runLimited(longestFirst(tasks), ENCODERS, signal);
  await fixed.joinMissing(signal);

  await joinFilm({
    ffmpeg,
    segmentFiles,
    audio: audioFile,
    captions: workCaptions,
    language,
    seconds: filmSeconds,
    work,
    output: partial.video,
    timeoutSeconds,
    report: progress.part(plan.frames / 20),
    signal,
  });
  for (const other of others) await writeFile(other.path, other.text);
  await writeFile(partial.captions, captions);
  await rename(partial.captions, captionsPath);
  await rename(partial.video, output);
  return {
    videoPath: output,
    captionsPath,
    otherCaptions: others.map(({ language: other, path: file }) => ({ language: other, path: file })),
    durationSeconds: filmSeconds,
    speech: spoken.speech,
    personalPhrases: spoken.personalPhrases,
  };
}

/**
 * A retry after a crash starts from nothing: no stale segment or half-written film is reused. Returns
 * the render's scratch folder, emptied, with its `segments`, `text` and `photos` folders.
 */
async function emptyWork(work: string, output: string, partial: { video: string; captions: string }) {
  await Promise.all([
    rm(work, { recursive: true, force: true }),
    rm(partial.video, { force: true }),
    rm(partial.captions, { force: true }),
  ]);
  await Promise.all(
    ["segments", "text", "photos"].map((sub) => mkdir(path.join(work, sub), { recursive: true })),
  );
  await mkdir(path.dirname(output), { recursive: true });
  return work;
}
