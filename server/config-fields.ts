// The kinds of value server/config.ts reads from the environment: optional text, flags, lists, seconds.
import { z } from "zod";

export const optional = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

export const flag = z
  .enum(["true", "false", "1", "0", ""])
  .default("false")
  .transform((value) => value === "true" || value === "1");

/** Six example-video ids, comma separated, in the order of the example cards. */
export const videoIds = z
  .string()
  .transform((value) => value.split(",").map((id) => id.trim()))
  .pipe(z.array(z.string().regex(/^[\w-]{1,64}$/, "a video id")).length(6));

/** A whole number of seconds from `min` to an hour, or unset. */
export const optionalSeconds = (min: number) =>
  optional.pipe(z.coerce.number<string>().int().min(min).max(3600).optional());

/** Polly's voice ids are one capitalised word: Gregory, Pedro, Andres. */
export const pollyVoiceId = /^[A-Z][a-z]{1,30}$/;
