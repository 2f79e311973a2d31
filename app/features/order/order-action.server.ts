// The order form's server side: reads the multipart POST (photos streamed to disk), stages its
// photos, applies "add / remove" without JavaScript, validates with the shared schema, creates the
// order once per form (its draft key) and sends the buyer to pay.
import { randomUUID } from "node:crypto";
import type { Language } from "../../../domain/language.ts";
import { isDraftKey } from "../../../domain/order-draft.ts";
import {
  applyIntent,
  emptyDraft,
  readOrderForm,
  validateDraft,
  type FieldErrors,
  type OrderDraft,
  type OrderFormState,
  type RejectedPhoto,
} from "../../../domain/order-form-data.ts";
import { MAX_FILMS_PER_ORDER } from "../../../domain/order-schema.ts";
import { PHOTO_LIMITS } from "../../../domain/photo-rules.ts";
import { priceOrder } from "../../../domain/pricing.ts";
import { MAX_PHOTOS_PER_FILM } from "../../../domain/shop.ts";
import {
  readMultipart,
  RequestTooLarge,
  UnreadableUpload,
  type UploadedFile,
} from "../../../server/http/multipart.ts";
import { createOrder, PhotosNotFound } from "../../../server/orders/orders.repository.ts";
import { PhotoRejected } from "../../../server/photos/photo-rejected.ts";
import { stagePhoto } from "../../../server/photos/photo-uploads.ts";
import type { Services } from "../../../server/services.ts";
import { payOrder } from "../../../server/payments/payments.service.ts";

/** One request carries at most one film's worth of full-size photos plus the text fields. */
export const ORDER_REQUEST_LIMITS = {
  maxFileBytes: PHOTO_LIMITS.maxBytes,
  maxFiles: MAX_FILMS_PER_ORDER * MAX_PHOTOS_PER_FILM,
  maxTotalBytes: 300 * 1024 * 1024,
} as const;

const PHOTO_FILE_FIELD = /^films\.(\d+)\.photoFiles$/;

export type OrderActionResult = { redirect: string } | { status: number; state: OrderFormState };

/**
 * Stages each chosen file on its film, in the order chosen; a refused file is named, never kept.
 * The photos are processed together (the photo pipeline caps how many run at once), so ten photos
 * take the time of five on two cores.
 */
async function stageFiles(
  shop: Services,
  draftKey: string,
  files: UploadedFile[],
  draft: OrderDraft,
): Promise<RejectedPhoto[]> {
  const rejected: RejectedPhoto[] = [];
  const accepted: { file: UploadedFile; filmIndex: number }[] = [];
  const counts = new Map<number, number>();
  for (const file of files) {
    const filmIndex = Number(PHOTO_FILE_FIELD.exec(file.field)?.[1] ?? Number.NaN);
    const film = draft.films[filmIndex];
    if (!film) continue;
    const count = counts.get(filmIndex) ?? film.photos.length;
    if (file.rejected) rejected.push({ filmIndex, fileName: file.fileName, error: file.rejected });
    else if (count >= MAX_PHOTOS_PER_FILM) {
      rejected.push({ filmIndex, fileName: file.fileName, error: "photo.error.tooMany" });
    } else {
      counts.set(filmIndex, count + 1);
      accepted.push({ file, filmIndex });
    }
  }
  const outcomes = await Promise.allSettled(
    accepted.map(({ file }) => stagePhoto({ db: shop.db, storage: shop.storage }, draftKey, file)),
  );
  for (const [index, outcome] of outcomes.entries()) {
    const { file, filmIndex } = accepted[index] as (typeof accepted)[number];
    if (outcome.status === "fulfilled") draft.films[filmIndex]?.photos.push(outcome.value.token);
    else if (outcome.reason instanceof PhotoRejected) {
      rejected.push({ filmIndex, fileName: file.fileName, error: outcome.reason.key });
    } else throw outcome.reason;
  }
  return rejected;
}

export async function submitOrderForm(
  shop: Services,
  request: Request,
  language: Language,
): Promise<OrderActionResult> {
  let body;
  try {
    body = await readMultipart(request, { tmpDir: shop.uploadsTmpDir, ...ORDER_REQUEST_LIMITS });
  } catch (error) {
    if (!(error instanceof RequestTooLarge || error instanceof UnreadableUpload)) throw error;
    // Nothing of the form could be read: say why, on a fresh form.
    const state = { draftKey: randomUUID(), draft: emptyDraft(language), rejectedPhotos: [] };
    return {
      status: error instanceof RequestTooLarge ? 413 : 400,
      state: { ...state, errors: { form: error.key } },
    };
  }
  try {
    const form = readOrderForm(body.fields);
    // A page served from the shared cache carries no key; without JavaScript nothing filled it in.
    const keyed = isDraftKey(form.draftKey);
    const draftKey = keyed ? form.draftKey : randomUUID();
    const draft = form.draft;
    const rejectedPhotos = await stageFiles(shop, draftKey, body.files, draft);
    const state = (errors: FieldErrors, extra: Partial<OrderFormState> = {}): OrderFormState => ({
      draftKey,
      draft: applyIntent(draft, form.intent, language),
      errors,
      rejectedPhotos,
      ...extra,
    });

    if (form.intent.kind !== "submit" || rejectedPhotos.length > 0) return { status: 200, state: state({}) };
    const checked = validateDraft(draft);
    if (!checked.ok) return { status: 400, state: state(checked.errors) };
    // Without a key a repeated POST could not be recognised: ask for one more press, now keyed.
    if (!keyed) return { status: 200, state: state({}, { notice: "review" }) };

    const price = priceOrder(checked.order.films.length, shop.config.EXTRA_FILM_DISCOUNT_PERCENT);
    let created;
    try {
      created = await createOrder(shop.db, {
        idempotencyKey: draftKey,
        order: checked.order,
        price,
        language,
      });
    } catch (error) {
      if (!(error instanceof PhotosNotFound)) throw error;
      const lost = draft.films.map((film, index) =>
        index === error.filmIndex ? { ...film, photos: [] } : film,
      );
      return {
        status: 400,
        state: {
          ...state({}),
          draft: { ...draft, films: lost },
          errors: { [`films.${error.filmIndex}.photos`]: "photo.error.lost" },
        },
      };
    }
    // A paid form submitted again lands on its order; a provider that fails leaves the order safe
    // on its page, which offers Pay again.
    const checkout = await payOrder(
      { db: shop.db, payments: shop.payments, publicUrl: shop.config.PUBLIC_URL },
      created.order.accessToken,
    );
    return { redirect: "url" in checkout ? checkout.url : `/orders/${created.order.accessToken}` };
  } finally {
    await body.cleanup();
  }
}
