// POST /order/photos — one photo from the order form's picker (multipart: draftKey, photo).
// Answers the staged photo's token, or a translation key saying why it was refused.
import { data } from "react-router";
import type { Route } from "./+types/order-photos";
import { uploadOnePhoto } from "../features/order-form/photo-upload.server.ts";
import { services } from "../services-context.ts";

export async function action({ request, context }: Route.ActionArgs) {
  const result = await uploadOnePhoto(services(context), request);
  return data(result.body, { status: result.status, headers: { "Cache-Control": "no-store" } });
}
