// GET /console/photos/:token — an order's photo at full size, or its thumbnail with `?thumbnail`.
import { Readable } from "node:stream";
import type { Route } from "./+types/console-photo";
import { findOrderPhoto } from "#server/console/order-view.ts";
import { consoleNotFound, requireOperator } from "../shared/operator.server.ts";
import { services } from "../services-context.ts";

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  requireOperator(context, request);
  const shop = services(context);
  const photo = await findOrderPhoto(shop.db, params.token);
  const key = url.searchParams.has("thumbnail") ? photo?.thumbnailKey : photo?.storageKey;
  const stream = key && (await shop.storage.read(key));
  if (!photo || !stream) return consoleNotFound(request);
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      // Thumbnails are JPEG like the photo they come from: the row's type is theirs too.
      "Content-Type": photo.mime,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex",
    },
  });
}
