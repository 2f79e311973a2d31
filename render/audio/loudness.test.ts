import { describe, expect, it } from "vitest";
import { integratedLoudness } from "./loudness.ts";

const sine = (hz: number, amplitude: number, seconds: number) =>
  Int16Array.from({ length: Math.round(seconds * 48000) }, (_, i) =>
    Math.round(amplitude * 32767 * Math.sin((2 * Math.PI * hz * i) / 48000)),
  );

describe("integratedLoudness", () => {
  it("reads a 1 kHz sine at full scale in one channel as −3.01 LUFS, the standard's own reference", () => {
    expect(integratedLoudness(sine(1000, 1, 3))).toBeCloseTo(-3.01, 1);
    expect(integratedLoudness(sine(1000, 0.1, 3))).toBeCloseTo(-23.01, 1);
  });

  it("gates out silence: speech with long pauses reads as loud as the speech alone", () => {
    const speech = sine(440, 0.2, 2);
    const withPauses = new Int16Array(speech.length * 5);
    withPauses.set(speech, 0);
    withPauses.set(speech, speech.length * 3);
    expect(integratedLoudness(withPauses)).toBeCloseTo(integratedLoudness(speech), 0);
  });

  it("weighs low rumble less than the ear's middle", () => {
    expect(integratedLoudness(sine(40, 0.5, 2))).toBeLessThan(integratedLoudness(sine(1000, 0.5, 2)) - 3);
  });

  it("measures a sound shorter than one block over its own length, and is −Infinity for silence", () => {
    expect(integratedLoudness(sine(1000, 0.1, 0.2))).toBeCloseTo(-23.01, 1);
    expect(integratedLoudness(new Int16Array(48000))).toBe(-Infinity);
    expect(integratedLoudness(new Int16Array(0))).toBe(-Infinity);
  });
});
