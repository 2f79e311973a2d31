import { describe, expect, it } from "vitest";
import { LEAD_IN_SECONDS, PAUSE_SECONDS, TAIL_SECONDS, placeSpeech } from "./speech-timeline.ts";
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
