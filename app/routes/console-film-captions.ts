// GET /console/films/:filmId/captions.vtt — a film's captions (WebVTT) for the console's player.
import type { Route } from "./+types/console-film-captions";
import { findFilm } from "#server/console/order-view.ts";
import { serveFilmFile } from "#server/films/film-files.ts";
import { consoleNotFound, requireOperator } from "../shared/operator.server.ts";
import { services } from "../services-context.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireOperator(context, request);
  const { db, storage } = services(context);
  const film = await findFilm(db, params.filmId);
  const sending = { storage, request, cacheControl: "private, no-store" };
  return (await serveFilmFile(sending, "captions", film?.captionsKey)) ?? consoleNotFound(request);
}
