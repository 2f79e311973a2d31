// GET /samples/<card>-<language>.mp4 and .vtt — the landing page's sample films, made by our own
// renderer on first use (decision 013). Until one is made, 503 with Retry-After: asking for it is
// what queues it, if the renderer has not already.
import { Readable } from "node:stream";
import type { Route } from "./+types/sample-film";
import { parseSampleFile } from "../../domain/sample-films.ts";
import { storedFileResponse } from "../../server/http/stored-file-response.ts";
import { services } from "../services-context.ts";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const shop = services(context);
  const sample = parseSampleFile(params.file);
  if (!sample) return new Response(null, { status: 404 });
  const files = await shop.samples.find(sample);
  if (!files) {
    return new Response(null, { status: 503, headers: { "Retry-After": "60", "Cache-Control": "no-store" } });
  }
  // The address stays when a new version replaces the film: an hour's cache, then asked again.
  const cache = "public, max-age=3600";
  if (sample.kind === "mp4") {
    const headers = new Headers({ "Content-Type": "video/mp4", "Cache-Control": cache });
    return storedFileResponse({
      storage: shop.storage,
      key: files.video,
      size: files.videoBytes,
      request,
      headers,
    });
  }
  const stream = await shop.storage.read(files.captions);
  if (!stream) return new Response(null, { status: 404 });
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: { "Content-Type": "text/vtt; charset=utf-8", "Cache-Control": cache },
  });
}
