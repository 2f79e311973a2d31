import { describe, expect, it } from "vitest";
import { mailEn } from "./messages.en.ts";
import { mailEs } from "./messages.es.ts";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("e-mail copy", () => {
  it("has the same keys in English and Spanish", () => {
    expect(Object.keys(mailEs).sort()).toEqual(Object.keys(mailEn).sort());
  });

  it("has the same placeholders in both languages", () => {
    for (const [key, english] of Object.entries(mailEn)) {
      expect(placeholders(mailEs[key as keyof typeof mailEn]), key).toEqual(placeholders(english));
    }
  });

  it("is really translated", () => {
    const same = Object.entries(mailEn).filter(
      ([key, english]) => mailEs[key as keyof typeof mailEn] === english,
    );
    expect(same.map(([key]) => key)).toEqual(["brand.name"]);
  });
});
