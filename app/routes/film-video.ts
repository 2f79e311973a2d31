// GET /films/:token/video.mp4 — the film's bytes from file storage, with HTTP ranges so players can
// seek; `?download` saves it under a file name made from the child's name.
import { Readable } from "node:stream";
import type { Route } from "./+types/film-video";
import { filmFileName } from "../../domain/film-render.ts";
import { DELIVERY_TOKEN_PATTERN } from "../../server/films/film-delivery.ts";
import { findReadyFilm } from "../../server/films/film-renders.repository.ts";
import { parseRange } from "../../server/http/byte-range.ts";
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
    "Accept-Ranges": "bytes",
    "Cache-Control": "private, max-age=3600",
    "X-Robots-Tag": "noindex",
  });
  if (url.searchParams.has("download")) {
    headers.set("Content-Disposition", `attachment; filename="${filmFileName(film.childName)}"`);
  }
  const asked = parseRange(request.headers.get("range"), size);
  if (asked.kind === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${size}`);
    return new Response(null, { status: 416, headers });
  }
  const range = asked.kind === "partial" ? asked.range : { start: 0, end: size - 1 };
  headers.set("Content-Length", String(range.end - range.start + 1));
  if (asked.kind === "partial") headers.set("Content-Range", `bytes ${range.start}-${range.end}/${size}`);
  const status = asked.kind === "partial" ? 206 : 200;
  // A HEAD request reads no bytes: an unread stream would hold its file open until collected.
  if (request.method === "HEAD") return new Response(null, { status, headers });
  const stream = await shop.storage.read(film.videoKey, range);
  if (!stream) return notFound();
  return new Response(Readable.toWeb(stream) as ReadableStream, { status, headers });
}
