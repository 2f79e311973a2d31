// The child's eye and hair colour as the order gives them (a listed choice, or "other" in words of
// either language) turned into colours a drawn portrait can use. Words are read against the tables
// in child-colour-words.ts; anything not in them gives a neutral colour and says which words.
// Decision 050 says why it reads words this way.
import {
  BALD_PHRASES,
  COLOUR_WORDS,
  EYE_CHOICE_COLOURS,
  HAIR_CHOICE_COLOURS,
  IGNORED_WORDS,
  IRREGULAR_TINTS,
  MODIFIERS,
  NEUTRAL_COLOURS,
  type Modifier,
} from "./child-colour-words.ts";
import { type EYE_COLOURS, type HAIR_COLOURS, TEXT_LIMITS } from "./order-fields.ts";

export type Feature = "eyes" | "hair";

export type ColourReading =
  | { understood: true; colour: string; heard: string }
  | {
      understood: false;
      colour: string;
      /** The parent's words as typed, for the console. */
      text: string;
      /** The words in neither table, as typed (empty when the text was too long or had no colour). */
      unknown: string[];
      why: "unknown-words" | "no-colour-word" | "too-long";
    };

/** Hair "none", "calvo", "sin pelo": a bald child, drawn so. */
export type BaldReading = { bald: true; understood: true; heard: string };

export type HairReading = (ColourReading & { bald: false }) | BaldReading;

/** A detail as the order holds it: the choice, and the words when the choice is "other". */
type ColourDetail<C> = { choice: C; other?: string | null };

export function eyeColourOf({ choice, other }: ColourDetail<(typeof EYE_COLOURS)[number]>): ColourReading {
  if (choice !== "other") return { understood: true, colour: EYE_CHOICE_COLOURS[choice], heard: choice };
  const reading = readWords(other ?? "", "eyes");
  // Eyes have no bald words, so this is only for the type's sake.
  return "bald" in reading ? notUnderstood(other ?? "", "eyes", "no-colour-word") : reading;
}

export function hairColourOf({ choice, other }: ColourDetail<(typeof HAIR_COLOURS)[number]>): HairReading {
  if (choice !== "other") {
    return { bald: false, understood: true, colour: HAIR_CHOICE_COLOURS[choice], heard: choice };
  }
  const reading = readWords(other ?? "", "hair");
  return "bald" in reading ? reading : { bald: false, ...reading };
}

/**
 * The colours a portrait is drawn with, from a film's details: `hair` is null for a bald child;
 * `eyeChoice` is what Santa says of the eyes (a listed colour in the template's words, or nothing).
 */
export function portraitColours(child: {
  eyeColour: (typeof EYE_COLOURS)[number];
  eyeColourOther?: string | null;
  hairColour: (typeof HAIR_COLOURS)[number];
  hairColourOther?: string | null;
}): { eyes: string; hair: string | null; eyeChoice: (typeof EYE_COLOURS)[number] } {
  const hair = hairColourOf({ choice: child.hairColour, other: child.hairColourOther });
  return {
    eyes: eyeColourOf({ choice: child.eyeColour, other: child.eyeColourOther }).colour,
    hair: hair.bald ? null : hair.colour,
    eyeChoice: child.eyeColour,
  };
}

type Word =
  | { kind: "colour"; key: string; tint: boolean; typed: string }
  | { kind: "modifier"; modifier: Modifier; typed: string }
  | { kind: "bald" | "ignored" | "ish" | "unknown"; typed: string };

/** How strongly "-ish", "-oso", "-ado" pull the colour they qualify toward their own. */
const TINT_WEIGHT = 0.35;
const SPANISH_TINT_ENDINGS = ["aceo", "acea", "oso", "osa", "ado", "ada", "izo", "iza", "ento", "enta"];

function readWords(text: string, feature: Feature): ColourReading | BaldReading {
  if (text.length > TEXT_LIMITS.colourOther) return notUnderstood(text, feature, "too-long");
  const words = wordsOf(text, feature);
  const unknown = words.filter((word) => word.kind === "unknown").map((word) => word.typed);
  if (unknown.length > 0) return notUnderstood(text, feature, "unknown-words", unknown);
  const said = words.filter((word) => word.kind !== "ignored");
  const heard = said.map((word) => word.typed).join(" ");
  if (said.length > 0 && said.every((word) => word.kind === "bald"))
    return { bald: true, understood: true, heard };
  const colours = said.filter((word) => word.kind === "colour");
  if (colours.length === 0 || said.some((word) => word.kind === "bald")) {
    return notUnderstood(text, feature, "no-colour-word");
  }
  const table = COLOUR_WORDS[feature];
  const heads = colours.filter((word) => !word.tint).map((word) => toOklab(table[word.key]!));
  const tints = colours.filter((word) => word.tint).map((word) => toOklab(table[word.key]!));
  // A tint alone ("verdoso", "greenish") is the colour it leans to.
  let colour = heads.length > 0 ? average(heads) : average(tints);
  if (heads.length > 0 && tints.length > 0) colour = mix(colour, average(tints), TINT_WEIGHT);
  for (const word of said) if (word.kind === "modifier") colour = modify(colour, word.modifier);
  return { understood: true, colour: fromOklab(colour), heard };
}

function notUnderstood(
  text: string,
  feature: Feature,
  why: Extract<ColourReading, { understood: false }>["why"],
  unknown: string[] = [],
): ColourReading {
  return { understood: false, colour: NEUTRAL_COLOURS[feature], text, unknown, why };
}

/** Lower case without accents: "Castaño" and "castano" are one word. */
const plain = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

function wordsOf(text: string, feature: Feature): Word[] {
  const typed = text.split(/[\s\p{P}]+/u).filter(Boolean);
  const table = COLOUR_WORDS[feature];
  const known = vocabulary(feature);
  const canonical = typed.map((word) => baseForm(plain(word), known));
  const words: Word[] = [];
  for (let at = 0; at < typed.length;) {
    const phrase = [3, 2].find((length) => {
      const words = canonical.slice(at, at + length);
      return words.length === length && isPhrase(words.join(" "), feature);
    });
    const length = phrase ?? 1;
    const key = canonical.slice(at, at + length).join(" ");
    const shown = typed
      .slice(at, at + length)
      .join(" ")
      .toLowerCase();
    words.push(classify(key, shown));
    at += length;
  }
  // "blue-ish green": a lone "ish" makes the colour before it a tint.
  return words.flatMap((word, index) => {
    const next = words[index + 1];
    if (word.kind === "colour" && next?.kind === "ish") {
      return [{ ...word, tint: true, typed: `${word.typed}-${next.typed}` }];
    }
    if (word.kind === "ish")
      return words[index - 1]?.kind === "colour" ? [] : [{ kind: "unknown", typed: word.typed }];
    return [word];
  });

  function classify(key: string, shown: string): Word {
    if (feature === "hair" && BALD_PHRASES.includes(key)) return { kind: "bald", typed: shown };
    if (Object.hasOwn(table, key)) return { kind: "colour", key, tint: false, typed: shown };
    if (Object.hasOwn(MODIFIERS, key)) return { kind: "modifier", modifier: MODIFIERS[key]!, typed: shown };
    if (IGNORED_WORDS.has(key)) return { kind: "ignored", typed: shown };
    if (key === "ish") return { kind: "ish", typed: shown };
    const leansTo = tintBase(key, known, table);
    if (leansTo) return { kind: "colour", key: leansTo, tint: true, typed: shown };
    return { kind: "unknown", typed: shown };
  }
}

const isPhrase = (key: string, feature: Feature) =>
  key.includes(" ") &&
  (Object.hasOwn(COLOUR_WORDS[feature], key) || (feature === "hair" && BALD_PHRASES.includes(key)));

const vocabularies = new Map<Feature, Set<string>>();

/** Every single word the tables know for a feature, to find "azules" from "azul". */
function vocabulary(feature: Feature): Set<string> {
  let known = vocabularies.get(feature);
  if (!known) {
    const keys = [...Object.keys(COLOUR_WORDS[feature]), ...Object.keys(MODIFIERS), ...BALD_PHRASES];
    known = new Set([...keys.flatMap((key) => key.split(" ")), ...IGNORED_WORDS]);
    vocabularies.set(feature, known);
  }
  return known;
}

/** Plural and feminine forms: "azules" → "azul", "castañas" → "castano", "pelona" → "pelon". */
function formsOf(word: string): string[] {
  const singulars = [word];
  if (word.endsWith("es")) singulars.push(word.slice(0, -2));
  if (word.endsWith("s")) singulars.push(word.slice(0, -1));
  return singulars.flatMap((form) =>
    form.endsWith("a") ? [form, `${form.slice(0, -1)}o`, form.slice(0, -1)] : [form],
  );
}

function baseForm(word: string, known: Set<string>): string {
  return formsOf(word).find((form) => known.has(form)) ?? word;
}

/** The colour word that "bluish", "reddish", "verdoso", "azuladas", "grisáceo" lean to. */
function tintBase(word: string, known: Set<string>, table: Record<string, string>): string | undefined {
  const isColour = (candidate: string) => known.has(candidate) && Object.hasOwn(table, candidate);
  for (const form of formsOf(word)) {
    const irregular = IRREGULAR_TINTS[form];
    if (irregular && isColour(irregular)) return irregular;
    const stems: string[] = [];
    if (form.endsWith("ish")) {
      const stem = form.slice(0, -3);
      stems.push(stem, `${stem}e`, stem.slice(0, -1));
    }
    for (const ending of SPANISH_TINT_ENDINGS.filter((ending) => form.endsWith(ending))) {
      const stem = form.slice(0, -ending.length);
      stems.push(stem, `${stem}e`, `${stem}o`, `${stem}a`);
    }
    const base = stems.find(isColour);
    if (base) return base;
  }
  return undefined;
}

// Colours are mixed and lightened in OKLab (Björn Ottosson, 2020), where equal steps look equal,
// so "light" lifts a dark brown and a blue by the same visible amount and a blend has no grey middle.
type Oklab = [number, number, number];

const toLinear = (channel: number) =>
  channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
const fromLinear = (channel: number) =>
  channel <= 0.0031308 ? channel * 12.92 : 1.055 * channel ** (1 / 2.4) - 0.055;

function toOklab(hex: string): Oklab {
  const [r, g, b] = [1, 3, 5].map((at) => toLinear(parseInt(hex.slice(at, at + 2), 16) / 255)) as Oklab;
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

function fromOklab([lightness, a, b]: Oklab): string {
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const rgb = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  const byte = (channel: number) => Math.round(fromLinear(Math.min(1, Math.max(0, channel))) * 255);
  return `#${rgb.map((channel) => byte(channel).toString(16).padStart(2, "0")).join("")}`;
}

const mix = (from: Oklab, to: Oklab, weight: number): Oklab =>
  from.map((value, index) => value + (to[index]! - value) * weight) as Oklab;

const average = (colours: Oklab[]): Oklab =>
  [0, 1, 2].map(
    (index) => colours.reduce((sum, colour) => sum + colour[index]!, 0) / colours.length,
  ) as Oklab;

function modify([lightness, a, b]: Oklab, { lightness: lift, chroma }: Modifier): Oklab {
  return [Math.min(0.97, Math.max(0.2, lightness + lift)), a * chroma, b * chroma];
}
