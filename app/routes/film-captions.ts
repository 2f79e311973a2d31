// GET /films/:token/captions.vtt — the film's captions in its language (WebVTT).
import { Readable } from "node:stream";
import type { Route } from "./+types/film-captions";
import { DELIVERY_TOKEN_PATTERN } from "../../server/films/film-delivery.ts";
import { findReadyFilm } from "../../server/films/film-renders.repository.ts";
import { services } from "../services-context.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const shop = services(context);
  const film = DELIVERY_TOKEN_PATTERN.test(params.token)
    ? await findReadyFilm(shop.db, params.token)
    : undefined;
  const stream = film?.captionsKey ? await shop.storage.read(film.captionsKey) : undefined;
  if (!stream) return new Response(null, { status: 404 });
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      "Content-Type": "text/vtt; charset=utf-8",
      "Cache-Control": "private, max-age=3600",
      "X-Robots-Tag": "noindex",
    },
  });
}
