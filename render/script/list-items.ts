// Achievements and wishes as Santa says them: split into items, the sayable ones kept, all joined as speech.
import type { Language } from "#domain/language.ts";
import { captionText, hasWords, inLatinScript, speakText, wordCount } from "./spoken-text.ts";

/** An item longer than this is a paragraph for a person to read out, not a list item for Santa. */
export const MAX_ITEM_CHARACTERS = 80;
export const MAX_ITEM_WORDS = 14;

const CONJUNCTIONS: Record<Language, RegExp> = {
  en: /\s+(?:and|&)\s+/i,
  es: /\s+(?:y|e|&)\s+/i,
};
/** A bullet or a number opening a line: "- ", "* ", "• ", "1. ", "2) ". */
const BULLET = /^(?:[-*•·◦▪●‣–—+]|\d{1,2}[.)])\s*/u;

/** The items of a typed list, as typed: split at new lines, bullets, semicolons, commas (not "1,000") and "and"/"y"/"e". */
export function splitItems(text: string, language: Language): string[] {
  return text
    .split(/\r\n|\r|\n|[•·▪●◦‣]|;|(?<!\d),|,(?!\d)/u)
    .flatMap((part) => part.replace(BULLET, "").split(CONJUNCTIONS[language]))
    .map((item) =>
      item
        .replace(BULLET, "")
        .replace(/^[\s.,!?;:]+|[\s.,;:]+$/g, "")
        .trim(),
    )
    .filter(Boolean);
}

export interface SpokenItem {
  speak: string;
  caption: string;
}

/** An item Santa can say: words in Latin script, not too long; undefined for an item only a person should read. */
export function spokenItem(item: string, language: Language): SpokenItem | undefined {
  const speak = speakText(item, language).replace(/[.!?]+$/, "");
  const caption = captionText(item);
  if (!hasWords(speak) || !inLatinScript(speak)) return undefined;
  if (caption.length > MAX_ITEM_CHARACTERS || wordCount(speak) > MAX_ITEM_WORDS) return undefined;
  return { speak, caption };
}

/** Lists are said without a comma before the last item, as a person says them ("reading, swimming and drawing"). */
const LIST_LOCALES: Record<Language, string> = { en: "en-GB", es: "es" };

/**
 * Every item Santa can say, as the card shows them all (the form keeps a list to what a film holds,
 * decision 064), joined as speech ("leer, nadar e ir a la playa"); undefined when none can be
 * said, so the line's fallback is said instead.
 */
export function spokenList(text: string, language: Language): SpokenItem | undefined {
  const items = splitItems(text, language)
    .map((item) => spokenItem(item, language))
    .filter((item) => item !== undefined);
  if (items.length === 0) return undefined;
  const list = new Intl.ListFormat(LIST_LOCALES[language], { type: "conjunction" });
  return { speak: list.format(items.map((i) => i.speak)), caption: list.format(items.map((i) => i.caption)) };
}
