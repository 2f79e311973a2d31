// The order as the form sends it, validated by the same schema in the browser and on the server.
// Messages are translation keys: each side shows them in the visitor's language.
import { z } from "zod";
import { LANGUAGES } from "./language.ts";
import { MAX_PHOTOS_PER_FILM } from "./shop.ts";

export const MAX_FILMS_PER_ORDER = 10;

export const TEXT_LIMITS = {
  childName: 60,
  colourOther: 40,
  achievements: 1000,
  wishes: 1000,
  message: 1000,
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
] as const;
export type OrderErrorKey = (typeof ORDER_ERROR_KEYS)[number];

const error = (key: OrderErrorKey) => ({ error: key });

const requiredText = (max: number) =>
  z
    .string(error("order.error.required"))
    .trim()
    .min(1, error("order.error.required"))
    .max(max, error("order.error.tooLong"));

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, error("order.error.tooLong"))
    .optional()
    .transform((value) => value || undefined);

const email = z.email(error("order.error.email")).max(TEXT_LIMITS.email, error("order.error.tooLong"));

/** A colour from the list, or "other" with the colour in words. */
const colour = <T extends readonly [string, ...string[]]>(choices: T) =>
  z
    .object({
      choice: z.enum(choices, error("order.error.choice")),
      other: optionalText(TEXT_LIMITS.colourOther),
    })
    .refine((value) => value.choice !== "other" || Boolean(value.other), {
      error: "order.error.required",
      path: ["other"],
    });

export const filmSchema = z.object({
  childName: requiredText(TEXT_LIMITS.childName),
  age: z.coerce
    .number(error("order.error.age"))
    .int(error("order.error.age"))
    .min(AGE_RANGE.min, error("order.error.age"))
    .max(AGE_RANGE.max, error("order.error.age")),
  achievements: optionalText(TEXT_LIMITS.achievements),
  eyeColour: colour(EYE_COLOURS),
  hairColour: colour(HAIR_COLOURS),
  wishes: optionalText(TEXT_LIMITS.wishes),
  message: optionalText(TEXT_LIMITS.message),
  childEmail: z
    .union([z.literal(""), email])
    .optional()
    .transform((value) => value || undefined),
  language: z.enum(LANGUAGES, error("order.error.choice")),
  /** Ids of photos already uploaded for this film, in the order the parent chose. */
  photoIds: z.array(z.string().min(1)).max(MAX_PHOTOS_PER_FILM, error("order.error.photos")).default([]),
});

export const orderSchema = z.object({
  films: z
    .array(filmSchema)
    .min(1, error("order.error.films"))
    .max(MAX_FILMS_PER_ORDER, error("order.error.films")),
  buyerName: requiredText(TEXT_LIMITS.buyerName),
  buyerEmail: email,
  confirmsAdult: z.literal(true, error("order.error.adult")),
  acceptsTerms: z.literal(true, error("order.error.terms")),
});

export type FilmInput = z.input<typeof filmSchema>;
export type Film = z.output<typeof filmSchema>;
export type OrderInput = z.input<typeof orderSchema>;
export type Order = z.output<typeof orderSchema>;
