// A storyline's script for one child: the phrases Santa says, in order, each ready for a voice and a caption.
import type { Language } from "#domain/language.ts";
import type { LanguageTexts } from "../manifest/manifest-schema.ts";
import { SLOTS, type ScriptLine, type Slot, type StorylineScript } from "../manifest/script-schema.ts";
import { slotValue, type ScriptChild, type SlotValue } from "./slot-values.ts";
import { escapeCueText } from "./spoken-text.ts";

export interface PhrasePart {
  speak: string;
  /** Set on the part that is the slot's value, so a voice can put a recorded name or a pronunciation there. */
  slot?: Slot;
}

export interface Phrase {
  scene: string;
  /** The line said: the script's line id, or its fallback's id when the fallback was said instead. */
  line: string;
  /** Plain words for the voice: no markup, emoji or digits. */
  speak: string;
  parts: PhrasePart[];
  /** What the viewer reads: one line, WebVTT-escaped. */
  caption: string;
  /** Fixed: the same words for every child (pre-synthesised, recorded once); personal: this child's. */
  kind: "fixed" | "personal";
  /** The slot this phrase fills, or stands in for when it is a fallback; "photo" for a line said over a photo. */
  slot?: Slot | "photo";
  fallback?: true;
  /** For a photos line, which photo (from 0) it is said over. */
  photo?: number;
  /** Seconds into the scene before which it does not start (the line's `at`). */
  at?: number;
}

const SLOT = new RegExp(`\\{(${SLOTS.join("|")})\\}`);

function fixedPhrase(scene: string, line: string, words: string, extra: Partial<Phrase> = {}): Phrase {
  return {
    scene,
    line,
    speak: words,
    parts: [{ speak: words }],
    caption: escapeCueText(words),
    kind: "fixed",
    ...extra,
  };
}

/** The line's words for this child: plural forms are chosen by the photo count. */
function wordsOf(
  say: string | { one?: string; other: string },
  child: ScriptChild,
  language: Language,
): string {
  if (typeof say === "string") return say;
  return new Intl.PluralRules(language).select(child.photoCount) === "one"
    ? (say.one ?? say.other)
    : say.other;
}

function personalPhrase(
  scene: string,
  line: ScriptLine & { kind: "personal" },
  words: string,
  value: SlotValue,
  slot: Slot,
): Phrase {
  const match = SLOT.exec(words);
  const before = match ? words.slice(0, match.index) : words;
  const after = match ? words.slice(match.index + match[0].length) : "";
  const parts: PhrasePart[] = [
    ...(before ? [{ speak: before }] : []),
    ...(match ? [{ speak: value.speak, slot }] : []),
    ...(after ? [{ speak: after }] : []),
  ];
  return {
    scene,
    line: line.id,
    speak: parts.map((p) => p.speak).join(""),
    parts,
    caption: escapeCueText(match ? before + value.caption + after : words),
    kind: "personal",
    slot,
    ...(line.at !== undefined ? { at: line.at } : {}),
  };
}

function linePhrases(
  scene: string,
  line: ScriptLine,
  script: StorylineScript,
  child: ScriptChild,
  language: Language,
  texts: LanguageTexts["texts"],
): Phrase[] {
  const at = line.at !== undefined ? { at: line.at } : {};
  if (line.kind === "fixed") return [fixedPhrase(scene, line.id, line.say, at)];
  const fallback = (slot: Slot | "photo") =>
    fixedPhrase(scene, line.fallback, script.fallbacks[line.fallback] as string, {
      slot,
      fallback: true,
      ...at,
    });
  if (line.kind === "photos") {
    const count = Math.min(child.photoCount, line.max);
    if (count < 1) return [fallback("photo")];
    return Array.from({ length: count }, (_, photo) =>
      fixedPhrase(scene, line.id, line.say[photo % line.say.length] as string, {
        slot: "photo",
        photo,
        ...(photo === 0 ? at : {}),
      }),
    );
  }
  // The slot is named by the line's `other` form: a `one` form may say "a photo" without it.
  const slot = (
    SLOT.exec(typeof line.say === "string" ? line.say : line.say.other) as RegExpExecArray
  )[1] as Slot;
  const value = slotValue(slot, child, language, texts);
  if (!value) return [fallback(slot)];
  return [personalPhrase(scene, line, wordsOf(line.say, child, language), value, slot)];
}

/** Every phrase of the storyline for this child, scene by scene in the storyline's order. */
export function assembleScript(
  script: StorylineScript,
  storylineScenes: readonly string[],
  language: Language,
  child: ScriptChild,
  texts: LanguageTexts["texts"],
): Phrase[] {
  return storylineScenes.flatMap((scene) =>
    (script.scenes[scene] ?? []).flatMap((line) => linePhrases(scene, line, script, child, language, texts)),
  );
}
