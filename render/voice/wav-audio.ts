// Reads a WAV's format and samples, so an engine's answer is checked before anyone uses it: not a WAV
// is "not-audio", a WAV without a sound is "empty-audio".
import { VoiceFailed } from "./voice-failed.ts";

export interface WavInfo {
  sampleRate: number;
  channels: number;
  seconds: number;
  /** The loudest sample, 0–1 of full scale. */
  peak: number;
}

/** Quieter than −60 dBFS everywhere is silence, whatever the engine says it made. */
const SILENT_PEAK = 0.001;

function findChunk(
  bytes: Uint8Array,
  view: DataView,
  id: string,
): { start: number; size: number } | undefined {
  let at = 12;
  while (at + 8 <= bytes.length) {
    const name = String.fromCharCode(...bytes.subarray(at, at + 4));
    const size = view.getUint32(at + 4, true);
    if (name === id) return { start: at + 8, size };
    at += 8 + size + (size % 2);
  }
  return undefined;
}

/** A mono 16-bit WAV's samples when it is at `sampleRate`; undefined for any other WAV or none. */
export function monoSamplesAt(bytes: Uint8Array, sampleRate: number): Int16Array | undefined {
  const info = readWav(bytes);
  if (!info || info.channels !== 1 || info.sampleRate !== sampleRate) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const data = findChunk(bytes, view, "data") as { start: number; size: number };
  const count = Math.round(info.seconds * info.sampleRate);
  const samples = new Int16Array(count);
  for (let i = 0; i < count; i++) samples[i] = view.getInt16(data.start + 2 * i, true);
  return samples;
}

/** A 16-bit WAV's sound as one channel (the channels' mean) from −1 to 1, at its own rate; undefined for no WAV. */
export function monoSound(bytes: Uint8Array): { samples: Float64Array; sampleRate: number } | undefined {
  const info = readWav(bytes);
  if (!info) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const data = findChunk(bytes, view, "data") as { start: number; size: number };
  const { channels, sampleRate } = info;
  const samples = new Float64Array(Math.round(info.seconds * sampleRate));
  for (let i = 0; i < samples.length; i++) {
    let sum = 0;
    for (let c = 0; c < channels; c++) sum += view.getInt16(data.start + 2 * (i * channels + c), true);
    samples[i] = sum / channels / 32768;
  }
  return { samples, sampleRate };
}

/** The format of a 16-bit PCM WAV, or undefined when the bytes are not one. */
export function readWav(bytes: Uint8Array): WavInfo | undefined {
  if (bytes.length < 44) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (tag(0) !== "RIFF" || tag(8) !== "WAVE") return undefined;
  const format = findChunk(bytes, view, "fmt ");
  const data = findChunk(bytes, view, "data");
  if (!format || !data) return undefined;
  const pcm = view.getUint16(format.start, true);
  const channels = view.getUint16(format.start + 2, true);
  const sampleRate = view.getUint32(format.start + 4, true);
  const bits = view.getUint16(format.start + 14, true);
  if (pcm !== 1 || bits !== 16 || channels < 1 || sampleRate < 1) return undefined;
  // A streamed WAV may claim more data than came: only the bytes present count.
  const end = Math.min(bytes.length, data.start + data.size);
  let peak = 0;
  for (let at = data.start; at + 1 < end; at += 2) peak = Math.max(peak, Math.abs(view.getInt16(at, true)));
  const frames = Math.floor((end - data.start) / (2 * channels));
  return { sampleRate, channels, seconds: frames / sampleRate, peak: peak / 32768 };
}

/** The WAV's format when it holds a sound; a VoiceFailed naming `engine` otherwise. */
export function checkSpeech(engine: string, bytes: Uint8Array): WavInfo {
  const info = readWav(bytes);
  if (!info)
    throw new VoiceFailed(engine, "not-audio", `${bytes.length} bytes that are not a 16-bit PCM WAV`);
  if (info.seconds === 0 || info.peak < SILENT_PEAK)
    throw new VoiceFailed(
      engine,
      "empty-audio",
      `${info.seconds.toFixed(2)} s, peak ${info.peak.toFixed(4)}`,
    );
  return info;
}
