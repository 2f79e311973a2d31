// GET /console/films/:filmId/captions.vtt — a film's captions (WebVTT) for the console's player.
import { Readable } from "node:stream";
import type { Route } from "./+types/console-film-captions";
import { findFilm } from "../../server/console/order-view.ts";
import { consoleNotFound, requireOperator } from "../shared/operator.server.ts";
import { services } from "../services-context.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireOperator(context, request);
  const shop = services(context);
  const film = await findFilm(shop.db, params.filmId);
  const stream = film?.captionsKey ? await shop.storage.read(film.captionsKey) : undefined;
  if (!stream) return consoleNotFound(request);
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      "Content-Type": "text/vtt; charset=utf-8",
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
