// GET /films/:token/captions.vtt — the film's captions in its language (WebVTT); `?lang=<code>`
// gives the same storyline's captions in another language, where the film has them.
import { Readable } from "node:stream";
import type { Route } from "./+types/film-captions";
import { LANGUAGES } from "../../domain/language.ts";
import { DELIVERY_TOKEN_PATTERN, otherCaptionsKey } from "../../server/films/film-delivery.ts";
import { findReadyFilm } from "../../server/films/film-renders.repository.ts";
import { PRIVATE_FILE_CACHE } from "../seo/private-page.ts";
import { services } from "../services-context.ts";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const shop = services(context);
  const film = DELIVERY_TOKEN_PATTERN.test(params.token)
    ? await findReadyFilm(shop.db, params.token)
    : undefined;
  const asked = url.searchParams.get("lang");
  const language = LANGUAGES.find((candidate) => candidate === asked);
  const key =
    film?.captionsKey &&
    (asked === null || language === film.language
      ? film.captionsKey
      : language && otherCaptionsKey(film.captionsKey, language));
  const stream = key ? await shop.storage.read(key) : undefined;
  if (!stream) return new Response(null, { status: 404 });
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      "Content-Type": "text/vtt; charset=utf-8",
      "Cache-Control": PRIVATE_FILE_CACHE,
      "X-Robots-Tag": "noindex",
    },
  });
}
