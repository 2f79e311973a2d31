import { describe, expect, it } from "vitest";
import { AAC_FRAME, JOIN_MARGIN, soundSpans } from "./sound-spans.ts";

// The short template's sleigh storyline: intro (fixed), title and photos (grown), middle (fixed), …
const scenes = [
  { fixed: true, frames: 90, nominalFrames: 90 },
  { fixed: false, frames: 80, nominalFrames: 60 },
  { fixed: false, frames: 197, nominalFrames: 180 },
  { fixed: true, frames: 180, nominalFrames: 180 },
  { fixed: false, frames: 100, nominalFrames: 60 },
];

describe("soundSpans", () => {
  const spans = soundSpans(scenes);
  const [intro, personal, middle, closing] = spans;

  it("groups the scenes into fixed and personal spans, each sounding where its picture is", () => {
    expect(spans.map((s) => s.kind)).toEqual(["fixed", "personal", "fixed", "personal"]);
    expect(intro).toMatchObject({ from: 0, to: 90 * 1600, lag: 0 });
    // The middle's first frame is sample 587 200, 576 past the packet grid's 573rd point.
    expect(middle).toMatchObject({ from: 574 * 1024, to: 574 * 1024 + 180 * 1600, lag: 576 });
    expect(personal).toMatchObject({ from: 90 * 1600, to: 574 * 1024, lag: 0 });
    expect(closing).toMatchObject({ from: middle!.to, to: 647 * 1600, lag: 576 });
  });

  it("lags the picture by less than one AAC packet (21 ms), never leads it", () => {
    for (const span of spans) {
      expect(span.lag).toBeGreaterThanOrEqual(0);
      expect(span.lag).toBeLessThan(AAC_FRAME);
    }
  });

  it("reads a fixed span's music where the template has it, however the personal spans before it grew", () => {
    expect(spans.map((s) => s.musicFrom / 1600)).toEqual([0, 90, 330, 510]);
  });

  it("hands each span's packets to the next on the AAC grid, a join margin inside the fixed span", () => {
    expect(intro!.handOver! % AAC_FRAME).toBe(0);
    expect(intro!.to - intro!.handOver!).toBeGreaterThanOrEqual(JOIN_MARGIN);
    expect(intro!.to - intro!.handOver!).toBeLessThan(JOIN_MARGIN + AAC_FRAME);
    expect(personal!.handOver).toBe(middle!.from);
    // Packet p decodes samples (p − 1)·1024 to p·1024: each packet of the film comes from one piece.
    expect(spans.map((s) => s.packetsFrom)).toEqual([0, ...spans.slice(0, -1).map((s) => s.packetsTo)]);
    expect(personal!.inputFrom).toBe(intro!.handOver! - JOIN_MARGIN);
    expect(middle!.inputFrom).toBe(middle!.from - JOIN_MARGIN);
    expect(closing!.packetsTo).toBe(Math.floor((647 * 1600) / AAC_FRAME) + 1);
  });

  it("refuses a fixed span too short to join", () => {
    expect(() => soundSpans([{ fixed: true, frames: 2, nominalFrames: 2 }, ...scenes.slice(1)])).toThrow(
      /too short/,
    );
  });
});
