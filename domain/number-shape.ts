// How a language writes numbers and prices, read from Intl once on the server and applied on both
// sides. The browser then formats without building Intl's number data, which costs ~11 ms of a
// phone's main thread in the middle of hydration (Lighthouse counted it towards blocking time), and
// server and browser always write the very same characters, whatever ICU each one carries.
// Prices are whole US cents; this is the one place they become text.
import { perLocale } from "./per-locale.ts";
import { CURRENCY } from "./shop.ts";

export interface NumberShape {
  readonly group: string;
  readonly decimal: string;
  readonly minus: string;
  /** The fewest integer digits that get a group separator: 4 in most languages, 5 in some. */
  readonly groupFrom: number;
  /** What surrounds the digits of a price: "$" and "" in American English. */
  readonly currencyBefore: string;
  readonly currencyAfter: string;
}

export const numberShape = perLocale((locale): NumberShape => {
  const shape = { group: ",", decimal: ".", minus: "-", currencyBefore: "", currencyAfter: "" };
  let digitsSeen = false;
  const parts = new Intl.NumberFormat(locale, { style: "currency", currency: CURRENCY }).formatToParts(
    -1234567.5,
  );
  for (const part of parts) {
    if (part.type === "group") shape.group = part.value;
    else if (part.type === "decimal") shape.decimal = part.value;
    else if (part.type === "minusSign") shape.minus = part.value;
    else if (part.type === "integer" || part.type === "fraction") digitsSeen = true;
    else if (digitsSeen) shape.currencyAfter += part.value;
    else shape.currencyBefore += part.value;
  }
  const groupsFourDigits = new Intl.NumberFormat(locale)
    .formatToParts(1000)
    .some((part) => part.type === "group");
  return { ...shape, groupFrom: groupsFourDigits ? 4 : 5 };
});

function groupDigits(digits: string, shape: NumberShape): string {
  if (digits.length < shape.groupFrom) return digits;
  return digits.replace(/\B(?=(\d{3})+$)/g, shape.group);
}

/** A whole number, as Intl writes it by default (`50000` → "50,000"). */
export function formatWhole(value: number, shape: NumberShape): string {
  const digits = groupDigits(String(Math.abs(Math.round(value))), shape);
  return value < 0 ? `${shape.minus}${digits}` : digits;
}

export function formatCents(cents: number, shape: NumberShape): string {
  const whole = Math.round(Math.abs(cents));
  const amount = `${groupDigits(String(Math.floor(whole / 100)), shape)}${shape.decimal}${String(whole % 100).padStart(2, "0")}`;
  return `${cents < 0 ? shape.minus : ""}${shape.currencyBefore}${amount}${shape.currencyAfter}`;
}
