// GET /console/films/:filmId/video.mp4 — a film's stored file for an operator, whatever its private
// link (none yet, or revoked), with HTTP ranges so the player can seek; `?download` saves it.
import type { Route } from "./+types/console-film-video";
import { findFilm } from "#server/console/order-view.ts";
import { serveFilmVideo } from "#server/films/film-files.ts";
import { consoleNotFound, requireOperator } from "../shared/operator.server.ts";
import { services } from "../services-context.ts";

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  requireOperator(context, request);
  const shop = services(context);
  const sending = { storage: shop.storage, request, cacheControl: "private, no-store" };
  const film = await findFilm(shop.db, params.filmId);
  return (await serveFilmVideo(sending, film, url.searchParams.has("download"))) ?? consoleNotFound(request);
}
