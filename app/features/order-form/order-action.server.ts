// The order form's POST: the multipart body read (photos streamed to disk), handed to the use-case,
// and its outcome turned into the page's answer.
import type { Language } from "#domain/language.ts";
import type { OrderFormState } from "#domain/order-form-data.ts";
import { submitOrder, unreadableForm, type SubmitOrderResult } from "#server/customer/submit-order.ts";
import { readMultipart, RequestTooLarge, UnreadableUpload } from "#server/http/multipart.ts";
import { ORDER_FORM_LIMITS } from "#server/http/upload-limits.ts";
import type { Services } from "#server/services.ts";

/** One request carries at most one film's worth of full-size photos plus the text fields. */
export const ORDER_REQUEST_LIMITS = ORDER_FORM_LIMITS;

export type OrderActionResult = { redirect: string } | { status: number; state: OrderFormState };

const STATUS: Record<Exclude<SubmitOrderResult["outcome"], "created">, number> = {
  updated: 200,
  review: 200,
  invalid: 400,
  photos_lost: 400,
};

export async function submitOrderForm(
  shop: Pick<Services, "db" | "storage" | "checkout" | "config" | "uploadsTmpDir" | "renderJobs">,
  request: Request,
  language: Language,
  /** The id of the account signed in, if any: asked once the body is read, so the upload is never kept waiting. */
  signedInAccount: () => Promise<string | undefined> = async () => undefined,
): Promise<OrderActionResult> {
  let body;
  try {
    body = await readMultipart(request, { tmpDir: shop.uploadsTmpDir, ...ORDER_REQUEST_LIMITS });
  } catch (error) {
    if (!(error instanceof RequestTooLarge || error instanceof UnreadableUpload)) throw error;
    // Nothing of the form could be read: say why, on a fresh form.
    return {
      status: error instanceof RequestTooLarge ? 413 : 400,
      state: unreadableForm(language, error.key),
    };
  }
  try {
    const deps = {
      db: shop.db,
      storage: shop.storage,
      checkout: shop.checkout,
      discountPercent: shop.config.EXTRA_FILM_DISCOUNT_PERCENT,
      renderJobs: shop.renderJobs,
    };
    const result = await submitOrder(deps, body, language, await signedInAccount());
    if (result.outcome === "created") return { redirect: result.redirectTo };
    return { status: STATUS[result.outcome], state: result.state };
  } finally {
    await body.cleanup();
  }
}
