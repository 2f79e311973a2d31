// GET /films/:token/video.mp4 — the film's bytes from file storage, with HTTP ranges so players can
// seek, or from a bucket by a short-lived redirect to it (decision 054); `?download` saves it under
// a file name made from the child's name. A 503 in the film's language while storage does not answer.
import type { Route } from "./+types/film-video";
import { serveLinkedFilmVideo } from "#server/films/film-files.ts";
import { findLinkedFilm } from "#server/films/film-page.ts";
import { unlessStorageDown } from "../features/film/film-file-unavailable.server.ts";
import { PRIVATE_FILE_CACHE } from "../seo/private-page.ts";
import { services } from "../services-context.ts";

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const { db, storage } = services(context);
  const film = await findLinkedFilm(db, params.token);
  if (!film) return new Response(null, { status: 404 });
  const sending = { storage, request, cacheControl: PRIVATE_FILE_CACHE };
  const sent = serveLinkedFilmVideo(sending, film, url.searchParams.has("download"));
  return (await unlessStorageDown(film.language, sent)) ?? new Response(null, { status: 404 });
}
