import { describe, expect, it } from "vitest";
import { priceOrder, storedPrice } from "./pricing.ts";

describe("the price of an order", () => {
  it("is $24.95 for one film, with no discount", () => {
    expect(priceOrder(1, 20)).toMatchObject({ subtotalCents: 2495, discountCents: 0, totalCents: 2495 });
  });

  it("takes the discount off each film after the first", () => {
    const price = priceOrder(3, 20);
    expect(price.lines.map((line) => line.discountCents)).toEqual([0, 499, 499]);
    expect(price).toMatchObject({ subtotalCents: 7485, discountCents: 998, totalCents: 6487 });
  });

  it("rounds each film's discount to whole cents", () => {
    // 15% of 2495 is 374.25 cents.
    expect(priceOrder(2, 15).lines[1]?.discountCents).toBe(374);
  });

  it("refuses an order without films and a discount outside 0-100%", () => {
    expect(() => priceOrder(0, 20)).toThrow(RangeError);
    expect(() => priceOrder(2, 120)).toThrow(RangeError);
  });
});

describe("storedPrice", () => {
  it("gives back the lines the order was priced with from its stored amounts", () => {
    for (const films of [1, 2, 3, 7]) {
      const priced = priceOrder(films, 20);
      expect(storedPrice(priced, films)).toEqual(priced);
    }
  });

  it("shares an uneven stored discount across the extra films without losing a cent", () => {
    const price = storedPrice({ subtotalCents: 7485, discountCents: 1001, totalCents: 6484 }, 3);
    expect(price.lines.map((line) => line.discountCents)).toEqual([0, 501, 500]);
    expect(price.totalCents).toBe(6484);
  });
});
