// Submitting the order form: its photos staged, "add / remove" applied for a form without JavaScript,
// the draft validated with the shared schema, the order created once per form (its draft key) and
// the buyer sent to pay. It sits above orders/ and payments/, which it joins, as the customer's
// other use-cases do (customer-orders.ts).
import { randomUUID } from "node:crypto";
import type { Language } from "#domain/language.ts";
import {
  applyIntent,
  emptyDraft,
  isDraftKey,
  readOrderForm,
  validateDraft,
  type FieldErrors,
  type OrderDraft,
  type OrderFormState,
  type RejectedPhoto,
} from "#domain/order-form-data.ts";
import { CORRECTION_DETAILS, type Correction } from "#domain/customer-order.ts";
import type { Order } from "#domain/order-schema.ts";
import { priceOrder } from "#domain/pricing.ts";
import { MAX_PHOTOS_PER_FILM } from "#domain/shop.ts";
import type { Db } from "../db/client.ts";
import type { UploadedFile } from "../http/multipart.ts";
import type { RenderJobs } from "../films/production.ts";
import { correctFilm } from "../orders/film-correction.ts";
import type { OrderRow } from "../orders/order-loaders.repository.ts";
import { createOrder, PhotosNotFound } from "../orders/create-order.ts";
import { countOrderFilms, findOrderByIdempotencyKey } from "../orders/orders.repository.ts";
import { payOrder, type CheckoutDeps } from "../payments/checkout.ts";
import { PhotoRejected } from "../photos/photo-rejected.ts";
import { stagePhoto } from "../photos/photo-uploads.ts";
import type { FileStorage } from "../storage/file-storage.ts";

export interface SubmitOrderDeps {
  db: Db;
  storage: FileStorage;
  checkout: CheckoutDeps;
  discountPercent: number;
  /** Only for the correction path's signature: an order not paid yet has no film to make again. */
  renderJobs: RenderJobs;
}

export type SubmitOrderResult =
  /** The order exists: the buyer goes to pay, or to the order's page when there is nothing to pay. */
  | { outcome: "created"; redirectTo: string }
  /** A button other than "Continue to payment", or a refused photo: the form again, as typed. */
  | { outcome: "updated"; state: OrderFormState }
  | { outcome: "invalid"; state: OrderFormState }
  /** A form served without a key: the buyer checks it and presses once more, now keyed. */
  | { outcome: "review"; state: OrderFormState }
  /** A listed photo is not the form's (expired, or taken by another order). */
  | { outcome: "photos_lost"; state: OrderFormState };

/** A posted form whose body could not be read at all: said on a fresh form. */
export function unreadableForm(language: Language, errorKey: string): OrderFormState {
  return {
    draftKey: randomUUID(),
    draft: emptyDraft(language),
    rejectedPhotos: [],
    errors: { form: errorKey },
  };
}

const PHOTO_FILE_FIELD = /^films\.(\d+)\.photoFiles$/;

/**
 * Stages each chosen file on its film, in the order chosen; a refused file is named, never kept.
 * The photos are processed together (the photo pipeline caps how many run at once), so ten photos
 * take the time of five on two cores.
 */
async function stageFiles(
  deps: SubmitOrderDeps,
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
    accepted.map(({ file }) => stagePhoto({ db: deps.db, storage: deps.storage }, draftKey, file)),
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

export async function submitOrder(
  deps: SubmitOrderDeps,
  body: { fields: Iterable<[string, string]>; files: UploadedFile[] },
  language: Language,
  /** The id of the account signed in on the form: its My Orders shows the order before it is paid. */
  placedBy?: string,
): Promise<SubmitOrderResult> {
  const form = readOrderForm(body.fields);
  // A page served from the shared cache carries no key; without JavaScript nothing filled it in.
  const keyed = isDraftKey(form.draftKey);
  // A form pressed again after it became an order (a retry after a dropped connection, a reload)
  // goes to that order: its photos are neither processed nor stored a second time.
  if (keyed && form.intent.kind === "submit") {
    const placed = await findOrderByIdempotencyKey(deps.db, form.draftKey);
    if (placed) {
      const refused = placed.state === "awaiting_payment" && (await takeEdits(deps, placed, form));
      if (refused) return refused;
      return { outcome: "created", redirectTo: await paymentRedirect(deps, placed.accessToken) };
    }
  }
  const draftKey = keyed ? form.draftKey : randomUUID();
  const draft = form.draft;
  const rejectedPhotos = await stageFiles(deps, draftKey, body.files, draft);
  const state = (errors: FieldErrors, extra: Partial<OrderFormState> = {}): OrderFormState => ({
    draftKey,
    draft: applyIntent(draft, form.intent, language),
    errors,
    rejectedPhotos,
    ...extra,
  });

  if (form.intent.kind !== "submit" || rejectedPhotos.length > 0)
    return { outcome: "updated", state: state({}) };
  const checked = validateDraft(draft);
  if (!checked.ok) return { outcome: "invalid", state: state(checked.errors) };
  // Without a key a repeated POST could not be recognised: ask for one more press, now keyed.
  if (!keyed) return { outcome: "review", state: state({}, { notice: "review" }) };

  const price = priceOrder(checked.order.films.length, deps.discountPercent);
  let created;
  try {
    created = await createOrder(deps.db, {
      idempotencyKey: draftKey,
      order: checked.order,
      price,
      language,
      placedBy,
    });
  } catch (error) {
    if (!(error instanceof PhotosNotFound)) throw error;
    const lost = draft.films.map((film, index) =>
      index === error.filmIndex ? { ...film, photos: [] } : film,
    );
    return {
      outcome: "photos_lost",
      state: {
        ...state({}),
        draft: { ...draft, films: lost },
        errors: { [`films.${error.filmIndex}.photos`]: "photo.error.lost" },
      },
    };
  }
  return { outcome: "created", redirectTo: await paymentRedirect(deps, created.order.accessToken) };
}

/**
 * A parent back from the checkout who fixed a child's name (or another detail) and pressed
 * "Continue to payment" again: the order, not paid yet, takes the children's details as they are
 * now, through the one correction path (decision 039), so what is paid for is what the form shows.
 * A form that no longer validates, or whose number of children changed, is answered as a form.
 */
async function takeEdits(
  deps: SubmitOrderDeps,
  placed: OrderRow,
  form: { draftKey: string; draft: OrderDraft },
): Promise<SubmitOrderResult | undefined> {
  const state = (errors: FieldErrors): OrderFormState => ({
    draftKey: form.draftKey,
    draft: form.draft,
    errors,
    rejectedPhotos: [],
  });
  const checked = validateDraft(form.draft);
  if (!checked.ok) return { outcome: "invalid", state: state(checked.errors) };
  const films = checked.order.films;
  const placedFilms = await countOrderFilms(deps.db, placed.id);
  if (films.length !== placedFilms)
    return { outcome: "invalid", state: state({ form: "order.error.placedFilms" }) };
  const corrector = { by: "customer" as const, email: placed.buyerEmail, now: new Date() };
  for (const [index, film] of films.entries()) {
    await correctFilm(deps, corrector, {
      reference: placed.reference,
      position: index + 1,
      correction: correctionOf(film),
    });
  }
  return undefined;
}

function correctionOf(film: Order["films"][number]): Correction {
  return Object.fromEntries(CORRECTION_DETAILS.map((detail) => [detail, film[detail]])) as Correction;
}

/**
 * Where the buyer of an existing order goes: to pay, or, when there is nothing to pay (a paid
 * form submitted again) or the provider fails, to the order's page, which offers Pay again.
 */
async function paymentRedirect(deps: SubmitOrderDeps, accessToken: string): Promise<string> {
  const checkout = await payOrder(deps.checkout, accessToken);
  return checkout.outcome === "redirect" ? checkout.url : `/orders/${accessToken}`;
}
