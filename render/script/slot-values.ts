// Each slot of a personal line filled from the child's details, or undefined when it cannot be said.
import type { Language } from "#domain/language.ts";
import { TEXT_LIMITS, type EYE_COLOURS } from "#domain/order-fields.ts";
import type { ChildDetails } from "./child-details.ts";
import type { LanguageTexts } from "../manifest/manifest-schema.ts";
import type { Slot } from "../manifest/script-schema.ts";
import { spokenList } from "./list-items.ts";
import { numberToWords } from "./number-words.ts";
import { captionText, hasWords, inLatinScript, speakText, wordCount } from "./spoken-text.ts";

export interface ScriptChild extends ChildDetails {
  photoCount: number;
  /** The eye colour the parent chose; "other" (typed words) is not said: the fallback line is. */
  eyeColour: (typeof EYE_COLOURS)[number];
}

/** What the voice says for a slot, and what the viewer reads for it (as typed; escaped later, once). */
export interface SlotValue {
  speak: string;
  caption: string;
}

/** A name longer than this is a full legal name or not a name: Santa calls the child by what they are called. */
export const MAX_NAME_CHARACTERS = 40;
export const MAX_NAME_WORDS = 6;
/**
 * The longest parent's message Santa reads aloud: the form's own limit (decision 064), so every message a
 * parent can send is said whole, its scene growing to fit. A longer one, from an order taken under an
 * older limit, stays on the card for a person to read out, and Santa says so.
 */
export const MAX_MESSAGE_CHARACTERS = TEXT_LIMITS.message;

function sayable(value: SlotValue): SlotValue | undefined {
  return hasWords(value.speak) && inLatinScript(value.speak) ? value : undefined;
}

function name(typed: string, language: Language): SlotValue | undefined {
  const value = { speak: speakText(typed, language).replace(/[.!?,;:]+$/, ""), caption: captionText(typed) };
  if (value.caption.length > MAX_NAME_CHARACTERS || wordCount(value.speak) > MAX_NAME_WORDS) return undefined;
  return sayable(value);
}

/** "seven years old" / "siete años" by the template's age text and the language's plural rules, as on the card. */
function age(years: number, language: Language, texts: LanguageTexts["texts"]): SlotValue | undefined {
  // Santa does not tell a baby it is "zero years old"; the number comes before its noun ("un año").
  const words = years >= 1 ? numberToWords(years, language, { beforeNoun: true }) : undefined;
  if (!words) return undefined;
  const one = new Intl.PluralRules(language).select(years) === "one" ? texts.age.one : undefined;
  const form = one ?? texts.age.other;
  return { speak: form.replace(/\{age\}/g, words), caption: form.replace(/\{age\}/g, String(years)) };
}

/** The message as sentences: each typed line ends with a stop, so the voice pauses where the parent broke it. */
function message(typed: string, language: Language): SlotValue | undefined {
  const lines = typed
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : text ? `${text}.` : text);
  const value = {
    speak: lines
      .map((line) => sentence(speakText(line, language)))
      .filter(hasWords)
      .join(" "),
    caption: lines
      .map((line) => captionText(line))
      .filter(Boolean)
      .join(" "),
  };
  if (typed.trim().length > MAX_MESSAGE_CHARACTERS) return undefined;
  return sayable(value);
}

function photoCount(count: number, language: Language): SlotValue | undefined {
  const words = count >= 1 ? numberToWords(count, language) : undefined;
  return words ? { speak: words, caption: String(count) } : undefined;
}

export function slotValue(
  slot: Slot,
  child: ScriptChild,
  language: Language,
  texts: LanguageTexts["texts"],
): SlotValue | undefined {
  switch (slot) {
    case "name":
      return name(child.name, language);
    case "age":
      return age(child.age, language, texts);
    case "eyes": {
      const words = child.eyeColour === "other" ? undefined : texts.eyeColours[child.eyeColour];
      return words ? { speak: words, caption: words } : undefined;
    }
    case "achievements":
      return spokenList(child.achievements, language);
    case "wishes":
      return spokenList(child.wishes, language);
    case "photoCount":
      return photoCount(child.photoCount, language);
    case "message":
      return message(child.message, language);
  }
}
