// Placing an order: the order, its films with their photos and an `order_created` event, in one
// transaction, once per form.
import type { Language } from "#domain/language.ts";
import type { Order } from "#domain/order-schema.ts";
import type { OrderPrice } from "#domain/pricing.ts";
import type { Db } from "../db/client.ts";
import { newAccessToken } from "./access-token.ts";
import { recordEvent } from "./order-events.repository.ts";
import type { OrderRow } from "./order-loaders.repository.ts";
import {
  findOrderByIdempotencyKey,
  insertFilms,
  insertOrder,
  lockStagedPhotos,
  placePhoto,
} from "./orders.repository.ts";
import { newOrderReference } from "./reference.ts";

/** A film lists a photo that its form did not upload, or that another order already took. */
export class PhotosNotFound extends Error {
  readonly filmIndex: number;
  constructor(filmIndex: number) {
    super(`Film ${filmIndex + 1} lists photos its form did not upload`);
    this.name = "PhotosNotFound";
    this.filmIndex = filmIndex;
  }
}

export interface NewOrder {
  /** Carried by the form: every submission of one form gets the same key. */
  idempotencyKey: string;
  order: Order;
  price: OrderPrice;
  /** The language the buyer ordered in: their e-mails are written in it. */
  language: Language;
  /** The id of the account signed in on the form, if any. */
  placedBy?: string;
}

// 33.5 million references: a draw that is taken is rare, two in a row rarer than a failed disk.
const REFERENCE_DRAWS = 5;

/**
 * Writes the order, its films and an `order_created` event in one transaction. A second call with
 * the same key returns the first order and writes nothing, also when both calls run at once: the
 * unique key decides (PostgreSQL makes the later insert wait for the earlier transaction), not a
 * read before the write.
 */
export async function createOrder(
  db: Db,
  { idempotencyKey, order, price, language, placedBy }: NewOrder,
): Promise<{ order: OrderRow; created: boolean }> {
  if (price.lines.length !== order.films.length) throw new RangeError("one price line per film");
  return db.transaction(async (tx) => {
    for (let draw = 0; draw < REFERENCE_DRAWS; draw += 1) {
      const inserted = await insertOrder(tx, {
        reference: newOrderReference(),
        idempotencyKey,
        accessToken: newAccessToken(),
        buyerName: order.buyerName,
        buyerEmail: order.buyerEmail,
        language,
        subtotalCents: price.subtotalCents,
        discountCents: price.discountCents,
        totalCents: price.totalCents,
      });
      if (!inserted) {
        const existing = await findOrderByIdempotencyKey(tx, idempotencyKey);
        if (existing) return { order: existing, created: false };
        continue;
      }
      const filmRows = await insertFilms(tx, inserted.id, order.films);
      for (const [index, film] of order.films.entries()) {
        const filmId = filmRows.find((row) => row.position === index + 1)?.id;
        if (!filmId) throw new Error(`Film ${index + 1} was not written`);
        await claimPhotos(tx, idempotencyKey, filmId, index, film.photoIds);
      }
      await recordEvent(tx, inserted.id, {
        type: "order_created",
        data: {
          films: order.films.length,
          totalCents: price.totalCents,
          currency: inserted.currency,
          ...(placedBy && { placedBy }),
        },
      });
      return { order: inserted, created: true };
    }
    throw new Error(`No free order reference after ${REFERENCE_DRAWS} draws`);
  });
}

/** Moves the form's staged photos onto their film, in the order the buyer put them. */
async function claimPhotos(tx: Db, draftKey: string, filmId: string, filmIndex: number, tokens: string[]) {
  if (tokens.length === 0) return;
  const staged = await lockStagedPhotos(tx, draftKey, tokens);
  if (staged.length !== new Set(tokens).size || staged.length !== tokens.length) {
    throw new PhotosNotFound(filmIndex);
  }
  for (const [index, token] of tokens.entries()) await placePhoto(tx, draftKey, token, filmId, index + 1);
}
