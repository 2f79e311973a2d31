import { describe, expect, it } from "vitest";
import { STEM_RATE, stemFormatArgs, voiceStem } from "./voice-stem.ts";

const samplesOf = (bytes: Uint8Array) => new Int16Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 2);

describe("voiceStem", () => {
  it("lays each phrase at its start and leaves silence around it, as long as the film", () => {
    const phrase = new Int16Array(STEM_RATE / 10).fill(1000);
    const stem = samplesOf(
      voiceStem(
        [
          { start: 0.5, samples: phrase },
          { start: 1.2, samples: phrase },
        ],
        2,
      ),
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
    const stem = samplesOf(voiceStem([{ start: 0.5, samples: phrase }], 1));
    expect(stem).toHaveLength(STEM_RATE);
    expect(stem.at(-1)).toBe(-5);
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
