// Uploading a finished film in place of a render: which orders take one, and the reasons a file is
// refused (the server judges, the console's page names the reason in the operator's language).
import { nextState, type OrderState } from "./order-states.ts";

export const FILM_UPLOAD_REFUSALS = [
  "too_big",
  "no_file",
  "not_video",
  "not_mp4",
  "no_video",
  "video_codec",
  "pixel_format",
  "no_audio",
  "audio_codec",
  "not_allowed",
  "not_confirmed",
] as const;
export type FilmUploadRefusal = (typeof FILM_UPLOAD_REFUSALS)[number];

export function isFilmUploadRefusal(value: string): value is FilmUploadRefusal {
  return (FILM_UPLOAD_REFUSALS as readonly string[]).includes(value);
}

/**
 * A film can be uploaded while the order is in production, or where the state machine lets
 * production start (paid) or start again (ready, delivered): the upload is that start.
 */
export function canUploadFilm(state: OrderState): boolean {
  return (
    state === "in_production" ||
    nextState(state, "production_started") !== undefined ||
    nextState(state, "remake_started") !== undefined
  );
}
