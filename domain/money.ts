// Prices are whole US cents; this is the one place they become text.
import { perLocale } from "./per-locale.ts";
import { CURRENCY } from "./shop.ts";

const currencyFormat = perLocale(
  (locale) => new Intl.NumberFormat(locale, { style: "currency", currency: CURRENCY }),
);

export function formatCents(cents: number, locale: string): string {
  return currencyFormat(locale).format(cents / 100);
}
