import { describe, expect, it } from "vitest";
import type { Phrase } from "./assemble-script.ts";
import {
  LEAD_IN_SECONDS,
  PAUSE_SECONDS,
  TAIL_SECONDS,
  placeSpeech,
  slotReadings,
} from "./speech-timeline.ts";
import { phrase, scenes } from "./speech-fixtures.test-support.ts";

describe("placeSpeech", () => {
  it("says a scene's lines in order with pauses, from their `at`, and grows a personal scene to fit", () => {
    const phrases = [
      phrase("intro", "a"),
      phrase("intro", "b"),
      phrase("intro", "c", 30),
      phrase("title", "d"),
      phrase("title", "e"),
    ];
    const timeline = placeSpeech(phrases, scenes, () => 4);
    expect(timeline.phrases.map((p) => p.start)).toEqual([
      LEAD_IN_SECONDS,
      LEAD_IN_SECONDS + 4 + PAUSE_SECONDS,
      30,
      60 + LEAD_IN_SECONDS,
      60 + LEAD_IN_SECONDS + 4 + PAUSE_SECONDS,
    ]);
    const title = timeline.scenes[1];
    expect(title?.start).toBe(60);
    // 0.3 + 4 + 0.5 + 4 + the tail, up to a whole frame.
    expect(title?.seconds).toBeCloseTo(Math.ceil((LEAD_IN_SECONDS + 8.5 + TAIL_SECONDS) * 30) / 30, 6);
    expect(timeline.scenes[2]?.start).toBeCloseTo(60 + (title?.seconds ?? 0), 6);
    expect(timeline.seconds).toBeCloseTo(90 + (title?.seconds ?? 0), 6);
  });

  it("keeps a personal scene's length when its speech fits, and a fixed scene's always", () => {
    const timeline = placeSpeech([phrase("title", "d"), phrase("finale", "f")], scenes, (p) =>
      p.line === "d" ? 1 : 40,
    );
    expect(timeline.scenes.map((s) => s.seconds)).toEqual([60, 5, 30]);
    expect(timeline.scenes[2]?.overrun).toBeCloseTo(LEAD_IN_SECONDS + 40 - 30, 6);
  });
});

describe("slotReadings", () => {
  it("places a slot's value within its phrase by its share of the characters, from its scene's start", () => {
    const message: Phrase = {
      ...phrase("title", "message"),
      speak: "Now listen. Be kind.",
      parts: [{ speak: "Now listen. " }, { speak: "Be kind.", slot: "message" }],
      kind: "personal",
    };
    // 20 characters said in 10 s: the value's 8 start at the 12th, 6 s into the phrase.
    const timeline = placeSpeech([phrase("intro", "a"), message], scenes, (p) => (p === message ? 10 : 4));
    expect(slotReadings(timeline)).toEqual([
      {
        scene: "title",
        slot: "message",
        from: expect.closeTo(LEAD_IN_SECONDS + 6, 6),
        to: expect.closeTo(LEAD_IN_SECONDS + 10, 6),
      },
    ]);
  });

  it("reads the magic book's story for the whole of a line said in the photos' place", () => {
    const story: Phrase = { ...phrase("title", "once-upon"), slot: "photo", fallback: true };
    expect(slotReadings(placeSpeech([story], scenes, () => 6))).toEqual([
      {
        scene: "title",
        slot: "photo",
        from: expect.closeTo(LEAD_IN_SECONDS, 6),
        to: expect.closeTo(LEAD_IN_SECONDS + 6, 6),
      },
    ]);
  });

  it("reads nothing where a fallback was said in the slot's place", () => {
    const fallback: Phrase = { ...phrase("title", "card"), slot: "message", fallback: true, kind: "fixed" };
    expect(slotReadings(placeSpeech([fallback], scenes, () => 3))).toEqual([]);
  });
});
