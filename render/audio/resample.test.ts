import { describe, expect, it } from "vitest";
import { resample } from "./resample.ts";

const tone = (hz: number, rate: number, seconds: number) =>
  Float64Array.from({ length: Math.round(rate * seconds) }, (_, i) =>
    Math.sin((2 * Math.PI * hz * i) / rate),
  );

/** The power of `ours` less `ideal`, in dB below the ideal's, away from the edges (where silence is outside). */
function errorDb(ours: Float64Array, ideal: Float64Array, edge: number): number {
  let signal = 0;
  let error = 0;
  for (let i = edge; i < ideal.length - edge; i++) {
    signal += (ideal[i] as number) ** 2;
    error += ((ours[i] as number) - (ideal[i] as number)) ** 2;
  }
  return 10 * Math.log10(error / signal);
}

describe("resample", () => {
  it.each([
    [16000, 48000, 1000],
    [16000, 48000, 6000],
    [22050, 48000, 440],
    [22050, 48000, 9000],
    [48000, 16000, 1000],
  ])("takes a tone from %i Hz to %i Hz unchanged (%i Hz)", (from, to, hz) => {
    const out = resample(tone(hz, from, 0.5), from, to);
    expect(out.length).toBe(Math.ceil((0.5 * from * to) / from));
    expect(errorDb(out, tone(hz, to, 0.5), 64)).toBeLessThan(-50);
  });

  it("keeps each input sample at its time: an impulse lands on the same instant", () => {
    const impulse = new Float64Array(100);
    impulse[40] = 1;
    const out = resample(impulse, 16000, 48000);
    const peak = out.indexOf(Math.max(...out));
    expect(peak).toBe(120);
  });

  it("leaves out what the lower rate cannot hold, instead of folding it back as another tone", () => {
    const out = resample(tone(10000, 48000, 0.5), 48000, 16000);
    let power = 0;
    for (let i = 64; i < out.length - 64; i++) power += (out[i] as number) ** 2;
    expect(10 * Math.log10(power / (out.length - 128) / 0.5)).toBeLessThan(-60);
  });

  it("returns a copy at the same rate", () => {
    const input = tone(1000, 48000, 0.01);
    const out = resample(input, 48000, 48000);
    expect(out).toEqual(input);
    expect(out).not.toBe(input);
  });
});
