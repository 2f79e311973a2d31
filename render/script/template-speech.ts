// A template storyline's speech for one child, placed on the timeline with estimated durations: what the
// template test checks against the speech rules before any voice has said a word.
import type { Language } from "#domain/language.ts";
import type { Manifest } from "../manifest/manifest-schema.ts";
import { assembleScript } from "./assemble-script.ts";
import type { ScriptChild } from "./slot-values.ts";
import { estimateSpeechSeconds } from "./speaking-time.ts";
import { placeSpeech, type SpeechTimeline } from "./speech-timeline.ts";

export function estimatedSpeech(
  manifest: Manifest,
  storyline: Manifest["storylines"][number],
  language: Language,
  child: ScriptChild,
): SpeechTimeline {
  const phrases = assembleScript(
    storyline.languages[language].script,
    storyline.scenes,
    language,
    child,
    manifest.languages[language].texts,
  );
  const scenes = storyline.scenes.map((id) => {
    const scene = manifest.scenes[id] as Manifest["scenes"][string];
    return { id, kind: scene.kind, seconds: scene.seconds };
  });
  return placeSpeech(phrases, scenes, (phrase) => estimateSpeechSeconds(phrase.speak, language));
}
