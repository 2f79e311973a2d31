import path from "node:path";
import { describe, expect, it } from "vitest";
import { TEXT_LIMITS } from "#domain/order-fields.ts";
import { loadManifest } from "../manifest/manifest-schema.ts";
import { slotValue, type ScriptChild } from "./slot-values.ts";

const manifest = loadManifest(path.join(import.meta.dirname, "..", "templates", "short"));
const child: ScriptChild = {
  name: "Zoë",
  age: 7,
  achievements: "reading",
  wishes: "a bike",
  message: "We love you.",
  photoCount: 3,
  eyeColour: "green",
};
const value = (
  slot: Parameters<typeof slotValue>[0],
  details: Partial<ScriptChild>,
  language: "en" | "es" = "en",
) => slotValue(slot, { ...child, ...details }, language, manifest.languages[language].texts);

describe("slotValue", () => {
  it("says the age in words by the plural rules, and captions it in digits as the card does", () => {
    expect(value("age", { age: 1 })).toEqual({ speak: "one year old", caption: "1 year old" });
    expect(value("age", { age: 7 })).toEqual({ speak: "seven years old", caption: "7 years old" });
    expect(value("age", { age: 1 }, "es")).toEqual({ speak: "un año", caption: "1 año" });
    expect(value("age", { age: 21 }, "es")?.speak).toBe("veintiún años");
  });

  it("says the name as typed, accents and all", () => {
    for (const name of ["Siobhán", "Xóchitl", "Nguyễn", "Zoë", "José", "Saoirse", "Niamh"]) {
      expect(value("name", { name })).toEqual({ speak: name, caption: name });
    }
    expect(value("name", { name: " Mia 🦄\n" })).toEqual({ speak: "Mia", caption: "Mia 🦄" });
  });

  it("says a listed eye colour in the template's words, in either language", () => {
    expect(value("eyes", { eyeColour: "blue" })).toEqual({ speak: "bright blue", caption: "bright blue" });
    expect(value("eyes", { eyeColour: "hazel" }, "es")).toEqual({
      speak: "color avellana",
      caption: "color avellana",
    });
  });

  it("says the photo count in words", () => {
    expect(value("photoCount", { photoCount: 10 }, "es")).toEqual({ speak: "diez", caption: "10" });
  });

  it("says a message of several lines as sentences", () => {
    expect(value("message", { message: "We love you\nMum & Dad 💕" })).toEqual({
      speak: "We love you. Mum and Dad.",
      caption: "We love you Mum & Dad 💕",
    });
  });

  it("has no value for what only a person should read out", () => {
    const cases: [Parameters<typeof slotValue>[0], Partial<ScriptChild>][] = [
      ["name", { name: "A".repeat(200) }],
      ["name", { name: "Ana ".repeat(10) }],
      ["name", { name: "محمد" }],
      ["name", { name: "李小龙" }],
      ["name", { name: "🦄🌈✨" }],
      ["name", { name: "" }],
      ["age", { age: 0 }],
      ["achievements", { achievements: "" }],
      ["achievements", { achievements: "🏆🏆" }],
      ["wishes", { wishes: "" }],
      ["wishes", { wishes: "🎁 🎄\n★" }],
      ["wishes", { wishes: `${"a".repeat(300)}` }],
      ["message", { message: "" }],
      ["message", { message: "💕💕💕 https://example.com" }],
      ["message", { message: "حبيبي، نحن نحبك" }],
      ["message", { message: "Love you! ".repeat(TEXT_LIMITS.message).slice(0, TEXT_LIMITS.message + 1) }],
      ["photoCount", { photoCount: 0 }],
      // Typed words may be in the other language than the film's: Santa says his fallback line.
      ["eyes", { eyeColour: "other" }],
    ];
    for (const [slot, details] of cases)
      expect(value(slot, details), `${slot}: ${JSON.stringify(details)}`).toBeUndefined();
  });

  it("reads whole any message the form accepts, however many words its characters make", () => {
    // The most words per character: digits said one by one, "&" said "and", one-letter words.
    const atTheLimit = (unit: string) => unit.repeat(TEXT_LIMITS.message).slice(0, TEXT_LIMITS.message);
    for (const unit of ["Love you! ", "77777777", "1&", "a ", "1% ", "12345 "])
      for (const language of ["en", "es"] as const) {
        const said = value("message", { message: atTheLimit(unit) }, language);
        expect(said, `${unit} in ${language}`).toBeDefined();
        expect(said?.caption, `${unit} in ${language}`).toBe(atTheLimit(unit).trim());
      }
    // Longer, from an order taken under an older limit: on the card for a person to read out.
    expect(value("message", { message: "Love you! ".repeat(TEXT_LIMITS.message) })).toBeUndefined();
  });
});
