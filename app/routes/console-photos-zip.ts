// GET /console/orders/:reference/photos.zip — every photo of the order in one zip, streamed as it
// is made, named by film, child and position (1-mia-photo-2.jpg).
import { Readable } from "node:stream";
import type { Route } from "./+types/console-photos-zip";
import { listOrderPhotos } from "#server/console/order-view.ts";
import { photosZip } from "#server/console/photos-zip.ts";
import { consoleNotFound, requireOperator } from "../shared/operator.server.ts";
import { services } from "../services-context.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireOperator(context, request);
  const shop = services(context);
  const zip = await photosZip(shop.storage, await listOrderPhotos(shop.db, params.reference));
  if (!zip) return consoleNotFound(request);
  return new Response(Readable.toWeb(zip.stream) as ReadableStream, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Length": String(zip.bytes),
      "Content-Disposition": `attachment; filename="${params.reference}-photos.zip"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
