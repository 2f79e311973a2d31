import { describe, expect, it } from "vitest";
import { applyBiquad, type Biquad, highPass, lowShelf, peaking } from "./biquad.ts";

const RATE = 48000;

/** The filter's gain at `hz` in dB: a steady tone's level out over its level in, once it has settled. */
function gainDb(filter: Biquad, hz: number): number {
  const samples = Float64Array.from({ length: RATE }, (_, i) => Math.sin((2 * Math.PI * hz * i) / RATE));
  applyBiquad(samples, filter);
  let power = 0;
  for (let i = RATE / 2; i < RATE; i++) power += (samples[i] as number) ** 2;
  return 10 * Math.log10(power / (RATE / 2) / 0.5);
}

describe("biquads", () => {
  it("a high-pass at 70 Hz is 3 dB down there, cuts rumble and passes the voice", () => {
    const filter = highPass(70, RATE);
    expect(gainDb(filter, 70)).toBeCloseTo(-3, 0);
    expect(gainDb(filter, 17.5)).toBeLessThan(-23);
    expect(Math.abs(gainDb(filter, 1000))).toBeLessThan(0.05);
  });

  it("a low shelf raises the low notes by its gain and leaves the high ones", () => {
    const filter = lowShelf(150, 3, RATE, 1);
    expect(gainDb(filter, 20)).toBeCloseTo(3, 1);
    expect(gainDb(filter, 150)).toBeCloseTo(1.5, 1);
    expect(Math.abs(gainDb(filter, 5000))).toBeLessThan(0.05);
  });

  it("a peaking filter lowers its band by its gain and leaves the rest", () => {
    const filter = peaking(2500, -2, RATE, 1);
    expect(gainDb(filter, 2500)).toBeCloseTo(-2, 1);
    expect(Math.abs(gainDb(filter, 100))).toBeLessThan(0.05);
    expect(Math.abs(gainDb(filter, 20000))).toBeLessThan(0.2);
  });
});
