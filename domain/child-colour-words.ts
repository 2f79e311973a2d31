// The words a parent may type for a child's eyes or hair, in English and Spanish, and the colours a
// drawn portrait gives them. Keys are lower case without accents ("castano", "ambar"); a key with a
// space is a phrase read as one colour ("strawberry blonde"). Plurals and feminine forms ("azules",
// "castaña") are found from these by child-colours.ts, so only the base form is listed here.
import type { EYE_COLOURS, HAIR_COLOURS } from "./order-fields.ts";

type Listed<T extends readonly string[]> = Exclude<T[number], "other">;

/** The listed choices, as drawn: lighter and warmer than a photograph so they read at portrait size. */
export const EYE_CHOICE_COLOURS: Record<Listed<typeof EYE_COLOURS>, string> = {
  brown: "#6b4226",
  blue: "#4a7fb5",
  green: "#5e8c4a",
  hazel: "#8b7138",
  grey: "#8a99a6",
};

export const HAIR_CHOICE_COLOURS: Record<Listed<typeof HAIR_COLOURS>, string> = {
  black: "#2b2522",
  brown: "#6a4a30",
  blonde: "#d9b15c",
  red: "#b5532c",
  grey: "#9b9b98",
  white: "#ece9e2",
};

/**
 * Words not understood get a colour that claims no hue: a low-chroma taupe for hair and a dark
 * grey-brown for eyes, close to the commonest colours so a wrong guess does not stand out.
 */
export const NEUTRAL_COLOURS = { eyes: "#5e5955", hair: "#7a6a5a" } as const;

/** Colour words that mean the same for eyes and hair (a child may well have blue or pink hair). */
const COMMON_WORDS: Record<string, string> = {
  blue: "#3f6fc0",
  azul: "#3f6fc0",
  green: "#4f8f4a",
  verde: "#4f8f4a",
  turquoise: "#2fa3a0",
  turquesa: "#2fa3a0",
  teal: "#2e8080",
  aqua: "#5fb3c0",
  aguamarina: "#5fb3c0",
  violet: "#7f5ab0",
  violeta: "#7f5ab0",
  purple: "#7a4a9a",
  morado: "#7a4a9a",
  lilac: "#b59bd0",
  lila: "#b59bd0",
  pink: "#e48baa",
  rosa: "#e48baa",
  orange: "#e08a3a",
  naranja: "#e08a3a",
  yellow: "#e3c44a",
  amarillo: "#e3c44a",
  red: "#b03a30",
  rojo: "#b03a30",
  amber: "#b07a2a",
  ambar: "#b07a2a",
  honey: "#b58235",
  miel: "#b58235",
  gold: "#c39a3c",
  golden: "#c39a3c",
  dorado: "#c39a3c",
  oro: "#c39a3c",
  brown: "#6a4a30",
  marron: "#6a4a30",
  cafe: "#6a4a30",
  chocolate: "#4a2e20",
  black: "#2b2522",
  negro: "#2b2522",
  grey: "#9b9b98",
  gray: "#9b9b98",
  gris: "#9b9b98",
  silver: "#c4c6c8",
  plateado: "#c4c6c8",
  plata: "#c4c6c8",
  white: "#ece9e2",
  blanco: "#ece9e2",
};

const EYE_WORDS: Record<string, string> = {
  ...COMMON_WORDS,
  brown: EYE_CHOICE_COLOURS.brown,
  marron: EYE_CHOICE_COLOURS.brown,
  cafe: EYE_CHOICE_COLOURS.brown,
  castano: EYE_CHOICE_COLOURS.brown,
  pardo: "#7a5a35",
  hazel: EYE_CHOICE_COLOURS.hazel,
  avellana: EYE_CHOICE_COLOURS.hazel,
  blue: EYE_CHOICE_COLOURS.blue,
  azul: EYE_CHOICE_COLOURS.blue,
  sky: "#7fb3e0",
  celeste: "#7fb3e0",
  cielo: "#7fb3e0",
  "sky blue": "#7fb3e0",
  "azul cielo": "#7fb3e0",
  navy: "#2f4a7a",
  "navy blue": "#2f4a7a",
  "azul marino": "#2f4a7a",
  green: EYE_CHOICE_COLOURS.green,
  verde: EYE_CHOICE_COLOURS.green,
  emerald: "#3e8a5a",
  esmeralda: "#3e8a5a",
  olive: "#6f7a3a",
  oliva: "#6f7a3a",
  grey: EYE_CHOICE_COLOURS.grey,
  gray: EYE_CHOICE_COLOURS.grey,
  gris: EYE_CHOICE_COLOURS.grey,
  silver: "#aab4bc",
  plateado: "#aab4bc",
  black: "#2a2220",
  negro: "#2a2220",
};

const HAIR_WORDS: Record<string, string> = {
  ...COMMON_WORDS,
  blonde: HAIR_CHOICE_COLOURS.blonde,
  blond: HAIR_CHOICE_COLOURS.blonde,
  rubio: HAIR_CHOICE_COLOURS.blonde,
  guero: HAIR_CHOICE_COLOURS.blonde,
  sandy: "#c9a86a",
  "dirty blonde": "#b4965f",
  "strawberry blonde": "#d49a6a",
  "rubio fresa": "#d49a6a",
  "ash blonde": "#c8b995",
  "rubio ceniza": "#c8b995",
  ash: "#a8a294",
  ceniza: "#a8a294",
  platinum: "#e8dfc8",
  platino: "#e8dfc8",
  platinado: "#e8dfc8",
  brown: HAIR_CHOICE_COLOURS.brown,
  marron: HAIR_CHOICE_COLOURS.brown,
  cafe: HAIR_CHOICE_COLOURS.brown,
  // Spanish hair is "castaño" where English hair is "brown"; "chestnut" leans redder.
  castano: HAIR_CHOICE_COLOURS.brown,
  brunette: "#4e3424",
  moreno: "#3a2a20",
  chestnut: "#7b4a2d",
  caramel: "#a8703a",
  caramelo: "#a8703a",
  mousy: "#8e7b62",
  trigueno: "#a88050",
  pardo: "#6a5238",
  mahogany: "#6c2e22",
  caoba: "#6c2e22",
  auburn: "#8f3b22",
  red: HAIR_CHOICE_COLOURS.red,
  rojo: HAIR_CHOICE_COLOURS.red,
  redhead: HAIR_CHOICE_COLOURS.red,
  pelirrojo: "#c45a28",
  ginger: "#c45a28",
  copper: "#b8642e",
  cobre: "#b8642e",
  cobrizo: "#b8642e",
  jet: "#151214",
  "jet black": "#151214",
  azabache: "#151214",
  "negro azabache": "#151214",
  raven: "#1e1d24",
  ebony: "#231e1c",
  grey: HAIR_CHOICE_COLOURS.grey,
  gray: HAIR_CHOICE_COLOURS.grey,
  gris: HAIR_CHOICE_COLOURS.grey,
  canoso: "#a9a9a5",
  cano: "#a9a9a5",
  "salt and pepper": "#7e7b78",
  "sal y pimienta": "#7e7b78",
  white: HAIR_CHOICE_COLOURS.white,
  blanco: HAIR_CHOICE_COLOURS.white,
};

export const COLOUR_WORDS = { eyes: EYE_WORDS, hair: HAIR_WORDS } as const;

/** Spanish tint forms that the suffix rules in child-colours.ts do not reach: the base word they lean to. */
export const IRREGULAR_TINTS: Record<string, string> = {
  violaceo: "violeta",
  blanquecino: "blanco",
  negruzco: "negro",
  pardusco: "pardo",
};

/**
 * What a modifier does in OKLab: `lightness` added to L (0 to 1), `chroma` multiplied. "Light" and
 * "claro" lift a colour about as much as a hair-dye chart's step from one shade to the next.
 */
export type Modifier = { lightness: number; chroma: number };
const LIGHT: Modifier = { lightness: 0.1, chroma: 0.9 };
const PALE: Modifier = { lightness: 0.16, chroma: 0.6 };
const BRIGHT: Modifier = { lightness: 0.05, chroma: 1.3 };
const DARK: Modifier = { lightness: -0.12, chroma: 0.85 };
const DEEP: Modifier = { lightness: -0.07, chroma: 1.2 };
const PLAIN: Modifier = { lightness: 0, chroma: 1 };

export const MODIFIERS: Record<string, Modifier> = {
  light: LIGHT,
  claro: LIGHT,
  clarito: LIGHT,
  pale: PALE,
  palido: PALE,
  bright: BRIGHT,
  vivid: BRIGHT,
  brillante: BRIGHT,
  vivo: BRIGHT,
  dark: DARK,
  oscuro: DARK,
  oscurito: DARK,
  deep: DEEP,
  rich: DEEP,
  intenso: DEEP,
  profundo: DEEP,
  medium: PLAIN,
  mid: PLAIN,
  medio: PLAIN,
};

/** Hair that is not there: "none" for hair is a bald child, drawn so, not a colour not understood. */
export const BALD_PHRASES = [
  "none",
  "bald",
  "no hair",
  "calvo",
  "pelon",
  "sin pelo",
  "sin cabello",
  "ninguno",
];

/** Words that say nothing about the colour: the feature, intensifiers, articles, joiners. */
export const IGNORED_WORDS = new Set(
  [
    "eye eyes ojo ojos hair pelo cabello cabellos pelito",
    "colour color colours colors coloured colored tone tono shade tinte",
    "very really quite super muy bien bastante mostly mainly casi almost slightly ligeramente",
    "a an the his her their el la los las un una su sus de del con with of and y e o or is are es son",
    "has have tiene tienen",
  ]
    .join(" ")
    .split(" "),
);
