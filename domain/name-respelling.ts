// A name written as it sounds ("Shiv-awn"): the one rule for the parent's spelling on the order form
// and the shop's pronunciation lexicon, since both are handed to the same voices.

/** Longer than any respelling of a name needs, short enough that no voice is asked to read a text. */
export const RESPELLING_MAX = 80;

/** A respelling is words: letters, the marks on them, apostrophes, hyphens and spaces. */
export const RESPELLING = /^[\p{L}\p{M}' -]+$/u;

/** Runs of white space as one space, none at the ends: what is checked and kept. */
export const tidyRespelling = (text: string) => text.trim().replace(/\s+/gu, " ");

/** Whether a tidied respelling is one the voices may be given. */
export const isRespelling = (text: string) => text.length <= RESPELLING_MAX && RESPELLING.test(text);
