// Numbers in words for Santa's voice, English and Spanish, 0–9999 (and years, ordinals): Intl spells none.
import type { Language } from "#domain/language.ts";

export const MAX_NUMBER_IN_WORDS = 9999;

const EN_UNITS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const EN_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

function englishBelowHundred(n: number): string {
  if (n < 20) return EN_UNITS[n] as string;
  const unit = n % 10;
  return `${EN_TENS[Math.floor(n / 10)]}${unit ? `-${EN_UNITS[unit]}` : ""}`;
}

function englishBelowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts = hundreds ? [`${EN_UNITS[hundreds]} hundred`] : [];
  if (rest || !hundreds) parts.push(englishBelowHundred(rest));
  return parts.join(" ");
}

function english(n: number): string {
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  const parts = thousands ? [`${EN_UNITS[thousands]} thousand`] : [];
  if (rest || !thousands) parts.push(englishBelowThousand(rest));
  return parts.join(" ");
}

/** "1999" is "nineteen ninety-nine", "2025" "twenty twenty-five", "1900" "nineteen hundred", "2005" "two thousand five". */
function englishYear(n: number): string {
  const century = Math.floor(n / 100);
  const rest = n % 100;
  if (n % 1000 < 10 && century % 10 === 0) return english(n);
  if (rest === 0) return `${englishBelowHundred(century)} hundred`;
  return `${englishBelowHundred(century)} ${rest < 10 ? `oh ${EN_UNITS[rest]}` : englishBelowHundred(rest)}`;
}

const EN_ORDINAL_ENDINGS: Record<string, string> = {
  one: "first",
  two: "second",
  three: "third",
  five: "fifth",
  eight: "eighth",
  nine: "ninth",
  twelve: "twelfth",
};

function englishOrdinal(n: number): string {
  const words = english(n);
  return words.replace(
    /([a-z]+)$/,
    (last) => EN_ORDINAL_ENDINGS[last] ?? (last.endsWith("y") ? `${last.slice(0, -1)}ieth` : `${last}th`),
  );
}

const ES_UNITS = [
  "cero",
  "uno",
  "dos",
  "tres",
  "cuatro",
  "cinco",
  "seis",
  "siete",
  "ocho",
  "nueve",
  "diez",
  "once",
  "doce",
  "trece",
  "catorce",
  "quince",
  "dieciséis",
  "diecisiete",
  "dieciocho",
  "diecinueve",
  "veinte",
  "veintiuno",
  "veintidós",
  "veintitrés",
  "veinticuatro",
  "veinticinco",
  "veintiséis",
  "veintisiete",
  "veintiocho",
  "veintinueve",
];
const ES_TENS = ["", "", "", "treinta", "cuarenta", "cincuenta", "sesenta", "setenta", "ochenta", "noventa"];
const ES_HUNDREDS = [
  "",
  "ciento",
  "doscientos",
  "trescientos",
  "cuatrocientos",
  "quinientos",
  "seiscientos",
  "setecientos",
  "ochocientos",
  "novecientos",
];

function spanishBelowHundred(n: number): string {
  if (n < 30) return ES_UNITS[n] as string;
  const unit = n % 10;
  return `${ES_TENS[Math.floor(n / 10)]}${unit ? ` y ${ES_UNITS[unit]}` : ""}`;
}

function spanishBelowThousand(n: number): string {
  if (n === 100) return "cien";
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts = hundreds ? [ES_HUNDREDS[hundreds] as string] : [];
  if (rest || !hundreds) parts.push(spanishBelowHundred(rest));
  return parts.join(" ");
}

function spanish(n: number): string {
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  // "mil", never "uno mil"; "veintiún mil" does not arise below 10 000.
  const parts = thousands ? [thousands === 1 ? "mil" : `${spanishBelowThousand(thousands)} mil`] : [];
  if (rest || !thousands) parts.push(spanishBelowThousand(rest));
  return parts.join(" ");
}

const ES_ORDINALS = [
  "",
  "primer",
  "segund",
  "tercer",
  "cuart",
  "quint",
  "sext",
  "séptim",
  "octav",
  "noven",
  "décim",
];

export interface NumberStyle {
  /** "1st", "3rd", "1º", "1ª": said "first", "primero", "primera" (Spanish ordinals up to tenth). */
  ordinal?: "masculine" | "feminine";
  /** A four-digit year as English says one ("nineteen ninety-nine"); Spanish says years as cardinals. */
  year?: boolean;
  /** Spanish "un" for "uno" before a noun ("un libro", "veintiún días"). */
  beforeNoun?: boolean;
}

/** The number in words, or undefined when it is not a whole number from 0 to 9999. */
export function numberToWords(n: number, language: Language, style: NumberStyle = {}): string | undefined {
  if (!Number.isInteger(n) || n < 0 || n > MAX_NUMBER_IN_WORDS) return undefined;
  if (language === "en") {
    if (style.ordinal) return n === 0 ? "zeroth" : englishOrdinal(n);
    return style.year && n >= 1100 && n <= 2099 ? englishYear(n) : english(n);
  }
  if (style.ordinal && n >= 1 && n <= 10) {
    const stem = ES_ORDINALS[n] as string;
    if (style.ordinal === "feminine") return `${stem}a`;
    // "primer", "tercer" are already whole before a noun; alone they are "primero", "tercero".
    return n === 1 || n === 3 ? (style.beforeNoun ? stem : `${stem}o`) : `${stem}o`;
  }
  const words = spanish(n);
  return style.beforeNoun ? words.replace(/veintiuno$/, "veintiún").replace(/uno$/, "un") : words;
}
