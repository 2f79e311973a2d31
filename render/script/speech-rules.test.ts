import { describe, expect, it } from "vitest";
import { LONG_FILM_RULES, speechFigures, speechProblems } from "./speech-rules.ts";
import { phrase, scenes } from "./speech-fixtures.test-support.ts";
import { placeSpeech } from "./speech-timeline.ts";

describe("speechProblems", () => {
  it("passes a script that speaks enough and is never silent too long", () => {
    const phrases = [
      phrase("intro", "a"),
      phrase("intro", "b", 30),
      phrase("title", "c"),
      phrase("finale", "d"),
    ];
    const timeline = placeSpeech(phrases, scenes, () => 20);
    expect(speechProblems(timeline, LONG_FILM_RULES)).toEqual([]);
    expect(speechFigures(timeline).share).toBeGreaterThan(0.4);
  });

  it("names a long silence, too little speech and a line running past a fixed scene", () => {
    const timeline = placeSpeech([phrase("intro", "a"), phrase("finale", "b", 29)], scenes, () => 3);
    const problems = speechProblems(timeline, LONG_FILM_RULES);
    expect(problems).toEqual([
      'scene "finale": speech runs 2 s past its 30 s clip',
      "Santa speaks 6 s of 95 s (6%), under 40%",
      "90.7 s without a line from 3.3 s, over 45 s",
    ]);
    expect(speechProblems(timeline)).toEqual([problems[0]]);
  });
});
