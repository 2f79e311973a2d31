// A personal scene of one film as ffmpeg draws it (scenes/card-args.ts): its still, Santa at his desk
// with his face following his voice, and either a photo in his book or the card's lines, each line
// appearing as he reads it.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { Language } from "#domain/language.ts";
import type { LanguageTexts } from "../manifest/manifest-schema.ts";
import { fontFile } from "../scenes/fonts.ts";
import { faceTrack } from "../santa/face-track.ts";
import type { VoiceFrame } from "../santa/mouth-shapes.ts";
import type { SantaSprites } from "../santa/santa-sprites.ts";
import type { CardSegment } from "../scenes/card-args.ts";
import { CARD_READS, cardLines } from "../scenes/card-layout.ts";
import type { ChildDetails } from "../script/child-details.ts";
import type { SlotReading } from "../script/speech-timeline.ts";
import type { PlannedSegment } from "./film-plan.ts";
import type { FilmStills } from "./film-stills.ts";

export type PersonalSegment = Exclude<PlannedSegment, { kind: "fixed" }>;

/** Builds the segment of the `index`th scene, which starts `from` frames into the film, to encode into `file`. */
export type PersonalScene = (
  segment: PersonalSegment,
  index: number,
  from: number,
  file: string,
) => Promise<CardSegment>;

export function personalScenes(film: {
  stills: FilmStills;
  sprites: SantaSprites;
  voiceFrames: readonly VoiceFrame[];
  readings: readonly SlotReading[];
  child: ChildDetails;
  texts: LanguageTexts;
  language: Language;
  photoCount: number;
  /** The render's scratch folder; its `text` folder exists. */
  work: string;
}): PersonalScene {
  const { stills, sprites, voiceFrames, readings, child, texts, language, photoCount, work } = film;
  return async (segment, index, from, file) => {
    const background = await stills.background(segment);
    const santa = {
      head: sprites.head,
      hand: sprites.hand,
      faceSheet: sprites.faceSheet,
      faceTrack: faceTrack(voiceFrames.slice(from, from + segment.frames), index),
    };
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
        santa: { ...santa, turnsPage: { atStart: at > 0, atEnd: at < photoCount - 1 } },
        fades: { in: at === 0, out: at === photoCount - 1 },
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
  };
}
