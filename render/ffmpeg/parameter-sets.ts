// The H.264 SPS and PPS of a segment, read from its MP4's `avcC` box, to refuse a segment that would
// not join. Read here, not by an ffmpeg: a process per segment cost about 0.3 CPU s of library loading
// and on a film's critical path (issue 45).
import { open } from "node:fs/promises";

export interface ParameterSets {
  /** Hex of the first SPS (NAL type 7) and PPS (NAL type 8), emulation prevention bytes included. */
  sps: string;
  pps: string;
}

/** The first SPS and PPS of an AVCDecoderConfigurationRecord (ISO/IEC 14496-15, 5.3.3.1). */
export function avcConfigParameterSets(record: Uint8Array): ParameterSets | null {
  const view = new DataView(record.buffer, record.byteOffset, record.byteLength);
  const units = (at: number, count: number): { first?: string; end: number } => {
    let first: string | undefined;
    for (let i = 0; i < count; i += 1) {
      if (at + 2 > record.length) return { end: record.length + 1 };
      const length = view.getUint16(at);
      if (at + 2 + length > record.length) return { end: record.length + 1 };
      first ??= Buffer.from(record.subarray(at + 2, at + 2 + length)).toString("hex");
      at += 2 + length;
    }
    return { ...(first !== undefined && { first }), end: at };
  };
  if (record.length < 7 || record[0] !== 1) return null;
  const sps = units(6, (record[5] ?? 0) & 0x1f);
  if (sps.end >= record.length) return null;
  const pps = units(sps.end + 1, record[sps.end] ?? 0);
  return sps.first && pps.first && pps.end <= record.length ? { sps: sps.first, pps: pps.first } : null;
}

/** Boxes whose children follow their header (and, for these, a fixed preamble of `skip` bytes). */
const CONTAINERS: Record<string, number> = {
  moov: 0,
  trak: 0,
  mdia: 0,
  minf: 0,
  stbl: 0,
  // A full box's version and flags, then its entry count.
  stsd: 8,
  // A visual sample entry's fields (ISO/IEC 14496-12, 12.1.3) before its own boxes.
  avc1: 78,
};

/** The payload of the first box at `path` (e.g. moov/trak/…/avcC) within `bytes`, or undefined. */
function findBox(bytes: Uint8Array, path: readonly string[]): Uint8Array | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const [type, ...rest] = path;
  for (let at = 0; at + 8 <= bytes.length;) {
    const { size, header } = boxSize(view, at, bytes.length);
    if (size < header) return undefined;
    const name = Buffer.from(bytes.subarray(at + 4, at + 8)).toString("latin1");
    if (name === type) {
      const payload = bytes.subarray(at + header, at + size);
      if (rest.length === 0) return payload;
      const found = findBox(payload.subarray(CONTAINERS[name] ?? 0), rest);
      // A file may hold several tracks: the next `trak` may be the video one.
      if (found) return found;
    }
    at += size;
  }
  return undefined;
}

function boxSize(view: DataView, at: number, end: number): { size: number; header: number } {
  const size = view.getUint32(at);
  if (size === 1 && at + 16 <= end) return { size: Number(view.getBigUint64(at + 8)), header: 16 };
  if (size === 0) return { size: end - at, header: 8 };
  return { size, header: 8 };
}

const AVC_CONFIG = ["trak", "mdia", "minf", "stbl", "stsd", "avc1", "avcC"];

/** The SPS and PPS of a segment or clip on disk: its `moov` is found by the top-level boxes' sizes and read alone. */
export async function readParameterSets(file: string): Promise<ParameterSets | null> {
  const handle = await open(file);
  try {
    const { size: end } = await handle.stat();
    const header = Buffer.alloc(16);
    for (let at = 0; at + 8 <= end;) {
      await handle.read(header, 0, 16, at);
      const view = new DataView(header.buffer, header.byteOffset, 16);
      const box = boxSize(view, 0, end - at);
      if (box.size < box.header) return null;
      if (header.toString("latin1", 4, 8) === "moov") {
        const moov = Buffer.alloc(box.size - box.header);
        await handle.read(moov, 0, moov.length, at + box.header);
        const record = findBox(moov, AVC_CONFIG);
        return record ? avcConfigParameterSets(record) : null;
      }
      at += box.size;
    }
    return null;
  } finally {
    await handle.close();
  }
}

/** Why two sets differ, or null when the segment can be joined. */
export function parameterSetMismatch(expected: ParameterSets, actual: ParameterSets | null): string | null {
  if (!actual) return "no SPS/PPS found";
  if (actual.sps !== expected.sps) return `SPS ${actual.sps} differs from the template's ${expected.sps}`;
  if (actual.pps !== expected.pps) return `PPS ${actual.pps} differs from the template's ${expected.pps}`;
  return null;
}
