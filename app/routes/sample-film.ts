// GET /samples/<card>-<language>.mp4 and .vtt — the landing page's sample films, made by our own
// renderer on first use (decision 013). Until one is made, 503 with Retry-After: asking for it is
// what queues it, if the renderer has not already.
import type { Route } from "./+types/sample-film";
import { parseSampleFile } from "#domain/sample-films.ts";
import { serveStoredFile } from "#server/http/stored-file-response.ts";
import { services } from "../services-context.ts";

// The address stays when a new version replaces the film: an hour's cache, then asked again.
const CACHE = "public, max-age=3600";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const shop = services(context);
  const sample = parseSampleFile(params.file);
  if (!sample) return new Response(null, { status: 404 });
  const files = await shop.samples.find(sample);
  if (!files) {
    return new Response(null, { status: 503, headers: { "Retry-After": "60", "Cache-Control": "no-store" } });
  }
  const response = await serveStoredFile(
    shop.storage,
    request,
    sample.kind === "mp4"
      ? {
          key: files.video,
          size: files.videoBytes,
          contentType: "video/mp4",
          ranges: true,
          cacheControl: CACHE,
        }
      : { key: files.captions, contentType: "text/vtt; charset=utf-8", ranges: false, cacheControl: CACHE },
  );
  return response ?? new Response(null, { status: 404 });
}
