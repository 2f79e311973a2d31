// The order's limits and choices, free of zod: the form's first script needs them, the schema too.
import { RESPELLING_MAX } from "./name-respelling.ts";

export const MAX_FILMS_PER_ORDER = 10;

export const TEXT_LIMITS = {
  childName: 60,
  /** How the name is said, written as it sounds (decision 071). */
  namePronunciation: RESPELLING_MAX,
  colourOther: 40,
  achievements: 80,
  wishes: 80,
  message: 250,
  buyerName: 100,
  email: 254,
} as const;

export const AGE_RANGE = { min: 0, max: 120 } as const;

export const EYE_COLOURS = ["brown", "blue", "green", "hazel", "grey", "other"] as const;
export const HAIR_COLOURS = ["black", "brown", "blonde", "red", "grey", "white", "other"] as const;

export const ORDER_ERROR_KEYS = [
  "order.error.required",
  "order.error.tooLong",
  "order.error.age",
  "order.error.email",
  "order.error.choice",
  "order.error.adult",
  "order.error.terms",
  "order.error.films",
  "order.error.photos",
  "order.error.script",
  "order.error.respelling",
  "order.error.fieldTooLarge",
  "order.error.placedFilms",
] as const;
export type OrderErrorKey = (typeof ORDER_ERROR_KEYS)[number];
