import { describe, expect, it } from "vitest";
import { adtsPackets, spanPackets } from "./aac-packets.ts";

/** An ADTS packet of `length` bytes whose payload's first byte is `mark`. */
function packet(length: number, mark: number): Uint8Array {
  const bytes = new Uint8Array(length);
  bytes.set([
    0xff,
    0xf1,
    0x4c,
    0x80 | ((length >> 11) & 3),
    (length >> 3) & 0xff,
    ((length & 7) << 5) | 0x1f,
    0xfc,
  ]);
  bytes[7] = mark;
  return bytes;
}

describe("adtsPackets", () => {
  it("splits an ADTS stream into its packets, headers included", () => {
    const stream = new Uint8Array([...packet(9, 1), ...packet(300, 2), ...packet(8, 3)]);
    expect(adtsPackets(stream).map((p) => [p.length, p[7]])).toEqual([
      [9, 1],
      [300, 2],
      [8, 3],
    ]);
  });

  it("refuses bytes that are not ADTS, or a packet cut short", () => {
    expect(() => adtsPackets(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]))).toThrow(/No ADTS packet at byte 0/);
    expect(() => adtsPackets(packet(20, 1).subarray(0, 12))).toThrow(/No ADTS packet/);
  });
});

describe("spanPackets", () => {
  const piece = Array.from({ length: 10 }, (_, i) => packet(8, i));

  it("takes the film's packets from a piece whose input starts later in the film", () => {
    // Input from sample 2048: the piece's packet 0 is the film's packet 2.
    const taken = spanPackets({ inputFrom: 2048, packetsFrom: 4, packetsTo: 7 }, piece);
    expect(taken.map((p) => p[7])).toEqual([2, 3, 4]);
  });

  it("refuses packets the piece does not have", () => {
    expect(() => spanPackets({ inputFrom: 4096, packetsFrom: 3, packetsTo: 6 }, piece)).toThrow(
      /cannot give/,
    );
    expect(() => spanPackets({ inputFrom: 0, packetsFrom: 5, packetsTo: 11 }, piece)).toThrow(/cannot give/);
  });
});
