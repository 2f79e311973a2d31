// Who spoke Santa's lines in a film, as the renderer reports it and the films table keeps it: the
// console's order page says which voice each film used and why it fell back. Read back through the
// schema, so a row written by an older renderer shows nothing rather than a broken page.
import { z } from "./zod.ts";

/** Why a voice gave no speech (render/voice/voice-failed.ts names the same reasons). */
export const VOICE_FAILURE_REASONS = [
  "not-configured",
  "engine-missing",
  "timeout",
  "refused",
  "empty-audio",
  "not-audio",
  "failed",
] as const;

export const filmSpeechSchema = z.object({
  voices: z.array(
    z.object({ engine: z.string(), voice: z.string(), phrases: z.number().int().nonnegative() }),
  ),
  fallbacks: z.array(
    z.object({ engine: z.string(), reason: z.enum(VOICE_FAILURE_REASONS), detail: z.string() }),
  ),
  spokenSeconds: z.number().nonnegative(),
});

export type FilmSpeech = z.infer<typeof filmSpeechSchema>;

/** The stored speech, or null when there is none or it is not in this shape. */
export function readFilmSpeech(stored: unknown): FilmSpeech | null {
  const parsed = filmSpeechSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

// A failing engine's detail can be its whole stderr: the console needs its gist, the row no more.
const DETAIL_CHARACTERS = 500;

/** The speech as the films table keeps it: each fallback's detail cut short. */
export function speechToKeep(speech: FilmSpeech): FilmSpeech {
  return {
    ...speech,
    fallbacks: speech.fallbacks.map((fallback) => ({
      ...fallback,
      detail: fallback.detail.slice(0, DETAIL_CHARACTERS),
    })),
  };
}
