import { describe, expect, it } from "vitest";
import { parseSampleFile, samplePath } from "./sample-films.ts";

describe("sample film addresses", () => {
  it("counts the cards from 1 and reads the address back", () => {
    expect(samplePath(0, "es", "mp4")).toBe("/samples/1-es.mp4");
    expect(parseSampleFile("6-en.vtt")).toEqual({ index: 5, language: "en", kind: "vtt" });
  });

  it("reads nothing else as a sample", () => {
    for (const file of [
      "0-en.mp4",
      "7-en.mp4",
      "1-fr.mp4",
      "1-en.mov",
      "1-en.mp4.tmp",
      "../1-en.mp4",
      "12-en.mp4",
    ]) {
      expect(parseSampleFile(file)).toBeUndefined();
    }
  });
});
