// GET /order/photos/:token/thumbnail — the small picture of a photo still in an unsent form.
// The random token is the only key; once the photo belongs to an order it is not served here.
import { Readable } from "node:stream";
import type { Route } from "./+types/order-photo-thumbnail";
import { readStagedThumbnail } from "#server/photos/photo-uploads.ts";
import { PRIVATE_FILE_CACHE } from "../seo/private-page.ts";
import { services } from "../services-context.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const shop = services(context);
  const thumbnail = await readStagedThumbnail({ db: shop.db, storage: shop.storage }, params.token);
  if (!thumbnail) return new Response(null, { status: 404 });
  return new Response(Readable.toWeb(thumbnail.stream) as ReadableStream, {
    headers: {
      "Content-Type": thumbnail.mime,
      "Cache-Control": PRIVATE_FILE_CACHE,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
