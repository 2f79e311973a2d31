// GET /films/:token/video.mp4 — the film's bytes from file storage, with HTTP ranges so players can
// seek; `?download` saves it under a file name made from the child's name.
import type { Route } from "./+types/film-video";
import { filmFileName } from "../../domain/film-render.ts";
import { DELIVERY_TOKEN_PATTERN } from "../../server/films/film-delivery.ts";
import { findReadyFilm } from "../../server/films/film-renders.repository.ts";
import { storedFileResponse } from "../../server/http/stored-file-response.ts";
import { PRIVATE_FILE_CACHE } from "../seo/private-page.ts";
import { services } from "../services-context.ts";

const notFound = () => new Response(null, { status: 404 });

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const shop = services(context);
  if (!DELIVERY_TOKEN_PATTERN.test(params.token)) return notFound();
  const film = await findReadyFilm(shop.db, params.token);
  const size = film?.videoKey ? await shop.storage.size(film.videoKey) : undefined;
  if (!film?.videoKey || size === undefined) return notFound();
  const headers = new Headers({
    "Content-Type": "video/mp4",
    "Cache-Control": PRIVATE_FILE_CACHE,
    "X-Robots-Tag": "noindex",
  });
  if (url.searchParams.has("download")) {
    headers.set("Content-Disposition", `attachment; filename="${filmFileName(film.childName)}"`);
  }
  return storedFileResponse({ storage: shop.storage, key: film.videoKey, size, request, headers });
}
