// GET /films/:token/captions.vtt — the film's captions in its language (WebVTT); `?lang=<code>`
// gives the same storyline's captions in another language, where the film has them. A 503 in the
// film's language while storage does not answer.
import type { Route } from "./+types/film-captions";
import { serveFilmFile } from "#server/films/film-files.ts";
import { captionsKeyFor, findLinkedFilm } from "#server/films/film-page.ts";
import { unlessStorageDown } from "../features/film/film-file-unavailable.server.ts";
import { PRIVATE_FILE_CACHE } from "../seo/private-page.ts";
import { services } from "../services-context.ts";

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const { db, storage } = services(context);
  const film = await findLinkedFilm(db, params.token);
  if (!film) return new Response(null, { status: 404 });
  const key = captionsKeyFor(film, url.searchParams.get("lang"));
  const sent = serveFilmFile({ storage, request, cacheControl: PRIVATE_FILE_CACHE }, "captions", key);
  return (await unlessStorageDown(film.language, sent)) ?? new Response(null, { status: 404 });
}
