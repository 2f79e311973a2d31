import { describe, expect, it } from "vitest";
import { loadManifest } from "../template/manifest-schema.ts";
import { cardLines, fillPlaceholders, placeholdersFor } from "./card-layout.ts";
import path from "node:path";

const demo = loadManifest(path.join(import.meta.dirname, "..", "templates", "demo"));
const child = { name: "Noah", age: 1, achievements: "", wishes: "", message: "" };

describe("the child's age in words", () => {
  it("follows each language's plural rules: one year, but 0 and 7 years", () => {
    const years = (age: number, language: "en" | "es") =>
      placeholdersFor({ name: "Noah", age }, demo.languages[language].texts, language).years;
    expect([years(1, "en"), years(0, "en"), years(7, "en")]).toEqual([
      "1 year old",
      "0 years old",
      "7 years old",
    ]);
    expect([years(1, "es"), years(0, "es"), years(7, "es")]).toEqual(["1 año", "0 años", "7 años"]);
  });

  it("is what the title card says under the name", () => {
    const lines = cardLines("title", child, demo.languages.es, "es").map((line) => line.text);
    expect(lines).toEqual(["Noah", "1 año"]);
  });

  it("fills {name}, {age} and {years} in one pass, leaving a placeholder typed in a name alone", () => {
    const values = { name: "Ana {years}", age: 1, years: "1 año" };
    expect(fillPlaceholders("¡Hola, {name}! ¡Ya tienes {years}! ({age})", values)).toBe(
      "¡Hola, Ana {years}! ¡Ya tienes 1 año! (1)",
    );
  });
});

describe("the achievements and wishes cards", () => {
  it("list every item as Santa splits them, so the ones he says are the card's first", () => {
    const typed = { ...child, wishes: "a red bike, a puppy and a telescope\n- snow on Christmas Eve" };
    const body = (language: "en" | "es", wishes: string) =>
      // An item longer than the page's line goes on in the next line, which has no star.
      cardLines("wishes", { ...typed, wishes }, demo.languages[language], language)
        .map((line) => line.text)
        .filter((text, at, all) => at >= all.findIndex((t) => t.startsWith("★")))
        .join(" ")
        .split(/ (?=★)/);
    expect(body("en", typed.wishes)).toEqual([
      "★ a red bike",
      "★ a puppy",
      "★ a telescope",
      "★ snow on Christmas Eve",
    ]);
    expect(body("es", "una bici roja, un perrito y un telescopio")).toEqual([
      "★ una bici roja",
      "★ un perrito",
      "★ un telescopio",
    ]);
  });
});
