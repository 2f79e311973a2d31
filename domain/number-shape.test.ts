import { describe, expect, it } from "vitest";
import { formatCents, formatWhole, numberShape } from "./number-shape.ts";

const currency = (locale: string) => new Intl.NumberFormat(locale, { style: "currency", currency: "USD" });
const CENTS = [0, 1, 5, 99, 100, 2495, 4990, 7485, 99999, 100000, 123456, 1234567, 98765432];
const WHOLES = [0, 1, 7, 24, 999, 1000, 1234, 9999, 10000, 50000, 123456, 1234567];

describe("number shapes read from Intl", () => {
  for (const locale of ["en-US", "es-US", "es-ES", "de-DE", "fr-FR"]) {
    it(`writes prices and whole numbers exactly as Intl does in ${locale}`, () => {
      const shape = numberShape(locale);
      for (const cents of CENTS) expect(formatCents(cents, shape)).toBe(currency(locale).format(cents / 100));
      for (const whole of WHOLES)
        expect(formatWhole(whole, shape)).toBe(new Intl.NumberFormat(locale).format(whole));
    });
  }

  it("writes a negative amount with the language's minus sign, as Intl does in our languages", () => {
    for (const locale of ["en-US", "es-US"]) {
      expect(formatCents(-500, numberShape(locale))).toBe(currency(locale).format(-5));
      expect(formatWhole(-1234, numberShape(locale))).toBe(new Intl.NumberFormat(locale).format(-1234));
    }
  });

  it("is plain data, so the server can send it to the browser", () => {
    const shape = numberShape("es-US");
    expect(JSON.parse(JSON.stringify(shape))).toEqual(shape);
    expect(shape).toMatchObject({ currencyBefore: "$", decimal: ".", group: "," });
  });
});
