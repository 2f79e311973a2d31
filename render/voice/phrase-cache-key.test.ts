import { describe, expect, it } from "vitest";
import { phraseKey } from "./phrase-cache.ts";

describe("phraseKey", () => {
  const line = { language: "en" as const, text: "Ho ho ho, Merry Christmas!" };

  it("is the same for a fixed line whatever names the family's library holds", () => {
    const plain = phraseKey("festival", "kal_diphone+santa1", line);
    expect(plain).toMatch(/^voice-phrases\/festival\/[0-9a-f]{64}$/);
    expect(
      phraseKey("festival", "kal_diphone+santa1", {
        ...line,
        pronunciations: [{ word: "Niamh", respelling: "NEEV" }],
      }),
    ).toBe(plain);
  });

  it("changes with the engine, the voice, the language, the text, and a pronunciation the text uses", () => {
    const base = { language: "en" as const, text: "Well done, Niamh!" };
    const keys = [
      phraseKey("festival", "kal_diphone+santa1", base),
      phraseKey("espeak-ng", "kal_diphone+santa1", base),
      phraseKey("festival", "kal_diphone+santa2", base),
      phraseKey("festival", "kal_diphone+santa1", { ...base, language: "es" }),
      phraseKey("festival", "kal_diphone+santa1", { ...base, text: "Well done, Niamh." }),
      phraseKey("festival", "kal_diphone+santa1", {
        ...base,
        pronunciations: [{ word: "Niamh", respelling: "NEEV" }],
      }),
      phraseKey("festival", "kal_diphone+santa1", {
        ...base,
        pronunciations: [{ word: "Niamh", respelling: "NEE-uv" }],
      }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("keeps a fixed line apart from the personal phrases, which are swept once no film names them", () => {
    const personal = phraseKey("festival", "kal_diphone+santa1", line);
    const fixed = phraseKey("festival", "kal_diphone+santa1", { ...line, fixedLine: true });
    expect(fixed).toBe(personal.replace(/^voice-phrases\//, "fixed-phrases/"));
  });

  it("keeps an engine id that is not a plain name inside its own folder", () => {
    expect(phraseKey("../polly", "Matthew", line)).toMatch(/^voice-phrases\/___polly\/[0-9a-f]{64}$/);
  });
});
