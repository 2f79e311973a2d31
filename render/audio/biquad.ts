// Second-order filters for a voice's tone, as the Audio EQ Cookbook (R. Bristow-Johnson) gives them:
// the same designs as ffmpeg's `highpass`, `bass` and `equalizer`, run in the renderer's own process
// (decision 083). Pure.

/** A filter's coefficients, normalised so that a0 is 1. */
export interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

function normalised(b0: number, b1: number, b2: number, a0: number, a1: number, a2: number): Biquad {
  return { b0: b0 / a0, b1: b1 / a0, b2: b2 / a0, a1: a1 / a0, a2: a2 / a0 };
}

function angle(hz: number, rate: number, q: number) {
  const w0 = (2 * Math.PI * hz) / rate;
  return { cos: Math.cos(w0), alpha: Math.sin(w0) / (2 * q) };
}

/** Cuts below `hz` at 12 dB an octave (Q 0.707: Butterworth). */
export function highPass(hz: number, rate: number, q = Math.SQRT1_2): Biquad {
  const { cos, alpha } = angle(hz, rate, q);
  return normalised((1 + cos) / 2, -(1 + cos), (1 + cos) / 2, 1 + alpha, -2 * cos, 1 - alpha);
}

/** Raises (or lowers) everything below about `hz` by `gainDb`. */
export function lowShelf(hz: number, gainDb: number, rate: number, q: number): Biquad {
  const { cos, alpha } = angle(hz, rate, q);
  const a = 10 ** (gainDb / 40);
  const root = 2 * Math.sqrt(a) * alpha;
  return normalised(
    a * (a + 1 - (a - 1) * cos + root),
    2 * a * (a - 1 - (a + 1) * cos),
    a * (a + 1 - (a - 1) * cos - root),
    a + 1 + (a - 1) * cos + root,
    -2 * (a - 1 + (a + 1) * cos),
    a + 1 + (a - 1) * cos - root,
  );
}

/** Raises (or lowers) a band around `hz` by `gainDb`. */
export function peaking(hz: number, gainDb: number, rate: number, q: number): Biquad {
  const { cos, alpha } = angle(hz, rate, q);
  const a = 10 ** (gainDb / 40);
  return normalised(1 + alpha * a, -2 * cos, 1 - alpha * a, 1 + alpha / a, -2 * cos, 1 - alpha / a);
}

/** `samples` through the filter, in place, from silence. */
export function applyBiquad(samples: Float64Array, { b0, b1, b2, a1, a2 }: Biquad): void {
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  for (let i = 0; i < samples.length; i++) {
    const x = samples[i] as number;
    const y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
    samples[i] = y;
  }
}
