// HTTP range requests (RFC 9110 §14) for films: one range per request, which is what players ask for.
import type { ByteRange } from "../storage/file-storage.ts";

export type RangeAnswer =
  /** No usable Range header: the whole file, 200. */
  | { kind: "whole" }
  | { kind: "partial"; range: ByteRange }
  /** A range that starts past the end: 416 with the size. */
  | { kind: "unsatisfiable" };

/** Reads `bytes=a-b`, `bytes=a-` and `bytes=-n`; several ranges or another unit read as none (200). */
export function parseRange(header: string | null, size: number): RangeAnswer {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (!match[1] && !match[2])) return { kind: "whole" };
  const [, from, to] = match;
  if (!from) {
    const suffix = Number(to);
    if (suffix === 0) return { kind: "unsatisfiable" };
    return { kind: "partial", range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(from);
  const end = to ? Math.min(Number(to), size - 1) : size - 1;
  if (start >= size) return { kind: "unsatisfiable" };
  if (end < start) return { kind: "whole" };
  return { kind: "partial", range: { start, end } };
}
