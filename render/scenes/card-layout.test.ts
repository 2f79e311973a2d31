import { describe, expect, it } from "vitest";
import { loadManifest } from "../manifest/manifest-schema.ts";
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

describe("a card Santa reads aloud", () => {
  const message =
    "Mia, Santa heard how kind you were to your new classmate when she had nobody to play with at break. " +
    "Keep shining, keep laughing, and remember to help your little brother with his reading every night.";

  it("writes its lines on the page as he reaches them, in order, within his reading", () => {
    const lines = cardLines("message", { ...child, message }, demo.languages.en, "en", { from: 5, to: 35 });
    const times = lines.map((line) => line.appearAt);
    expect(lines.length).toBeGreaterThan(4);
    expect(times[0]).toBe(5);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.max(...times)).toBeLessThan(35);
    // Something new on the page at least every few seconds of a half-minute reading.
    const gaps = times.slice(1).map((time, at) => time - (times[at] as number));
    expect(Math.max(...gaps)).toBeLessThan(8);
  });

  it("shows the whole list at once when he does not say it, and his items as he says them when he does", () => {
    const wishes = { ...child, wishes: "a red bike, a puppy and a telescope" };
    const shown = (reading?: { from: number; to: number }) =>
      cardLines("wishes", wishes, demo.languages.en, "en", reading)
        .filter((line) => line.text.startsWith("★"))
        .map((line) => line.appearAt);
    expect(shown()).toEqual([0.7, 0.7, 0.7]);
    const paced = shown({ from: 2, to: 8 });
    expect(paced[0]).toBe(2);
    expect(paced[1]).toBeGreaterThan(2);
    expect(paced[2]).toBeGreaterThan(paced[1] as number);
    expect(paced[2]).toBeLessThan(8);
  });

  it("keeps the heading and a default message as they were", () => {
    const heading = cardLines("wishes", { ...child, wishes: "a puppy" }, demo.languages.en, "en", {
      from: 9,
      to: 12,
    })[0];
    expect(heading?.appearAt).toBe(0.2);
    const fallback = cardLines("message", child, demo.languages.en, "en", { from: 9, to: 12 });
    expect(new Set(fallback.map((line) => line.appearAt))).toEqual(new Set([0.4]));
  });
});
