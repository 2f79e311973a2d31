import { describe, expect, it } from "vitest";
import { createFestivalEngine, festivalText } from "./festival-engine.ts";
import { VoiceFailed } from "./voice-failed.ts";
import { readWav } from "./wav-audio.ts";

const festival = createFestivalEngine();

describe("festivalText", () => {
  it("drops accents Festival cannot read and skips other scripts", () => {
    expect(festivalText("Zoë and José, 李明!")).toBe("Zoe and Jose, !");
  });
});

describe("the Festival engine", { timeout: 60_000 }, () => {
  it("says an English phrase with the name respelled, and reports each word's span", async () => {
    const speech = await festival.synthesise({
      language: "en",
      text: "Merry Christmas, Siobhán! You were brave at the dentist.",
      pronunciations: [{ word: "Siobhán", respelling: "shivawn" }],
    });
    const info = readWav(speech.wav)!;
    expect(info.sampleRate).toBe(16000);
    expect(info.seconds).toBeGreaterThan(2);
    expect(speech.words?.map((word) => word.text)).toEqual([
      "Merry",
      "Christmas",
      "shivawn",
      "You",
      "were",
      "brave",
      "at",
      "the",
      "dentist",
    ]);
    const words = speech.words!;
    words.slice(1).forEach((word, i) => expect(word.start).toBeGreaterThanOrEqual(words[i]!.end - 1e-6));
    expect(words.at(-1)!.end).toBeLessThanOrEqual(info.seconds);
  });

  it("has no Spanish voice, and says so", async () => {
    expect(festival.voice("es")).toBeUndefined();
    await expect(festival.synthesise({ language: "es", text: "Hola" })).rejects.toMatchObject({
      reason: "not-configured",
    });
  });

  it("fails as engine-missing without a binary, empty-audio for a name only in another script, and times out", async () => {
    const missing = createFestivalEngine({ binary: "/nonexistent/festival" });
    await expect(missing.synthesise({ language: "en", text: "Hello" })).rejects.toMatchObject({
      reason: "engine-missing",
    });
    await expect(festival.synthesise({ language: "en", text: "محمد" })).rejects.toMatchObject({
      reason: "empty-audio",
    });
    // Longer than Festival can say in the time given, however fast it starts.
    const long = "Ho ho ho, merry Christmas to all. ".repeat(100);
    const hurried = createFestivalEngine({ timeoutSeconds: 0.05 });
    await expect(hurried.synthesise({ language: "en", text: long })).rejects.toThrow(VoiceFailed);
    await expect(hurried.synthesise({ language: "en", text: long })).rejects.toMatchObject({
      reason: "timeout",
    });
  });

  it("stops when the render is cancelled, with the cancel's reason rather than a voice failure", async () => {
    const controller = new AbortController();
    const speaking = festival.synthesise(
      { language: "en", text: "Ho ho ho, a long night ahead." },
      controller.signal,
    );
    controller.abort(new Error("render cancelled"));
    await expect(speaking).rejects.toThrow("render cancelled");
  });
});
