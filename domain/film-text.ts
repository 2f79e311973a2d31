// What a child's text may hold to be drawn in the film as typed. The cards are drawn left to right
// with one font (DejaVu Sans, render/fonts.ts) and no shaping of complex scripts: Latin, Greek,
// Cyrillic, Armenian and Georgian letters are drawn; Devanagari, Thai, Han and the rest would be
// empty boxes, and Hebrew or Arabic would read backwards. Those are refused before payment.

/**
 * Marks that change the direction text is laid out in (LRM, RLM, ALM, the embeddings, overrides
 * and isolates): invisible when typed, and able to reverse a card's line. Joiners stay: some
 * scripts need them.
 */
const DIRECTION_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/** Letters and marks of scripts the film cannot draw; digits, punctuation and emoji are Common. */
const UNDRAWN_SCRIPT =
  /(?![\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Armenian}\p{Script=Georgian}\p{Script=Inherited}])[\p{L}\p{M}]/u;

export function withoutDirectionControls(text: string): string {
  return text.replace(DIRECTION_CONTROLS, "");
}

/** Whether every letter of `text` is of a script the film draws. */
export function isDrawnInFilm(text: string): boolean {
  return !UNDRAWN_SCRIPT.test(text);
}
