import { describe, expect, it } from "vitest";
import { numberToWords } from "./number-words.ts";

describe("numberToWords", () => {
  it("says English numbers from zero to 9999, hyphenated tens", () => {
    const said = [0, 7, 13, 21, 40, 99, 100, 115, 999, 1000, 1001, 4321, 9999].map((n) =>
      numberToWords(n, "en"),
    );
    expect(said).toEqual([
      "zero",
      "seven",
      "thirteen",
      "twenty-one",
      "forty",
      "ninety-nine",
      "one hundred",
      "one hundred fifteen",
      "nine hundred ninety-nine",
      "one thousand",
      "one thousand one",
      "four thousand three hundred twenty-one",
      "nine thousand nine hundred ninety-nine",
    ]);
  });

  it("says Spanish numbers with their irregular forms", () => {
    const said = [0, 1, 16, 21, 22, 30, 31, 100, 101, 500, 700, 900, 1000, 1500, 2025, 9999].map((n) =>
      numberToWords(n, "es"),
    );
    expect(said).toEqual([
      "cero",
      "uno",
      "dieciséis",
      "veintiuno",
      "veintidós",
      "treinta",
      "treinta y uno",
      "cien",
      "ciento uno",
      "quinientos",
      "setecientos",
      "novecientos",
      "mil",
      "mil quinientos",
      "dos mil veinticinco",
      "nueve mil novecientos noventa y nueve",
    ]);
  });

  it("says years as English says them, and Spanish as numbers", () => {
    const years = [1999, 2000, 2005, 2010, 2025, 1900].map((n) => numberToWords(n, "en", { year: true }));
    expect(years).toEqual([
      "nineteen ninety-nine",
      "two thousand",
      "two thousand five",
      "twenty ten",
      "twenty twenty-five",
      "nineteen hundred",
    ]);
    expect(numberToWords(2025, "es", { year: true })).toBe("dos mil veinticinco");
  });

  it("says ordinals, and Spanish 'un' before a noun", () => {
    expect([1, 2, 3, 12, 20, 21].map((n) => numberToWords(n, "en", { ordinal: "masculine" }))).toEqual([
      "first",
      "second",
      "third",
      "twelfth",
      "twentieth",
      "twenty-first",
    ]);
    expect(numberToWords(1, "es", { ordinal: "masculine" })).toBe("primero");
    expect(numberToWords(3, "es", { ordinal: "masculine", beforeNoun: true })).toBe("tercer");
    expect(numberToWords(1, "es", { ordinal: "feminine" })).toBe("primera");
    expect(numberToWords(21, "es", { beforeNoun: true })).toBe("veintiún");
    expect(numberToWords(41, "es", { beforeNoun: true })).toBe("cuarenta y un");
  });

  it("has no words for what it cannot say", () => {
    expect(numberToWords(10_000, "en")).toBeUndefined();
    expect(numberToWords(-1, "es")).toBeUndefined();
    expect(numberToWords(2.5, "en")).toBeUndefined();
  });
});
