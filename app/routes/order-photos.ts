// POST /order/photos — one photo from the order form's picker (multipart: draftKey, photo).
// Answers the staged photo's token, or a translation key saying why it was refused.
// GET /order/photos?draftKey= — the photos a draft still has staged, for a form kept in the browser.
import { data } from "react-router";
import type { Route } from "./+types/order-photos";
import { PHOTO_UPLOADS_PER_IP } from "#server/rate-limits/rate-limit.ts";
import { stagedPhotosOfDraft } from "#server/photos/photo-uploads.ts";
import { uploadOnePhoto } from "../features/order-form/photo-upload.server.ts";
import { services } from "../services-context.ts";
import { retryAfterSeconds, withinClientLimit } from "../shared/client-rate-limit.server.ts";
import { assertSameOrigin } from "../shared/session.server.ts";

// A busy photo queue drains in seconds: the picker's buyer may try again soon after.
const BUSY_RETRY_AFTER_SECONDS = "10";

export async function loader({ url, context }: Route.LoaderArgs) {
  const tokens = await stagedPhotosOfDraft(services(context), url.searchParams.get("draftKey") ?? "");
  return data({ tokens }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = services(context);
  // Another site's page must not stage photos in a visitor's name, nor spend their rate limit.
  assertSameOrigin(context, request);
  const noStore = { "Cache-Control": "no-store" };
  if (!(await withinClientLimit(shop.db, request, PHOTO_UPLOADS_PER_IP))) {
    await request.body?.cancel().catch(() => undefined);
    return data(
      { error: "photo.error.tooManyRequests" },
      { status: 429, headers: { ...noStore, "Retry-After": retryAfterSeconds(PHOTO_UPLOADS_PER_IP) } },
    );
  }
  const result = await uploadOnePhoto(shop, request);
  const retry = result.status === 503 && { "Retry-After": BUSY_RETRY_AFTER_SECONDS };
  return data(result.body, { status: result.status, headers: { ...noStore, ...retry } });
}
