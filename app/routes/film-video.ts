// GET /films/:token/video.mp4 — the film's bytes from file storage, with HTTP ranges so players can
// seek; `?download` saves it under a file name made from the child's name.
import type { Route } from "./+types/film-video";
import { serveFilmVideo } from "../../server/films/film-files.ts";
import { findLinkedFilm } from "../../server/films/film-page.ts";
import { PRIVATE_FILE_CACHE } from "../seo/private-page.ts";
import { services } from "../services-context.ts";

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const { db, storage } = services(context);
  const film = await findLinkedFilm(db, params.token);
  const sending = { storage, request, cacheControl: PRIVATE_FILE_CACHE };
  const response = await serveFilmVideo(sending, film, url.searchParams.has("download"));
  return response ?? new Response(null, { status: 404 });
}
