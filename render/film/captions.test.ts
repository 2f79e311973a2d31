import { describe, expect, it } from "vitest";
import { captionProblems } from "./captions.ts";

const vtt =
  "WEBVTT\n\n00:00:01.000 --> 00:00:02.500\nHello, Zoë! You are seven!\n\n00:00:03.000 --> 00:00:04.000\nBye\n";

describe("captionProblems", () => {
  it("finds a missing header, reversed times and cues past the end", () => {
    expect(captionProblems("00:00:01.000 --> 00:00:02.000\nx\n", 5)).toContain(
      "the first line is not WEBVTT",
    );
    expect(captionProblems("WEBVTT\n\n00:00:03.000 --> 00:00:02.000\nx\n", 5)[0]).toMatch(
      /ends before it starts/,
    );
    expect(captionProblems(vtt, 5)).toEqual([]);
    expect(captionProblems(vtt, 3.5)[0]).toMatch(/ends after the film/);
  });
});
