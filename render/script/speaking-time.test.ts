import { describe, expect, it } from "vitest";
import { WORDS_PER_SECOND, estimateSpeechSeconds } from "./speaking-time.ts";

describe("estimateSpeechSeconds", () => {
  it("counts words at the language's pace, and a breath between sentences", () => {
    expect(estimateSpeechSeconds("one two three four five", "en")).toBeCloseTo(5 / WORDS_PER_SECOND.en, 6);
    expect(estimateSpeechSeconds("uno dos tres cuatro cinco", "es")).toBeCloseTo(5 / WORDS_PER_SECOND.es, 6);
    expect(estimateSpeechSeconds("Ho, ho, ho! Hello there.", "en")).toBeCloseTo(
      5 / WORDS_PER_SECOND.en + 0.25,
      6,
    );
    expect(estimateSpeechSeconds("", "en")).toBe(0);
  });
});
