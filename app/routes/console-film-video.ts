// GET /console/films/:filmId/video.mp4 — a film's stored file for an operator, whatever its private
// link (none yet, or revoked), with HTTP ranges so the player can seek; `?download` saves it.
import type { Route } from "./+types/console-film-video";
import { filmFileName } from "../../domain/film-render.ts";
import { findFilm } from "../../server/console/order-view.ts";
import { storedFileResponse } from "../../server/http/stored-file-response.ts";
import { consoleNotFound, requireOperator } from "../shared/operator.server.ts";
import { services } from "../services-context.ts";

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  requireOperator(context, request);
  const shop = services(context);
  const film = await findFilm(shop.db, params.filmId);
  const size = film?.videoKey ? await shop.storage.size(film.videoKey) : undefined;
  if (!film?.videoKey || size === undefined) return consoleNotFound(request);
  const headers = new Headers({
    "Content-Type": "video/mp4",
    "Cache-Control": "private, no-store",
    "X-Robots-Tag": "noindex",
  });
  if (url.searchParams.has("download")) {
    headers.set("Content-Disposition", `attachment; filename="${filmFileName(film.childName)}"`);
  }
  return storedFileResponse({ storage: shop.storage, key: film.videoKey, size, request, headers });
}
