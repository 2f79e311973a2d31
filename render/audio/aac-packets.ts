// AAC packets in ADTS (each a 7- or 9-byte header and its payload, self-delimiting): the pieces of a
// film's sound are encoded as ADTS and joined here, packet by packet, without decoding (decision 075).
// Pure.
import type { SoundSpan } from "./sound-spans.ts";
import { AAC_FRAME } from "./sound-spans.ts";

/** Each packet of an ADTS stream, header included; throws on bytes that are not ADTS. */
export function adtsPackets(bytes: Uint8Array): Uint8Array[] {
  const packets: Uint8Array[] = [];
  for (let at = 0; at < bytes.length;) {
    const sync = bytes[at] === 0xff && ((bytes[at + 1] ?? 0) & 0xf6) === 0xf0;
    const length =
      (((bytes[at + 3] ?? 0) & 0x03) << 11) | ((bytes[at + 4] ?? 0) << 3) | ((bytes[at + 5] ?? 0) >> 5);
    if (!sync || length < 7 || at + length > bytes.length)
      throw new RangeError(`No ADTS packet at byte ${at} of ${bytes.length}`);
    packets.push(bytes.subarray(at, at + length));
    at += length;
  }
  return packets;
}

/**
 * The packets a span gives the film out of its piece's packets. An encoder's packet i decodes the
 * samples from (i − 1) packets after its input's start (the first is its priming), so the film's
 * packet p is the piece's packet p − inputFrom / AAC_FRAME.
 */
export function spanPackets(
  span: Pick<SoundSpan, "inputFrom" | "packetsFrom" | "packetsTo">,
  piece: readonly Uint8Array[],
): Uint8Array[] {
  const offset = span.inputFrom / AAC_FRAME;
  const from = span.packetsFrom - offset;
  const to = span.packetsTo - offset;
  if (from < 0 || to > piece.length || to <= from)
    throw new RangeError(
      `A piece of ${piece.length} packets from sample ${span.inputFrom} cannot give packets ${span.packetsFrom}–${span.packetsTo}`,
    );
  return piece.slice(from, to);
}
