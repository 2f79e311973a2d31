import { describe, expect, it } from "vitest";
import { MAX_ITEM_CHARACTERS, splitItems, spokenList } from "./list-items.ts";

describe("splitItems", () => {
  it("splits at new lines, bullets, numbers, semicolons, commas and 'and'", () => {
    expect(
      splitItems("- Reading\n* Swimming; drawing, a 1,000 piece puzzle and skating\n• ice • snow", "en"),
    ).toEqual(["Reading", "Swimming", "drawing", "a 1,000 piece puzzle", "skating", "ice", "snow"]);
    expect(splitItems("1. leer\n2) nadar y dibujar, pintar e ir al cine", "es")).toEqual([
      "leer",
      "nadar",
      "dibujar",
      "pintar",
      "ir al cine",
    ]);
  });
});

describe("spokenList", () => {
  it("says every item as a person lists them, as the card shows them all", () => {
    expect(spokenList("reading\nswimming\ndrawing\npainting", "en")).toEqual({
      speak: "reading, swimming, drawing and painting",
      caption: "reading, swimming, drawing and painting",
    });
    expect(spokenList("leer, nadar y dibujar", "es")?.speak).toBe("leer, nadar y dibujar");
    expect(spokenList("nadar\nleer\nimaginar", "es")?.speak).toBe("nadar, leer e imaginar");
    expect(spokenList("a red bike", "en")?.speak).toBe("a red bike");
  });

  it("captions items as typed and says them in words", () => {
    expect(spokenList("Read 20 books 📚\nWon the 1st prize", "en")).toEqual({
      speak: "Read twenty books and Won the first prize",
      caption: "Read 20 books 📚 and Won the 1st prize",
    });
  });

  it("skips items only a person should read out, and has nothing when none is left", () => {
    const long = "x".repeat(MAX_ITEM_CHARACTERS + 1);
    expect(spokenList(`${long}\n🎄🎁\nمحمد\nskating`, "en")?.speak).toBe("skating");
    expect(spokenList(`${long}\n🎄🎁\n李小龙`, "en")).toBeUndefined();
    expect(spokenList("", "es")).toBeUndefined();
    expect(spokenList(" \n - \n ; ", "en")).toBeUndefined();
  });
});
