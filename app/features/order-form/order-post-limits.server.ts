// What the order form's POST is refused with before its body is read: too many posts from one
// address (429), or a disk too full to take its photos (507). The form comes back with the reason.
import type { Language } from "#domain/language.ts";
import type { OrderFormState } from "#domain/order-form-data.ts";
import { ORDER_POSTS_PER_IP } from "#server/rate-limits/rate-limit.ts";
import { unreadableForm } from "#server/customer/submit-order.ts";
import type { Services } from "#server/services.ts";
import { retryAfterSeconds, withinClientLimit } from "../../shared/client-rate-limit.server.ts";
import { ORDER_FORM_LIMITS } from "#server/http/upload-limits.ts";
import { uploadHasRoom } from "./upload-room.server.ts";

export interface OrderPostRefusal {
  status: 429 | 507;
  headers: Record<string, string>;
  state: OrderFormState;
}

export async function refuseOrderPost(
  shop: Pick<Services, "db" | "storage" | "config" | "uploadsTmpDir">,
  request: Request,
  language: Language,
): Promise<OrderPostRefusal | undefined> {
  let refusal: OrderPostRefusal | undefined;
  if (!(await withinClientLimit(shop.db, request, ORDER_POSTS_PER_IP))) {
    refusal = {
      status: 429,
      headers: { "Retry-After": retryAfterSeconds(ORDER_POSTS_PER_IP) },
      state: unreadableForm(language, "order.error.tooManyRequests"),
    };
  } else if (!(await uploadHasRoom(shop, ORDER_FORM_LIMITS.maxTotalBytes))) {
    refusal = { status: 507, headers: {}, state: unreadableForm(language, "photo.error.noSpace") };
  }
  // The body is not read: the sender stops sending it rather than the server storing it.
  if (refusal) await request.body?.cancel().catch(() => undefined);
  return refusal;
}
