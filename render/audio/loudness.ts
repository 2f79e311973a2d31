// Integrated loudness of a mono 48 kHz signal as ITU-R BS.1770-4 measures it (K-weighting, 400 ms
// blocks every 100 ms, the absolute gate at −70 LUFS and the relative one 10 LU below): the renderer
// measures the voice stem with it, in memory, to set the voice's level in the mix. Pure.

/** The two K-weighting stages at 48 kHz, as the standard gives them: a high shelf, then a high pass. */
const STAGES = [
  { b: [1.53512485958697, -2.69169618940638, 1.19839281085285], a: [-1.69065929318241, 0.73248077421585] },
  { b: [1.0, -2.0, 1.0], a: [-1.99004745483398, 0.99007225036621] },
] as const;

const BLOCK = 0.4;
const STEP = 0.1;

function kWeighted(samples: Int16Array): Float64Array {
  // Indexed loops, not `from` with a callback: a film's phrases are millions of samples, and the
  // callback form took seconds of the render where these take milliseconds.
  let signal = new Float64Array(samples.length);
  for (let i = 0; i < samples.length; i++) signal[i] = (samples[i] as number) / 32768;
  for (const { b, a } of STAGES) {
    const out = new Float64Array(signal.length);
    let x1 = 0;
    let x2 = 0;
    let y1 = 0;
    let y2 = 0;
    for (let i = 0; i < signal.length; i++) {
      const x = signal[i] as number;
      const y = b[0] * x + b[1] * x1 + b[2] * x2 - a[0] * y1 - a[1] * y2;
      out[i] = y;
      x2 = x1;
      x1 = x;
      y2 = y1;
      y1 = y;
    }
    signal = out;
  }
  return signal;
}

const lufs = (meanSquare: number) => -0.691 + 10 * Math.log10(meanSquare);

/**
 * LUFS of one channel at 48 kHz; −Infinity for silence. A signal shorter than one block ("Hi!") is
 * measured as one block of its own length, where the standard would give no reading at all.
 */
export function integratedLoudness(samples: Int16Array, sampleRate = 48000): number {
  const weighted = kWeighted(samples);
  const block = Math.min(weighted.length, Math.round(BLOCK * sampleRate));
  if (block === 0) return -Infinity;
  const step = Math.round(STEP * sampleRate);
  // Running sums of squares make each block's mean one subtraction.
  const sums = new Float64Array(weighted.length + 1);
  for (let i = 0; i < weighted.length; i++) sums[i + 1] = (sums[i] as number) + (weighted[i] as number) ** 2;
  const blocks: number[] = [];
  for (let start = 0; start + block <= weighted.length; start += step)
    blocks.push(((sums[start + block] as number) - (sums[start] as number)) / block);
  const gated = (threshold: number, of: readonly number[]) => of.filter((power) => lufs(power) > threshold);
  const loud = gated(-70, blocks);
  if (loud.length === 0) return -Infinity;
  const mean = (of: readonly number[]) => of.reduce((sum, power) => sum + power, 0) / of.length;
  const relative = gated(lufs(mean(loud)) - 10, loud);
  return lufs(mean(relative));
}
