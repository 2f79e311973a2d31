import path from "node:path";
import { describe, expect, it } from "vitest";
import { TEXT_LIMITS } from "#domain/order-fields.ts";
import { loadManifest } from "../template/manifest-schema.ts";
import { MAX_MESSAGE_SECONDS, slotValue, type ScriptChild } from "./slot-values.ts";
import { estimateSpeechSeconds } from "./speaking-time.ts";

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
      ["message", { message: "Love you! ".repeat(TEXT_LIMITS.message / 10).slice(0, TEXT_LIMITS.message) }],
      ["photoCount", { photoCount: 0 }],
      // Typed words may be in the other language than the film's: Santa says his fallback line.
      ["eyes", { eyeColour: "other" }],
    ];
    for (const [slot, details] of cases)
      expect(value(slot, details), `${slot}: ${JSON.stringify(details)}`).toBeUndefined();
  });

  it("reads a message up to its spoken limit, whatever the field allows", () => {
    const words = (count: number) => Array.from({ length: count }, () => "love").join(" ");
    const fits = words(Math.floor(MAX_MESSAGE_SECONDS * 2.5) - 5);
    expect(estimateSpeechSeconds(fits, "en")).toBeLessThan(MAX_MESSAGE_SECONDS);
    expect(value("message", { message: fits })?.speak).toBe(`${fits}.`);
    expect(value("message", { message: words(Math.ceil(MAX_MESSAGE_SECONDS * 2.5) + 5) })).toBeUndefined();
  });
});
