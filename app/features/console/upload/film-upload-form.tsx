// Uploading a finished film in place of a render (being built).
import type { ConsoleFilm, ConsoleOrder } from "../console-order.ts";

export function FilmUploadForm(_props: { order: ConsoleOrder; film: ConsoleFilm }) {
  return null;
}
