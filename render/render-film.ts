// The renderer's entry point: one personalised film from a prepared template.
//
//   const ffmpeg = locateFfmpeg({ ffmpegPathEnv: config.FFMPEG_PATH, pathEnv: process.env.PATH });
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
// personal scenes' stills are drawn (scenes/film-stills.ts); its phrases are placed on the timeline,
// which grows the personal scenes to fit them (decision 043). Then only the personal scenes are
// encoded (two at a time, one thread each, the longest first) beside the audio mix; fixed clips were
// encoded when the template was prepared, and each fixed scene is a reel joined by the first film
// that shows it (film/fixed-scenes.ts, decision 058). Segments are joined by stream copy and the
// captions, one cue per phrase, are muxed and written beside the film (`film.vtt`, and the other
// languages' as `film.<language>.vtt`). The film and its captions appear at their final names only
// once checked; `workDir` is this render's scratch space (emptied at the start, left for the caller to
// delete: the voice stem `film-render/voice.wav` stays there for the tests). Failures are RenderErrors.
import { rename, rm, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Language } from "#domain/language.ts";
import { filmMixArgs, measureMixArgs, mixGain } from "./audio/film-mix.ts";
import { parseIntegratedLoudness } from "./audio/measure-loudness.ts";
import { FilmInvalid, SegmentMismatch } from "./runs/errors.ts";
import { FILM } from "./ffmpeg/encoder-settings.ts";
import { parameterSetMismatch, readParameterSets } from "./ffmpeg/parameter-sets.ts";
import { runFfmpeg } from "./ffmpeg/run-ffmpeg.ts";
import { planFilm, type PlannedSegment } from "./film/film-plan.ts";
import { fixedScenes } from "./film/fixed-scenes.ts";
import { concatList, muxArgs } from "./film/mux-args.ts";
import { filmProblem, parseProbe, probeArgs } from "./film/probe-film.ts";
import { fontFile } from "./fonts.ts";
import { type EncodeTask, longestFirst, runLimited } from "./runs/run-limited.ts";
import { cardSegmentArgs, type CardSegment } from "./scenes/card-args.ts";
import { CARD_READS, cardLines } from "./scenes/card-layout.ts";
import type { ChildDetails } from "./script/child-details.ts";
import { filmStills } from "./film/film-stills.ts";
import { checkPhotos } from "./scenes/scale-photo.ts";
import { type PreparedTemplate, audioPath, musicLoudnessOf } from "./template/prepared-template.ts";
import { speakScript, type FilmSpeech } from "./speak-script.ts";
import { faceTrackList } from "./santa/face-track.ts";
import type { ChildLooks } from "./santa/child-portrait.ts";
import { progressMeter } from "./progress-meter.ts";
import { santaSprites } from "./santa/santa-sprites.ts";
import type { FilmVoice } from "./voice/film-voice.ts";

export type { ChildDetails } from "./script/child-details.ts";
export type { ChildLooks } from "./santa/child-portrait.ts";
export type { FilmSpeech } from "./speak-script.ts";

export interface RenderFilmInput {
  /** From locateFfmpeg. */
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
  const texts = template.manifest.languages[language];
  const output = path.resolve(input.outputPath);
  const captionsPath = output.replace(/\.[^./]*$/, "") + ".vtt";
  const partial = { video: `${output}.partial`, captions: `${captionsPath}.partial` };

  // A retry after a crash starts from nothing: no stale segment or half-written film is reused.
  const work = path.resolve(workDir, "film-render");
  await Promise.all([
    rm(work, { recursive: true, force: true }),
    rm(partial.video, { force: true }),
    rm(partial.captions, { force: true }),
  ]);
  await Promise.all(
    ["segments", "text", "photos", "faces"].map((sub) => mkdir(path.join(work, sub), { recursive: true })),
  );
  await mkdir(path.dirname(output), { recursive: true });

  const photos = await checkPhotos(input.photos);
  const stills = filmStills({ template, looks: input.looks, photos, work });
  // Drawn while Santa's lines are said, on the core the voices leave idle: no still waits for the
  // timeline, only for which scenes the film has. One at a time, as the encoders would draw them.
  const drawnEarly = (async () => {
    for (const segment of planFilm(template.manifest, storylineId, photos.length).segments)
      if (segment.kind !== "fixed") await stills.of(segment);
  })();
  drawnEarly.catch(() => undefined);
  const {
    plan,
    filmSeconds,
    stemFile,
    voiceFrames,
    readings,
    captions,
    otherCaptions,
    speech,
    personalPhrases,
  } = await speakScript({
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
  const others = otherCaptions.map(({ language: other, text }) => ({
    language: other,
    path: captionsPath.replace(/\.vtt$/, `.${other}.vtt`),
    text,
  }));
  const workCaptions = path.join(work, "captions.vtt");
  await writeFile(workCaptions, captions);

  const progress = progressMeter(plan.frames, input.onProgress);
  const audioFile = path.join(work, "audio.m4a");
  /** Each with the frames it encodes, so the longest start first and no long one is left for the end. */
  const tasks: EncodeTask[] = [];
  const reportAudio = progress.part(plan.frames / 10);
  // The audio goes first: measuring and encoding the whole film's mix is the longest task of all.
  tasks.push({
    frames: Infinity,
    run: async (abort) => {
      const mix = {
        music: audioPath(template, storylineId, language),
        musicLoudness: musicLoudnessOf(template, storylineId, language),
        voice: stemFile,
        seconds: filmSeconds,
      };
      const { stderr } = await runFfmpeg(ffmpeg, measureMixArgs(mix), {
        step: "measuring the audio mix",
        timeoutSeconds,
        expectedSeconds: filmSeconds,
        onProgress: (p) => reportAudio(p.percent / 3),
        signal: abort,
      });
      await runFfmpeg(
        ffmpeg,
        filmMixArgs({ ...mix, gainDb: mixGain(parseIntegratedLoudness(stderr)), output: audioFile }),
        {
          step: "audio mix",
          timeoutSeconds,
          expectedSeconds: filmSeconds,
          onProgress: (p) => reportAudio((100 + 2 * p.percent) / 3),
          signal: abort,
        },
      );
    },
  });
  const sprites = santaSprites(template.dir);
  const startFrames = plan.segments.map((_, index) =>
    plan.segments.slice(0, index).reduce((sum, s) => sum + s.frames, 0),
  );
  const fixed = fixedScenes({
    ffmpeg,
    template,
    work,
    timeoutSeconds,
    voiceFrames,
    sprites,
    progressPart: (weight) => progress.part(weight),
    tasks,
    encode: encodeSegment,
  });
  const segmentFiles: string[] = [];
  for (const [index, segment] of plan.segments.entries()) {
    const from = startFrames[index] as number;
    if (segment.kind === "fixed") {
      segmentFiles.push(await fixed.reel(segment.sceneId, from, segment.frames));
      continue;
    }
    const file = path.join(work, "segments", `${String(index).padStart(2, "0")}-${segment.sceneId}.mp4`);
    const report = progress.part(segment.frames);
    tasks.push({
      frames: segment.frames,
      run: async (abort) => {
        const card = await cardSegment(segment, index, file);
        await encodeSegment(card, `${segment.sceneId} scene`, report, abort);
      },
    });
    segmentFiles.push(file);
  }

  async function encodeSegment(
    card: CardSegment,
    step: string,
    report: (percent: number) => void,
    abort: AbortSignal,
  ): Promise<void> {
    await runFfmpeg(ffmpeg, cardSegmentArgs(card), {
      step,
      timeoutSeconds,
      expectedSeconds: card.frames / FILM.fps,
      onProgress: (p) => report(p.percent),
      signal: abort,
    });
    const mismatch = parameterSetMismatch(
      template.parameterSets,
      await readParameterSets(ffmpeg, card.output, timeoutSeconds),
    );
    if (mismatch) throw new SegmentMismatch(path.basename(card.output), mismatch);
  }

  async function cardSegment(
    segment: Exclude<PlannedSegment, { kind: "fixed" }>,
    index: number,
    file: string,
  ): Promise<CardSegment> {
    const background = await stills.background(segment);
    const from = startFrames[index] as number;
    const faceTrack = path.join(work, "faces", `${index}.ffconcat`);
    await writeFile(
      faceTrack,
      faceTrackList(voiceFrames.slice(from, from + segment.frames), index, sprites.face),
    );
    const santa = { head: sprites.head, hand: sprites.hand, faceTrack };
    if (segment.kind === "photo") {
      const at = segment.photoIndex;
      const photo = await stills.photo(at);
      // Every photo after the first arrives by a page of the book turning away from the one before.
      const turn = at > 0 ? await stills.pageTurn(at, background) : undefined;
      return {
        background,
        frames: segment.frames,
        lines: [],
        photo: { ...photo, ...(turn && { turn }) },
        santa: { ...santa, turnsPage: { atStart: at > 0, atEnd: at < photos.length - 1 } },
        fades: { in: at === 0, out: at === photos.length - 1 },
        output: file,
      };
    }
    const reads = CARD_READS[segment.card];
    const reading = readings.find((r) => r.scene === segment.sceneId && r.slot === reads);
    const lines = await Promise.all(
      cardLines(segment.card, child, texts, language, reading).map(async (line, at) => {
        const textFile = path.join(work, "text", `${index}-${at}.txt`);
        await writeFile(textFile, line.text);
        return { ...line, textFile, fontFile: fontFile(line.font) };
      }),
    );
    return { background, frames: segment.frames, lines, santa, fades: { in: true, out: true }, output: file };
  }

  await runLimited(longestFirst(tasks), ENCODERS, signal);

  await fixed.joinMissing(signal);

  const list = path.join(work, "segments.ffconcat");
  await writeFile(list, concatList(segmentFiles));
  const report = progress.part(plan.frames / 20);
  await runFfmpeg(
    ffmpeg,
    muxArgs({ list, audio: audioFile, captions: workCaptions, language, output: partial.video }),
    {
      step: "joining the film",
      timeoutSeconds,
      expectedSeconds: filmSeconds,
      onProgress: (p) => report(p.percent),
      signal,
    },
  );
  const { stderr } = await runFfmpeg(ffmpeg, probeArgs(partial.video), {
    step: "checking the film",
    timeoutSeconds,
    signal,
  });
  const problem = filmProblem(parseProbe(stderr), {
    seconds: filmSeconds,
    width: FILM.width,
    height: FILM.height,
    sampleRate: FILM.audioRate,
  });
  if (problem) throw new FilmInvalid(problem);

  for (const other of others) await writeFile(other.path, other.text);
  await writeFile(partial.captions, captions);
  await rename(partial.captions, captionsPath);
  await rename(partial.video, output);
  return {
    videoPath: output,
    captionsPath,
    otherCaptions: others.map(({ language: other, path: file }) => ({ language: other, path: file })),
    durationSeconds: filmSeconds,
    speech,
    personalPhrases,
  };
}
