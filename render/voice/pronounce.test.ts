import { describe, expect, it } from "vitest";
import { applyRespellings, pronunciationsUsed } from "./pronounce.ts";

describe("applyRespellings", () => {
  it("says a name by its respelling, whole words only, whatever the case", () => {
    const names = [
      { word: "Siobhán", respelling: "shiv AWN" },
      { word: "Niamh", respelling: "NEEV" },
    ];
    expect(applyRespellings("Siobhán and NIAMH, Siobhánita.", names)).toBe("shiv AWN and NEEV, Siobhánita.");
  });

  it("replaces the longer name first, keeps a respelling's $ as written, and ignores IPA-only entries", () => {
    expect(
      applyRespellings("Mary Ann and Mary", [
        { word: "Mary", respelling: "MAIR-ee" },
        { word: "Mary Ann", respelling: "$1 Marianne" },
      ]),
    ).toBe("$1 Marianne and MAIR-ee");
    expect(applyRespellings("Xóchitl", [{ word: "Xóchitl", ipa: "ˈsot͡ʃit͡ɬ" }])).toBe("Xóchitl");
  });

  it("matches a name typed in decomposed Unicode", () => {
    expect(applyRespellings("Hola Zoe\u0308", [{ word: "Zoë", respelling: "Zo-e" }])).toBe("Hola Zo-e");
  });
});

describe("pronunciationsUsed", () => {
  it("keeps only the entries for words in the phrase, in a stable order", () => {
    const entries = [
      { word: "Zoë", respelling: "ZOH-ee" },
      { word: "José", respelling: "ho-ZAY" },
      { word: "Niamh" },
    ];
    expect(pronunciationsUsed("José and Zoë", entries).map((entry) => entry.word)).toEqual(["José", "Zoë"]);
    expect(pronunciationsUsed("Merry Christmas", entries)).toEqual([]);
  });
});
