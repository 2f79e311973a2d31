// The mix's pieces as raw 32-bit float stereo (film-mix.ts: RAW_PCM) in the renderer's hands: read a
// stretch of a file, crossfade two stretches, and the bytes of the voice stem a fixed piece is keyed by.
import { open } from "node:fs/promises";

/** Bytes per stereo sample of RAW_PCM. */
export const RAW_SAMPLE_BYTES = 8;
/** The voice stem's WAV header (render/voice/pcm-wav.ts), before its 16-bit mono samples. */
const STEM_HEADER_BYTES = 44;

async function readRange(file: string, from: number, length: number): Promise<Uint8Array> {
  const handle = await open(file, "r");
  try {
    const bytes = new Uint8Array(length);
    let read = 0;
    while (read < length) {
      const { bytesRead } = await handle.read(bytes, read, length - read, from + read);
      if (bytesRead === 0) throw new RangeError(`${file} ends before byte ${from + length}`);
      read += bytesRead;
    }
    return bytes;
  } finally {
    await handle.close();
  }
}

/** `samples` stereo samples of a raw PCM file from sample `from`. */
export async function readPcm(file: string, from: number, samples: number): Promise<Float32Array> {
  const bytes = await readRange(file, from * RAW_SAMPLE_BYTES, samples * RAW_SAMPLE_BYTES);
  return new Float32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4);
}

/** The voice stem's samples `from` to `to`, as they lie in its file. */
export function readStem(file: string, from: number, to: number): Promise<Uint8Array> {
  return readRange(file, STEM_HEADER_BYTES + 2 * from, 2 * (to - from));
}

/**
 * `from` fading out while `to` fades in, linearly: both are limited under the ceiling, and weights
 * that sum to one keep every sample of the blend under it too.
 */
export function crossfade(from: Float32Array, to: Float32Array): Float32Array {
  const out = new Float32Array(from.length);
  const frames = from.length / 2;
  for (let i = 0; i < frames; i += 1) {
    const weight = (i + 0.5) / frames;
    for (let channel = 0; channel < 2; channel += 1) {
      const at = 2 * i + channel;
      out[at] = (1 - weight) * (from[at] as number) + weight * (to[at] as number);
    }
  }
  return out;
}
