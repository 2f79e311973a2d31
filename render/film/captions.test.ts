import { describe, expect, it } from "vitest";
import { captionProblems, fillCaptions } from "./captions.ts";

const vtt =
  "WEBVTT\n\n00:00:01.000 --> 00:00:02.500\nHello, {name}! You are {age}!\n\n00:00:03.000 --> 00:00:04.000\nBye\n";

describe("fillCaptions", () => {
  it("fills the name and age in cue text, escaping markup", () => {
    const filled = fillCaptions(vtt, { name: "Zoë <3 & {age}", age: 7, years: "7 years old" });
    expect(filled).toContain("Hello, Zoë &lt;3 &amp; {age}! You are 7!");
    expect(captionProblems(filled, 5)).toEqual([]);
  });
});

describe("captionProblems", () => {
  it("finds a missing header, reversed times and cues past the end", () => {
    expect(captionProblems("00:00:01.000 --> 00:00:02.000\nx\n", 5)).toContain(
      "the first line is not WEBVTT",
    );
    expect(captionProblems("WEBVTT\n\n00:00:03.000 --> 00:00:02.000\nx\n", 5)[0]).toMatch(
      /ends before it starts/,
    );
    expect(captionProblems(vtt, 3.5)[0]).toMatch(/ends after the film/);
  });
});
