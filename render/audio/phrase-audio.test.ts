import { describe, expect, it } from "vitest";
import { integratedLoudness } from "./loudness.ts";
import { PHRASE_LUFS, levelPhrase, trimSilence } from "./phrase-audio.ts";

const phrase = (amplitude: number, seconds = 1.5) =>
  Int16Array.from({ length: Math.round(seconds * 48000) }, (_, i) =>
    Math.round(amplitude * 32767 * Math.sin((2 * Math.PI * 300 * i) / 48000)),
  );

const peakOf = (samples: Int16Array) => samples.reduce((max, s) => Math.max(max, Math.abs(s)), 0) / 32768;

describe("levelPhrase", () => {
  it("brings a quiet phrase and a loud one to the same loudness", () => {
    for (const amplitude of [0.01, 0.05, 0.4])
      expect(integratedLoudness(levelPhrase(phrase(amplitude)))).toBeCloseTo(PHRASE_LUFS, 1);
  });

  it("raises a short phrase too, shorter than the loudness meter's block", () => {
    expect(integratedLoudness(levelPhrase(phrase(0.01, 0.3)))).toBeCloseTo(PHRASE_LUFS, 1);
  });

  it("holds back a phrase whose peak would pass −1 dBFS, rather than clip it", () => {
    // A click far louder than the words around it.
    const clicked = phrase(0.01);
    clicked[30_000] = 0.3 * 32767;
    const leveled = levelPhrase(clicked);
    expect(peakOf(leveled)).toBeLessThanOrEqual(0.89);
    expect(peakOf(leveled)).toBeGreaterThan(0.85);
    expect(integratedLoudness(leveled)).toBeLessThan(PHRASE_LUFS);
  });

  it("leaves silence as it is", () => {
    expect(levelPhrase(new Int16Array(100))).toEqual(new Int16Array(100));
  });
});

describe("trimSilence", () => {
  it("keeps 30 ms before the first sound and 80 ms after the last", () => {
    const padded = new Int16Array(48000);
    padded.fill(3000, 12000, 24000);
    const trimmed = trimSilence(padded);
    expect(trimmed.length).toBe(12000 + 1440 + 3840);
    expect(trimmed[1440]).toBe(3000);
    expect(trimmed[1439]).toBe(0);
  });

  it("keeps a sound that starts at the very first sample whole, and makes silence empty", () => {
    const sound = new Int16Array(100).fill(-2000);
    expect(trimSilence(sound)).toHaveLength(100);
    expect(trimSilence(new Int16Array(4800).fill(20))).toHaveLength(0);
  });
});
