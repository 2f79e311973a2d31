// A name said right by an engine that reads text: its respelling takes the word's place in the phrase.
import type { Pronunciation } from "./voice-engine.ts";

const LETTER = String.raw`[\p{L}\p{M}\p{N}]`;

function wordPattern(word: string): RegExp {
  const escaped = word.normalize("NFC").replace(/[.*+?^${}()|[\]\\]/g, String.raw`\$&`);
  return new RegExp(`(?<!${LETTER})${escaped}(?!${LETTER})`, "giu");
}

/** The pronunciations whose word the text holds (whole word, any case), by word: the rest change nothing. */
export function pronunciationsUsed(
  text: string,
  pronunciations: readonly Pronunciation[] = [],
): Pronunciation[] {
  const phrase = text.normalize("NFC");
  return pronunciations
    .filter(({ word }) => word.trim() !== "" && wordPattern(word).test(phrase))
    .sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
}

/**
 * The text with each word that has a respelling replaced by it. Longer words go first, so "Mary Ann"
 * is replaced before "Mary". An IPA-only entry leaves the word as written: these engines take no IPA.
 */
export function applyRespellings(text: string, pronunciations: readonly Pronunciation[] = []): string {
  return [...pronunciations]
    .filter((entry) => entry.respelling?.trim() && entry.word.trim())
    .sort((a, b) => b.word.length - a.word.length)
    .reduce(
      (phrase, entry) => phrase.replace(wordPattern(entry.word), () => entry.respelling!.trim()),
      text.normalize("NFC"),
    );
}
