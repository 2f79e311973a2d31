// The lines the shop's Santa can record: every fixed line of the short template's storylines, photo
// forms and fallbacks included, in the order the film says them, and nothing personal.
import { describe, expect, it } from "vitest";
import { fixedLinesOf } from "./fixed-lines.ts";
import type { StorylineScript } from "./script-schema.ts";

const script: StorylineScript = {
  scenes: {
    intro: [
      { id: "hello", kind: "fixed", say: "Ho, ho, ho!" },
      { id: "name", kind: "personal", say: "Hello, {name}!", fallback: "hello-friend" },
    ],
    photos: [
      {
        id: "look",
        kind: "photos",
        say: ["Look at this one!", "And this one!"],
        max: 5,
        fallback: "no-photos",
      },
    ],
    outro: [
      { id: "bye", kind: "fixed", say: "Merry Christmas!" },
      { id: "again", kind: "fixed", say: "Ho, ho, ho!" },
    ],
  },
  fallbacks: { "hello-friend": "Hello, my friend!", "no-photos": "I can see you in my book." },
};

describe("fixedLinesOf", () => {
  it("lists what every child hears, in film order, each set of words once, and no personal line", () => {
    expect(fixedLinesOf(script, ["intro", "photos", "outro"])).toEqual([
      { id: "hello", words: "Ho, ho, ho!" },
      { id: "hello-friend", words: "Hello, my friend!", fallback: true },
      { id: "look-1", words: "Look at this one!" },
      { id: "look-2", words: "And this one!" },
      { id: "no-photos", words: "I can see you in my book.", fallback: true },
      { id: "bye", words: "Merry Christmas!" },
    ]);
  });

  it("follows the storyline's order of scenes, and leaves out scenes it does not have", () => {
    expect(fixedLinesOf(script, ["outro", "intro"]).map((line) => line.id)).toEqual([
      "bye",
      "again",
      "hello-friend",
    ]);
  });
});
