// One film's fixed scenes, each as its reel (scene-reel.ts): the footage cut to Santa in his study
// wherever he speaks in it (santa-shots.ts). A reel is kept from an earlier film, fetched from file
// storage, or joined after this film's encodes; the shots it needs are encoded first when neither kept
// nor stored (scenes/santa-shot.ts), beside the film's other encodes.
import { existsSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { GOP_FRAMES } from "../ffmpeg/encoder-settings.ts";
import { runFfmpeg } from "../ffmpeg/run-ffmpeg.ts";
import { type EncodeTask, runLimited } from "../runs/run-limited.ts";
import { faceTrack } from "../santa/face-track.ts";
import { isSpeaking, type VoiceFrame } from "../santa/mouth-shapes.ts";
import { santaShotKey, santaShotPath, santaShotSegment } from "../scenes/santa-shot.ts";
import type { SantaSprites } from "../santa/santa-sprites.ts";
import { clipChunkPath, type PreparedTemplate } from "../template/prepared-template.ts";
import type { EncodeSegment } from "./encode-segment.ts";
import { concatList } from "./mux-args.ts";
import { santaShots } from "./santa-shots.ts";
import { reelArgs, sceneReelKey } from "./scene-reel.ts";

/** Reels joined at once: each join is mostly the demuxer's decoding on one core, and there are two. */
const JOINS_AT_ONCE = 2;

export interface FixedScenes {
  /**
   * The reel of the fixed scene `sceneId`, which starts `from` frames into the film: its path, where it
   * is once `joinMissing` has run. Adds the encodes of the Santa shots it lacks to the render's tasks.
   */
  reel(sceneId: string, from: number, frames: number): Promise<string>;
  /** Joins the reels neither kept nor stored, once the render's tasks have run. */
  joinMissing(signal?: AbortSignal): Promise<void>;
}

export function fixedScenes(film: {
  ffmpeg: string;
  template: PreparedTemplate;
  /** The render's scratch folder; its `segments` folder exists. */
  work: string;
  timeoutSeconds: number;
  voiceFrames: readonly VoiceFrame[];
  sprites: SantaSprites;
  /** A share of the render's progress, weighted by work. */
  progressPart: (weight: number) => (percent: number) => void;
  /** The render's pool of encodes, run two at a time. */
  tasks: EncodeTask[];
  /** Encodes a segment with the render's checks. */
  encode: EncodeSegment;
}): FixedScenes {
  const { ffmpeg, template, work, timeoutSeconds, voiceFrames, sprites } = film;
  const speaking = voiceFrames.map(isSpeaking);
  const shotKeys = new Set<string>();
  const missing: { file: string; list: string; report: (percent: number) => void }[] = [];
  const shotKeyAt = (from: number, frames: number) => santaShotKey(voiceFrames.slice(from, from + frames));

  /**
   * Santa in his study saying a fixed scene's line: the same voice makes the same shot in every film, so
   * it is kept with the prepared template (and in file storage, for other machines) and encoded only by
   * the first film whose reel needs it.
   */
  function encodeShotIfMissing(from: number, frames: number): void {
    const voice = voiceFrames.slice(from, from + frames);
    const key = shotKeyAt(from, frames);
    const file = santaShotPath(template.dir, key);
    if (shotKeys.has(key) || existsSync(file)) return;
    shotKeys.add(key);
    const report = film.progressPart(frames);
    film.tasks.push({
      frames,
      run: async (abort) => {
        if (await template.shots?.fetch(key, file)) return report(100);
        const partial = path.join(work, "segments", `shot-${key}.mp4`);
        await film.encode(
          santaShotSegment(sprites, faceTrack(voice, parseInt(key.slice(0, 6), 16)), frames, partial),
          "Santa's shot",
          report,
          abort,
        );
        await mkdir(path.dirname(file), { recursive: true });
        await rename(partial, file);
        await template.shots?.keep(key, file);
      },
    });
  }

  return {
    async reel(sceneId, from, frames) {
      type Part = { file: string } | { shot: { from: number; frames: number } };
      const parts = santaShots(speaking.slice(from, from + frames), frames, GOP_FRAMES).flatMap(
        (shot): Part[] =>
          shot.kind === "santa"
            ? [{ shot: { from: from + shot.from, frames: shot.frames } }]
            : Array.from({ length: Math.ceil(shot.frames / GOP_FRAMES) }, (_, at) => ({
                file: clipChunkPath(template, sceneId, shot.from / GOP_FRAMES + at),
              })),
      );
      const files = parts.map((part) =>
        "file" in part ? part.file : santaShotPath(template.dir, shotKeyAt(part.shot.from, part.shot.frames)),
      );
      const key = sceneReelKey(files.map((file) => path.relative(template.dir, file)));
      const reel = santaShotPath(template.dir, key);
      // Written whether or not the reel is joined here: what the film shows of the scene, for the tests.
      const list = path.join(work, "segments", `${key}.ffconcat`);
      await writeFile(list, concatList(files));
      if (missing.some((r) => r.file === reel) || existsSync(reel)) return reel;
      if (await template.shots?.fetch(key, reel)) return reel;
      for (const part of parts) if ("shot" in part) encodeShotIfMissing(part.shot.from, part.shot.frames);
      missing.push({ file: reel, list, report: film.progressPart(frames / 20) });
      return reel;
    },

    async joinMissing(signal) {
      await runLimited(
        missing.map(({ file, list, report }) => async (abort) => {
          const partial = path.join(work, "segments", path.basename(file));
          await runFfmpeg(ffmpeg, reelArgs({ list, output: partial }), {
            step: "joining a fixed scene",
            timeoutSeconds,
            signal: abort,
          });
          await rename(partial, file);
          await template.shots?.keep(path.basename(file, ".mp4"), file);
          report(100);
        }),
        JOINS_AT_ONCE,
        signal,
      );
    },
  };
}
