// The shipped scripts keep the speech rules for every child, estimated from their words: the figures behind
// "Santa speaks 40% of the demo film" and "no shot stands 20 s" fail here when an edit breaks them.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#domain/language.ts";
import { TEXT_LIMITS } from "#domain/order-fields.ts";
import { MAX_PHOTOS_PER_FILM } from "#domain/shop.ts";
import { FILM, GOP_FRAMES, framesOf } from "../ffmpeg/encoder-settings.ts";
import { santaShots } from "./santa-shots.ts";
import { type Manifest, loadManifest } from "../manifest/manifest-schema.ts";
import { slotReadings, type SpeechTimeline } from "../script/speech-timeline.ts";
import type { Language } from "#domain/language.ts";
import { planFilm } from "./film-plan.ts";
import { CARD_READS, cardLines } from "../scenes/card-layout.ts";
import type { ScriptChild } from "../script/slot-values.ts";
import { LONG_FILM_RULES, speechProblems } from "../script/speech-rules.ts";
import { estimatedSpeech } from "../script/template-speech.ts";

const template = (id: string) => loadManifest(path.join(import.meta.dirname, "..", "templates", id));

/** Every slot at its fallback: the least Santa ever says. */
const nothingTyped: ScriptChild = {
  name: "",
  age: 0,
  achievements: "",
  wishes: "",
  message: "",
  photoCount: 0,
  eyeColour: "other",
};
/** Every slot said, at its longest: personal scenes grow most. */
const everythingTyped: ScriptChild = {
  name: "María de los Ángeles",
  age: 12,
  achievements: "Learned to swim a whole length\nStarted big school\nRead 20 books\nRode a bike",
  wishes: "A red bike with a bell, a puppy and a snow globe, Lego",
  message: "We are so proud of you, and we love you to the moon and back. ".repeat(3),
  photoCount: MAX_PHOTOS_PER_FILM,
  eyeColour: "hazel",
};
const typedAtTheLimit: ScriptChild = {
  name: "N".repeat(TEXT_LIMITS.childName),
  age: 120,
  achievements: "swimming ".repeat(200).slice(0, TEXT_LIMITS.achievements),
  wishes: "a bike, ".repeat(200).slice(0, TEXT_LIMITS.wishes),
  message: "We love you. ".repeat(100).slice(0, TEXT_LIMITS.message),
  photoCount: MAX_PHOTOS_PER_FILM,
  eyeColour: "other",
};
const children = { nothingTyped, everythingTyped, typedAtTheLimit };

describe.each(["demo", "samples"])("the %s template's scripts", (id) => {
  const manifest = template(id);
  it.each(manifest.storylines.flatMap((s) => LANGUAGES.map((l) => [s.id, l] as const)))(
    "%s in %s: Santa speaks 40% of the film and is never silent 45 s, for any child",
    (storylineId, language) => {
      const storyline = manifest.storylines.find((s) => s.id === storylineId);
      if (!storyline) throw new Error(storylineId);
      for (const [who, child] of Object.entries(children)) {
        expect(
          speechProblems(estimatedSpeech(manifest, storyline, language, child), LONG_FILM_RULES),
          who,
        ).toEqual([]);
      }
    },
  );
});

/** The shots of each fixed scene, as the render cuts them (film/santa-shots.ts), from estimated speech. */
function fixedSceneShots(manifest: Manifest, timeline: SpeechTimeline): { scene: string; seconds: number }[] {
  return timeline.scenes
    .filter((scene) => manifest.scenes[scene.id]?.kind === "fixed")
    .flatMap((scene) => {
      const frames = framesOf(scene.seconds);
      const speaking = Array.from({ length: frames }, (_, frame) => {
        const at = scene.start + frame / FILM.fps;
        return timeline.phrases.some((phrase) => phrase.start <= at && at < phrase.end);
      });
      return santaShots(speaking, frames, GOP_FRAMES).map((shot) => ({
        scene: scene.id,
        seconds: shot.frames / FILM.fps,
      }));
    });
}

describe.each(["demo", "samples"])("the %s template's fixed scenes", (id) => {
  const manifest = template(id);
  it.each(manifest.storylines.flatMap((s) => LANGUAGES.map((l) => [s.id, l] as const)))(
    "%s in %s: cut at least every 20 s, between Santa and what he talks about, for any child",
    (storylineId, language) => {
      const storyline = manifest.storylines.find((s) => s.id === storylineId)!;
      for (const [who, child] of Object.entries(children)) {
        const long = fixedSceneShots(manifest, estimatedSpeech(manifest, storyline, language, child)).filter(
          (shot) => shot.seconds > 20,
        );
        expect(long, who).toEqual([]);
      }
    },
  );
});

/** A message Santa reads, the longest the form takes (decision 064: he reads any it takes). */
const longMessage: ScriptChild = {
  ...everythingTyped,
  message: "We are so proud of you, and we love you to the moon and back. "
    .repeat(5)
    .slice(0, TEXT_LIMITS.message),
};

/**
 * The longest stretch of each personal card scene in which nothing new is written on the card, from
 * estimated speech: a card is one shot, so its lines are its only news.
 */
function cardStretches(
  manifest: Manifest,
  storyline: Manifest["storylines"][number],
  language: Language,
  child: ScriptChild,
): { scene: string; seconds: number; paced: boolean }[] {
  const timeline = estimatedSpeech(manifest, storyline, language, child);
  const readings = slotReadings(timeline);
  const plan = planFilm(manifest, storyline.id, child.photoCount, {
    seconds: new Map(timeline.scenes.map((scene) => [scene.id, scene.seconds])),
    photoCuts: [],
  });
  return plan.segments.flatMap((segment) => {
    if (segment.kind !== "card") return [];
    const reading = readings.find((r) => r.scene === segment.sceneId && r.slot === CARD_READS[segment.card]);
    const times = cardLines(segment.card, child, manifest.languages[language], language, reading)
      .map((line) => line.appearAt)
      .concat(0, segment.frames / FILM.fps)
      .sort((a, b) => a - b);
    const gaps = times.slice(1).map((time, at) => time - (times[at] as number));
    return [{ scene: segment.sceneId, seconds: Math.max(...gaps), paced: reading !== undefined }];
  });
}

describe.each(["demo", "samples"])("the %s template's personal scenes", (id) => {
  const manifest = template(id);
  it.each(manifest.storylines.flatMap((s) => LANGUAGES.map((l) => [s.id, l] as const)))(
    "%s in %s: something new written on the card at least every 20 s, however long Santa reads",
    (storylineId, language) => {
      const storyline = manifest.storylines.find((s) => s.id === storylineId)!;
      for (const [who, child] of Object.entries({ ...children, longMessage })) {
        const stretches = cardStretches(manifest, storyline, language, child);
        expect(
          stretches.filter((stretch) => stretch.seconds > 20),
          who,
        ).toEqual([]);
        if (who === "longMessage")
          expect(stretches.find((stretch) => stretch.scene === "message")?.paced, who).toBe(true);
      }
    },
  );
});

describe("the short template's script", () => {
  const manifest = template("short");
  it("stays short: a few short lines, none running past a fixed clip", () => {
    for (const storyline of manifest.storylines) {
      for (const language of LANGUAGES) {
        const lines = Object.values(storyline.languages[language].script.scenes).flat();
        expect(lines.length).toBeLessThanOrEqual(storyline.scenes.length);
        for (const child of Object.values(children)) {
          const timeline = estimatedSpeech(manifest, storyline, language, child);
          expect(speechProblems(timeline)).toEqual([]);
          // A message at the form's limit is read whole, about 25 s of it (decision 064).
          expect(timeline.seconds).toBeLessThan(75);
        }
      }
    }
  });
});
