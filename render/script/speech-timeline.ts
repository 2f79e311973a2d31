// Where Santa's phrases fall in the film: a scene's lines in order with short pauses, a personal scene
// growing to fit its speech (decision 043). Durations come from outside: estimated now, measured once synthesised.
import { FILM } from "../ffmpeg/encoder-settings.ts";
import type { Slot } from "../manifest/script-schema.ts";
import type { Phrase } from "./assemble-script.ts";

/** Silence at a scene's start before Santa speaks, between two phrases, and after a personal scene's last one. */
export const LEAD_IN_SECONDS = 0.3;
export const PAUSE_SECONDS = 0.5;
export const TAIL_SECONDS = 0.7;

export interface TimelineScene {
  id: string;
  kind: string;
  seconds: number;
}

export interface PlacedPhrase {
  phrase: Phrase;
  /** Seconds from the film's start. */
  start: number;
  end: number;
}

export interface PlacedScene {
  id: string;
  start: number;
  /** A personal scene's length after growing to fit its speech; a fixed scene's clip length. */
  seconds: number;
  /** Seconds of speech past a fixed scene's end: its clip cannot grow, so any is a fault of the script. */
  overrun: number;
}

export interface SpeechTimeline {
  scenes: PlacedScene[];
  phrases: PlacedPhrase[];
  seconds: number;
}

/** Up to the next whole frame, so a grown scene still cuts on a frame. */
const wholeFrames = (seconds: number) => Math.ceil(seconds * FILM.fps - 1e-9) / FILM.fps;

export function placeSpeech(
  phrases: readonly Phrase[],
  scenes: readonly TimelineScene[],
  duration: (phrase: Phrase) => number,
): SpeechTimeline {
  const placedScenes: PlacedScene[] = [];
  const placed: PlacedPhrase[] = [];
  let sceneStart = 0;
  for (const scene of scenes) {
    let cursor = sceneStart + LEAD_IN_SECONDS;
    let lastEnd = sceneStart;
    for (const phrase of phrases.filter((p) => p.scene === scene.id)) {
      const start = Math.max(cursor, sceneStart + (phrase.at ?? 0));
      const end = start + duration(phrase);
      placed.push({ phrase, start, end });
      lastEnd = end;
      cursor = end + PAUSE_SECONDS;
    }
    const spoken = lastEnd - sceneStart;
    const seconds =
      scene.kind === "fixed" || spoken === 0
        ? scene.seconds
        : Math.max(scene.seconds, wholeFrames(spoken + TAIL_SECONDS));
    placedScenes.push({
      id: scene.id,
      start: sceneStart,
      seconds,
      overrun: scene.kind === "fixed" ? Math.max(0, spoken - scene.seconds) : 0,
    });
    sceneStart += seconds;
  }
  return { scenes: placedScenes, phrases: placed, seconds: sceneStart };
}

/** When, in seconds from its scene's start, Santa says a slot's value: the card showing it keeps pace with him. */
export interface SlotReading {
  scene: string;
  /** "photo": a line said in the photos' place, when there are none: the story in his magic book. */
  slot: Slot | "photo";
  from: number;
  to: number;
}

/**
 * Every slot value said, placed within its phrase by its share of the phrase's characters (a voice
 * says characters at a near-even pace; decision 056). A fallback said in a slot's place reads nothing,
 * but for the photos': with no photo, Santa tells the story his magic book shows.
 */
export function slotReadings(timeline: SpeechTimeline): SlotReading[] {
  const sceneStart = new Map(timeline.scenes.map((scene) => [scene.id, scene.start]));
  return timeline.phrases.flatMap(({ phrase, start, end }): SlotReading[] => {
    const into = start - (sceneStart.get(phrase.scene) ?? 0);
    if (phrase.slot === "photo")
      return [{ scene: phrase.scene, slot: "photo", from: into, to: into + end - start }];
    const length = phrase.parts.reduce((sum, part) => sum + part.speak.length, 0);
    let before = 0;
    return phrase.parts.flatMap((part) => {
      const at = before;
      before += part.speak.length;
      if (!part.slot || length === 0) return [];
      const seconds = (chars: number) => into + (end - start) * (chars / length);
      return [{ scene: phrase.scene, slot: part.slot, from: seconds(at), to: seconds(before) }];
    });
  });
}
