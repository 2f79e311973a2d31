// Integrated loudness of a mono 48 kHz signal as ITU-R BS.1770-4 measures it (K-weighting, 400 ms
// blocks every 100 ms, the absolute gate at −70 LUFS and the relative one 10 LU below): the renderer
// brings each of Santa's phrases to one level with it, in memory (phrase-audio.ts). Pure.

/** The two K-weighting stages at 48 kHz, as the standard gives them: a high shelf, then a high pass. */
const STAGES = [
  { b: [1.53512485958697, -2.69169618940638, 1.19839281085285], a: [-1.69065929318241, 0.73248077421585] },
  { b: [1.0, -2.0, 1.0], a: [-1.99004745483398, 0.99007225036621] },
] as const;

const BLOCK = 0.4;
const STEP = 0.1;

const lufs = (meanSquare: number) => -0.691 + 10 * Math.log10(meanSquare);

/**
 * LUFS of one channel at 48 kHz; −Infinity for silence. A signal shorter than one block ("Hi!") is
 * measured as one block of its own length, where the standard would give no reading at all.
 */
export function integratedLoudness(samples: Int16Array, sampleRate = 48000): number {
  const block = Math.min(samples.length, Math.round(BLOCK * sampleRate));
  if (block === 0) return -Infinity;
  const step = Math.round(STEP * sampleRate);
  // One pass, sample by sample: both K-weighting stages, then a running sum of squares, kept only
  // where a block starts or ends, so each block's mean is one subtraction. A film's phrases are
  // millions of samples: arrays of them, one per stage, made the renderer's garbage by the hundred
  // megabytes. Indexed loops, not callbacks, for the same reason.
  const kept = new Map<number, number>([[0, 0]]);
  const [shelf, pass] = STAGES;
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  let v1 = 0;
  let v2 = 0;
  let sum = 0;
  let nextStart = step;
  let nextEnd = block;
  for (let i = 0; i < samples.length; i++) {
    const x = (samples[i] as number) / 32768;
    const y = shelf.b[0] * x + shelf.b[1] * x1 + shelf.b[2] * x2 - shelf.a[0] * y1 - shelf.a[1] * y2;
    // The high pass reads the shelf's last two outputs, y1 and y2, before they move on.
    const v = pass.b[0] * y + pass.b[1] * y1 + pass.b[2] * y2 - pass.a[0] * v1 - pass.a[1] * v2;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
    v2 = v1;
    v1 = v;
    sum += v ** 2;
    if (i + 1 === nextStart) {
      kept.set(i + 1, sum);
      nextStart += step;
    }
    if (i + 1 === nextEnd) {
      kept.set(i + 1, sum);
      nextEnd += step;
    }
  }
  const blocks: number[] = [];
  for (let start = 0; start + block <= samples.length; start += step)
    blocks.push(((kept.get(start + block) as number) - (kept.get(start) as number)) / block);
  const gated = (threshold: number, of: readonly number[]) => of.filter((power) => lufs(power) > threshold);
  const loud = gated(-70, blocks);
  if (loud.length === 0) return -Infinity;
  const mean = (of: readonly number[]) => of.reduce((total, power) => total + power, 0) / of.length;
  const relative = gated(lufs(mean(loud)) - 10, loud);
  return lufs(mean(relative));
}
