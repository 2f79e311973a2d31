import { describe, expect, it } from "vitest";
import { STEM_CHUNK, STEM_RATE, stemFormatArgs, voiceStem, type StemPhrase } from "./voice-stem.ts";

/** The whole stem, its chunks joined. */
const stemOf = (phrases: StemPhrase[], seconds: number) => {
  const chunks = [...voiceStem(phrases, seconds)];
  const stem = new Int16Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  chunks.reduce((at, chunk) => (stem.set(chunk, at), at + chunk.length), 0);
  return { stem, chunks };
};

describe("voiceStem", () => {
  it("lays each phrase at its start and leaves silence around it, as long as the film", () => {
    const phrase = new Int16Array(STEM_RATE / 10).fill(1000);
    const { stem } = stemOf(
      [
        { start: 0.5, samples: phrase },
        { start: 1.2, samples: phrase },
      ],
      2,
    );
    expect(stem).toHaveLength(2 * STEM_RATE);
    expect(stem[STEM_RATE * 0.5 - 1]).toBe(0);
    expect(stem[STEM_RATE * 0.5]).toBe(1000);
    expect(stem[STEM_RATE * 0.6 - 1]).toBe(1000);
    expect(stem[STEM_RATE * 0.6]).toBe(0);
    expect(stem[STEM_RATE * 1.2]).toBe(1000);
    expect(stem.reduce((sum, s) => sum + (s !== 0 ? 1 : 0), 0)).toBe(2 * phrase.length);
  });

  it("cuts a phrase that runs past the film's end instead of growing the stem", () => {
    const phrase = new Int16Array(STEM_RATE).fill(-5);
    const { stem } = stemOf([{ start: 0.5, samples: phrase }], 1);
    expect(stem).toHaveLength(STEM_RATE);
    expect(stem.at(-1)).toBe(-5);
  });

  it("comes a chunk at a time, a phrase across two chunks whole in both", () => {
    const phrase = Int16Array.from({ length: STEM_RATE / 5 }, (_, at) => at + 1);
    const { stem, chunks } = stemOf([{ start: 0.9, samples: phrase }], 2.5);
    expect(chunks.map((chunk) => chunk.length)).toEqual([STEM_CHUNK, STEM_CHUNK, STEM_RATE / 2]);
    expect(stem.subarray((STEM_RATE * 9) / 10, (STEM_RATE * 11) / 10)).toEqual(phrase);
    expect(stem[(STEM_RATE * 11) / 10]).toBe(0);
  });

  it("lets the later of two overlapping phrases be heard where they overlap", () => {
    const { stem } = stemOf(
      [
        { start: 0, samples: new Int16Array(STEM_RATE).fill(7) },
        { start: 0.5, samples: new Int16Array(STEM_RATE).fill(9) },
      ],
      2,
    );
    expect([stem[STEM_RATE / 2 - 1], stem[STEM_RATE / 2], stem[STEM_RATE * 1.5 - 1]]).toEqual([7, 9, 9]);
  });
});

describe("stemFormatArgs", () => {
  it("converts any sound to a mono 16-bit WAV at the film's rate", () => {
    expect(stemFormatArgs("name.m4a", "name.wav")).toEqual([
      ...["-v", "error", "-i", "name.m4a", "-ac", "1", "-ar", "48000"],
      ...["-c:a", "pcm_s16le", "-f", "wav", "-y", "name.wav"],
    ]);
  });
});
