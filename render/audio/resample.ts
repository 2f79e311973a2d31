// A change of sample rate in the renderer's own process: a voice's phrase brought to the film's rate
// without starting ffmpeg for it (decision 083). Band-limited by a Kaiser-windowed sinc, one set of taps
// for each place an output sample falls between input samples; centred, so the phrase keeps its timing.
// Pure.

/** Input samples each side of an output sample, at the lower of the two rates: ffmpeg's `aresample` uses 16 in all. */
const HALF_TAPS = 16;
/** The pass band's edge, as a share of the lower rate's Nyquist frequency (ffmpeg's cutoff: 0.97). */
const CUTOFF = 0.97;
/** The window's shape: ffmpeg's default for its Kaiser window. */
const KAISER_BETA = 9;

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** The zeroth-order modified Bessel function of the first kind, by its series. */
function besselI0(x: number): number {
  let sum = 1;
  let term = 1;
  for (let k = 1; term > sum * 1e-12; k++) {
    term *= (x / (2 * k)) ** 2;
    sum += term;
  }
  return sum;
}

/**
 * `samples` (at `from` Hz) at `to` Hz, both whole numbers: ceil(length × to / from) samples, each
 * input sample at the same time in the output. Outside the phrase is silence.
 */
export function resample(samples: Float64Array, from: number, to: number): Float64Array {
  if (from === to) return samples.slice();
  const divisor = gcd(from, to);
  const up = to / divisor;
  const down = from / divisor;
  // Lowering the rate narrows the filter to the new Nyquist frequency, and widens it in input samples.
  const scale = Math.min(1, to / from);
  const half = Math.ceil(HALF_TAPS / scale);
  const width = 2 * half;
  const norm = besselI0(KAISER_BETA);
  // taps[phase * width + k] weighs input sample (base - half + 1 + k) for an output sample `phase / up` past base.
  const taps = new Float64Array(up * width);
  for (let phase = 0; phase < up; phase++) {
    const offset = phase / up;
    let sum = 0;
    for (let k = 0; k < width; k++) {
      const t = k - half + 1 - offset;
      const edge = t / (half + 1);
      const window = Math.abs(edge) >= 1 ? 0 : besselI0(KAISER_BETA * Math.sqrt(1 - edge * edge)) / norm;
      const x = Math.PI * CUTOFF * scale * t;
      const tap = (x === 0 ? 1 : Math.sin(x) / x) * window;
      taps[phase * width + k] = tap;
      sum += tap;
    }
    // Each phase passes a steady level unchanged, so no phase is louder than another.
    for (let k = 0; k < width; k++) taps[phase * width + k] = (taps[phase * width + k] as number) / sum;
  }

  const out = new Float64Array(Math.ceil((samples.length * up) / down));
  for (let n = 0; n < out.length; n++) {
    const position = n * down;
    const base = Math.floor(position / up);
    const row = (position % up) * width;
    const first = base - half + 1;
    let value = 0;
    const firstTap = Math.max(0, -first);
    const endTap = Math.min(width, samples.length - first);
    for (let k = firstTap; k < endTap; k++)
      value += (taps[row + k] as number) * (samples[first + k] as number);
    out[n] = value;
  }
  return out;
}
