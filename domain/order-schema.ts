// The order as the form sends it, validated by the same schema in the browser and on the server.
// Messages are translation keys: each side shows them in the visitor's language.
import { z } from "./zod.ts";
import { LANGUAGES } from "./language.ts";
import { isDrawnInFilm, withoutDirectionControls } from "./film-text.ts";
import { RESPELLING, tidyRespelling } from "./name-respelling.ts";
import { MAX_PHOTOS_PER_FILM } from "./shop.ts";
import {
  AGE_RANGE,
  EYE_COLOURS,
  HAIR_COLOURS,
  MAX_FILMS_PER_ORDER,
  TEXT_LIMITS,
  type OrderErrorKey,
} from "./order-fields.ts";

export {
  AGE_RANGE,
  EYE_COLOURS,
  HAIR_COLOURS,
  MAX_FILMS_PER_ORDER,
  ORDER_ERROR_KEYS,
  TEXT_LIMITS,
  type OrderErrorKey,
} from "./order-fields.ts";

const error = (key: OrderErrorKey) => ({ error: key });

/** A form sends an untouched field as "": that is no value, not a zero or an address. */
const blankAsMissing = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/**
 * Text without NUL characters: PostgreSQL cannot store them in a text column (the insert fails, a
 * 500), and nobody types one. Found by the form fuzzing (app/routes/forms.fuzz.test.ts).
 */
export const withoutNul = (text: string) => text.replaceAll("\u0000", "");

/**
 * Text the film draws and Santa says: direction marks dropped (invisible, they could reverse a
 * card's line), and only letters of a script the film can draw (domain/film-text.ts).
 */
const forFilm = (text: string) => withoutDirectionControls(withoutNul(text));
const drawn = (text: string) => isDrawnInFilm(text);

const requiredText = (max: number, film = false) =>
  z
    .string(error("order.error.required"))
    .overwrite(film ? forFilm : withoutNul)
    .trim()
    .min(1, error("order.error.required"))
    .max(max, error("order.error.tooLong"))
    .refine((text) => !film || drawn(text), error("order.error.script"));

const optionalText = (max: number, film = false) =>
  z
    .string()
    .overwrite(film ? forFilm : withoutNul)
    .trim()
    .max(max, error("order.error.tooLong"))
    .refine((text) => !film || drawn(text), error("order.error.script"))
    .optional()
    .transform((value) => value || undefined);

const email = z
  .string(error("order.error.email"))
  .trim()
  .pipe(z.email(error("order.error.email")).max(TEXT_LIMITS.email, error("order.error.tooLong")));

/** A colour from the list, or "other" with the colour in words. */
const colour = <T extends readonly [string, ...string[]]>(choices: T) =>
  z
    .object({
      choice: z.enum(choices, error("order.error.choice")),
      other: optionalText(TEXT_LIMITS.colourOther, true),
    })
    .refine((value) => value.choice !== "other" || Boolean(value.other), {
      error: "order.error.required",
      path: ["other"],
    });

/**
 * How the name is said, written as it sounds ("Shiv-awn"), when not as written: the voices say it,
 * nothing draws it; the lexicon's rule (domain/name-respelling.ts, decision 071).
 */
const respelling = z
  .string()
  .overwrite((text) => tidyRespelling(forFilm(text)))
  .max(TEXT_LIMITS.namePronunciation, error("order.error.tooLong"))
  .refine((text) => !text || RESPELLING.test(text), error("order.error.respelling"))
  .optional()
  .transform((value) => value || undefined);

export const filmSchema = z.object({
  childName: requiredText(TEXT_LIMITS.childName, true),
  namePronunciation: respelling,
  age: z.preprocess(
    blankAsMissing,
    z.coerce
      .number(error("order.error.age"))
      .int(error("order.error.age"))
      .min(AGE_RANGE.min, error("order.error.age"))
      .max(AGE_RANGE.max, error("order.error.age")),
  ),
  achievements: optionalText(TEXT_LIMITS.achievements, true),
  eyeColour: colour(EYE_COLOURS),
  hairColour: colour(HAIR_COLOURS),
  wishes: optionalText(TEXT_LIMITS.wishes, true),
  message: optionalText(TEXT_LIMITS.message, true),
  childEmail: z.preprocess(blankAsMissing, email.optional()),
  language: z.enum(LANGUAGES, error("order.error.choice")),
  /** Tokens of photos already uploaded for this film, in the order the parent chose. */
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
