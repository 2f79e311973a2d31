// What an order costs: the film price, a percentage off each film after the first, the total; and the
// same lines read back from the amounts an order was stored with.
import { FILM_PRICE_CENTS } from "./shop.ts";

export interface PriceLine {
  /** 1-based position of the film in the order. */
  film: number;
  priceCents: number;
  discountCents: number;
}

export interface OrderPrice {
  lines: PriceLine[];
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
}

/** Rounds half up to whole cents, so the shown discount is the charged discount. */
function percentOf(cents: number, percent: number): number {
  return Math.round((cents * percent) / 100);
}

export function priceOrder(filmCount: number, extraFilmDiscountPercent: number): OrderPrice {
  if (!Number.isInteger(filmCount) || filmCount < 1) throw new RangeError("an order has at least one film");
  if (extraFilmDiscountPercent < 0 || extraFilmDiscountPercent > 100) {
    throw new RangeError("the discount is a percentage from 0 to 100");
  }
  const lines = Array.from({ length: filmCount }, (_, index) => ({
    film: index + 1,
    priceCents: FILM_PRICE_CENTS,
    discountCents: index === 0 ? 0 : percentOf(FILM_PRICE_CENTS, extraFilmDiscountPercent),
  }));
  const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents, 0);
  const discountCents = lines.reduce((sum, line) => sum + line.discountCents, 0);
  return { lines, subtotalCents, discountCents, totalCents: subtotalCents - discountCents };
}

/**
 * The price the buyer was shown when ordering, from the stored amounts: the configured discount may
 * have changed since, and a buyer pays what they saw. Each film after the first carries its share.
 */
export function storedPrice(
  order: { subtotalCents: number; discountCents: number; totalCents: number },
  filmCount: number,
): OrderPrice {
  if (!Number.isInteger(filmCount) || filmCount < 1) throw new RangeError("an order has at least one film");
  const discounted = filmCount === 1 ? 1 : filmCount - 1;
  const share = (total: number, count: number, index: number) =>
    Math.floor(total / count) + (index < total % count ? 1 : 0);
  const lines = Array.from({ length: filmCount }, (_, index) => {
    const extra = filmCount === 1 ? 0 : index - 1;
    return {
      film: index + 1,
      priceCents: share(order.subtotalCents, filmCount, index),
      discountCents: extra < 0 ? 0 : share(order.discountCents, discounted, extra),
    };
  });
  return {
    lines,
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    totalCents: order.subtotalCents - order.discountCents,
  };
}
