// Free text a parent typed, made safe to speak (words only) and safe to caption (as typed, one line).
import type { Language } from "#domain/language.ts";
import { numberToWords } from "./number-words.ts";

const URL = /(?:\b[a-z][a-z0-9+.-]*:\/\/|\bwww\.)\S+/giu;
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
/** A tag is neither read nor said; a lone "<" or ">" is read (escaped in the caption), not said. */
const MARKUP = /<\/?[a-z][^<>]*>/giu;
/** Typed faces and hearts, like emoji: read, not said ("<3" is not "three"). */
const EMOTICON = /<3+|(?<!\S)[:;=][-'^]?[)(\][DPpO3|\\/*]+(?!\S)/gu;
/** Controls, format characters (bidi overrides, zero-width joiners), private use, unassigned, line breaks. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}]+/gu;

/** What is neither read nor said: links, e-mail addresses, markup; then invisible characters as spaces. */
function withoutUnreadable(text: string): string {
  return text
    .normalize("NFC")
    .replace(URL, " ")
    .replace(EMAIL, " ")
    .replace(MARKUP, " ")
    .replace(INVISIBLE, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The caption of a typed text: as typed (digits, emoji, accents), on one line, without links or markup. Not yet escaped. */
export function captionText(text: string): string {
  return withoutUnreadable(text);
}

const WORD = {
  en: { and: "and", percent: "percent", point: "point" },
  es: { and: "y", percent: "por ciento", point: "coma" },
};

function digits(run: string, language: Language): string {
  return [...run].map((digit) => numberToWords(Number(digit), language)).join(" ");
}

/** A whole number in words; past 9999, or with a leading zero, digit by digit. */
function wholeNumber(run: string, language: Language, beforeNoun: boolean): string {
  const n = Number(run);
  if (run.length > 1 && run.startsWith("0")) return digits(run, language);
  return numberToWords(n, language, { year: run.length === 4, beforeNoun }) ?? digits(run, language);
}

/** Every number in the text in words: ordinals, thousands separators, decimals, percentages, years. */
export function numbersInWords(text: string, language: Language): string {
  const separator = language === "en" ? "," : ".";
  const decimal = language === "en" ? "." : ",";
  const { percent, point } = WORD[language];
  return (
    text
      .replace(/(\d+)\s?%/g, `$1 ${percent}`)
      .replace(
        language === "en"
          ? /\b(\d{1,4})(?:st|nd|rd|th)\b/gi
          : /\b(\d{1,2})\.?(º|°|ª|er|era|ra|ro)(?!\p{L})/giu,
        (_, n: string, mark?: string) => {
          const feminine = mark !== undefined && /^(ª|era|ra)$/i.test(mark);
          const words = numberToWords(Number(n), language, {
            ordinal: feminine ? "feminine" : "masculine",
            beforeNoun: mark !== undefined && /^er$/i.test(mark),
          });
          return words ?? digits(n, language);
        },
      )
      .replace(new RegExp(`\\b\\d{1,3}(?:\\${separator}\\d{3})+\\b`, "g"), (run) =>
        run.split(separator).join(""),
      )
      .replace(
        new RegExp(`(\\d+)\\${decimal}(\\d+)`, "g"),
        (_, whole: string, part: string) =>
          `${wholeNumber(whole, language, false)} ${point} ${digits(part, language)}`,
      )
      // Spanish says "un libro" but "uno y dos": "un" before a word of three letters or more.
      .replace(/\d+(?=(\s+\p{L}{3,})?)/gu, (run, noun?: string) =>
        wholeNumber(run, language, noun !== undefined),
      )
  );
}

/**
 * The text as a voice may say it: links, markup, emoji and symbols gone, numbers in words, only letters,
 * spaces and the punctuation that shapes speech. Safe inside SSML (no `<`, `&`) and as a shell-free argument.
 */
export function speakText(text: string, language: Language): string {
  const words = withoutUnreadable(text).replace(EMOTICON, " ").replace(/&/g, ` ${WORD[language].and} `);
  return (
    numbersInWords(words, language)
      .replace(/[’‘`´]/g, "'")
      .replace(/\s[-–—]+\s/g, ", ")
      .replace(/[^\p{L}\p{M}\s.,!?;:'¡¿-]+/gu, " ")
      // Variation selectors and keycaps are marks with no letter to sit on once their emoji is gone.
      .replace(/(?<![\p{L}\p{M}])\p{M}+|[\uFE00-\uFE0F]/gu, "")
      .replace(/(^|\s)['-]+|['-]+(?=\s|$)/g, "$1")
      .replace(/\s+([.,!?;:])/g, "$1")
      .replace(/([.,!?;:¡¿])[.,!?;:¡¿]+/g, "$1")
      .replace(/\s+/g, " ")
      .replace(/^[\s.,!?;:]+|[\s,;:¡¿]+$/g, "")
      .trim()
  );
}

/** At least one letter to say. */
export function hasWords(spoken: string): boolean {
  return /\p{L}/u.test(spoken);
}

/** Every letter in Latin script: what the English and Spanish voices can say (Nguyễn, Zoë, Siobhán yes; محمد, 李 no). */
export function inLatinScript(spoken: string): boolean {
  return !/(?!\p{Script=Latin})\p{L}/u.test(spoken);
}

export function wordCount(spoken: string): number {
  return spoken.split(/\s+/).filter(Boolean).length;
}

/** Cue text is markup in WebVTT: `&`, `<`, `>` as entities, so nothing typed opens a tag or makes a "-->". */
export function escapeCueText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
