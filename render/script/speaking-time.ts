// How long a phrase takes to say, estimated from its words before any voice has said it.
import type { Language } from "#domain/language.ts";
import { wordCount } from "./spoken-text.ts";

/**
 * Words per second, at the quick end of a warm storyteller's pace (decision 043): English narration runs
 * 130–160 words a minute, 2.5/s is 150; Spanish says more, shorter-stressed syllables per word and runs
 * about a tenth faster in words, 2.8/s is 168. Quick on purpose: the template check then under-counts
 * Santa's speaking time and over-counts his silences, so a script that passes it passes with real voices.
 */
export const WORDS_PER_SECOND: Record<Language, number> = { en: 2.5, es: 2.8 };

/** A sentence's end is a breath: about a quarter of a second. */
const SENTENCE_PAUSE_SECONDS = 0.25;

export function estimateSpeechSeconds(spoken: string, language: Language): number {
  const sentences = spoken.split(/[.!?]+(?:\s|$)/).filter((s) => s.trim()).length;
  return wordCount(spoken) / WORDS_PER_SECOND[language] + Math.max(0, sentences - 1) * SENTENCE_PAUSE_SECONDS;
}
