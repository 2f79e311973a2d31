import { describe, expect, it } from "vitest";
import { phrase } from "../script/speech-fixtures.test-support.ts";
import { captionProblems } from "./captions.ts";
import { cueTexts, placeOnScenes, speechCaptions } from "./speech-captions.ts";

describe("speechCaptions", () => {
  it("starts each cue when its phrase starts and holds it a little, never over the next one", () => {
    const vtt = speechCaptions(
      [
        { phrase: phrase("a", "Ho, ho, ho!"), start: 0.3, end: 1.5 },
        { phrase: phrase("a", "Hi, Zoë &amp; Max!"), start: 1.8, end: 3 },
      ],
      4,
    );
    expect(vtt).toBe(
      "WEBVTT\n\n00:00:00.300 --> 00:00:01.800\nHo, ho, ho!\n\n00:00:01.800 --> 00:00:03.600\nHi, Zoë &amp; Max!\n",
    );
    expect(captionProblems(vtt, 4)).toEqual([]);
  });

  it("splits a long message into cues of two lines at most, over the phrase's time, and ends with the film", () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(" ");
    const vtt = speechCaptions([{ phrase: phrase("m", words), start: 10, end: 40 }], 40.2);
    const cues = vtt.split("\n\n").slice(1);
    expect(cues.length).toBeGreaterThan(3);
    for (const cue of cues) expect((cue.split("\n")[1] ?? "").length).toBeLessThanOrEqual(84);
    expect(cues[0]?.startsWith("00:00:10.000 --> ")).toBe(true);
    expect(cues.at(-1)).toMatch(/--> 00:00:40\.200\n/);
    expect(cues.map((cue) => cue.split("\n")[1]).join(" ")).toBe(words);
    expect(captionProblems(vtt, 40.2)).toEqual([]);
  });

  it("keeps a word longer than a cue whole", () => {
    expect(cueTexts(`a ${"x".repeat(100)} b`)).toEqual(["a", "x".repeat(100), "b"]);
  });
});

describe("placeOnScenes", () => {
  const scenes = [
    { id: "a", start: 0, seconds: 3, overrun: 0 },
    { id: "b", start: 3, seconds: 2, overrun: 0 },
  ];

  it("places another language's lines in the film's own scenes, said faster where they would not fit", () => {
    const placed = placeOnScenes(
      [phrase("a", "one"), phrase("b", "two"), phrase("b", "three")],
      scenes,
      () => 1,
    );
    expect(placed[0]).toMatchObject({ start: 0.3, end: 1.3 });
    expect(placed[1]?.start).toBeGreaterThanOrEqual(3);
    expect(placed[2]?.end).toBeLessThanOrEqual(5);
    expect(placed[2]?.start).toBeGreaterThan(placed[1]?.end ?? Infinity);
  });
});
