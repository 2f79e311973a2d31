// Prices are whole US cents; this is the one place they become text.
import { CURRENCY } from "./shop.ts";

export function formatCents(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: CURRENCY }).format(cents / 100);
}
