import { describe, expect, it } from "vitest";
import { createEspeakEngine } from "./espeak-engine.ts";
import { createEspeakWasmEngine } from "./espeak-wasm-engine.ts";
import { createFestivalEngine } from "./festival-engine.ts";
import { offlineVoices } from "./offline-voices.ts";
import { speakInOrder } from "./speak-in-order.ts";
import { voiceOrder } from "./voice-order.ts";
import { SANTA_VOICE } from "./santa-processing.ts";
import { readWav } from "./wav-audio.ts";

const ffmpeg = "/usr/bin/ffmpeg";

/** The same engine objects, in the same order (toEqual would take any two engines with the same id alike). */
function expectSame(actual: readonly unknown[], expected: readonly unknown[]) {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((engine, i) => expect(engine).toBe(expected[i]));
}

describe("voiceOrder", () => {
  it("puts the recording first, the cloud voice next, then the offline engines that speak the language", () => {
    // Real engines stand in each place: only their ids and languages matter to the order.
    const recording = createEspeakWasmEngine();
    const cloud = createEspeakEngine();
    const festival = createFestivalEngine();
    const wasm = createEspeakWasmEngine();
    expectSame(voiceOrder({ recording, cloud, offline: [festival, wasm] }, "en"), [
      recording,
      cloud,
      festival,
      wasm,
    ]);
    expectSame(voiceOrder({ offline: [festival, wasm] }, "es"), [wasm]);
    expectSame(voiceOrder({ cloud, offline: [festival] }, "es"), [cloud]);
  });
});

describe("speakInOrder", { timeout: 60_000 }, () => {
  it("falls back from a missing Festival and espeak-ng to espeak-ng as WebAssembly, and says why", async () => {
    const offline = offlineVoices({
      ffmpeg,
      festival: "/nonexistent/festival",
      espeak: "/nonexistent/espeak-ng",
    });
    const engines = voiceOrder({ offline }, "en");
    const spoken = await speakInOrder(engines, { language: "en", text: "Merry Christmas, Saoirse!" });
    expect(spoken.engine).toBe("espeak-ng-wasm");
    expect(spoken.voice).toBe(`en-us+m3+santa${SANTA_VOICE.version}`);
    expect(spoken.fellBack).toEqual([
      {
        engine: "festival",
        reason: "engine-missing",
        detail: expect.stringContaining("/nonexistent/festival"),
      },
      {
        engine: "espeak-ng",
        reason: "engine-missing",
        detail: expect.stringContaining("/nonexistent/espeak-ng"),
      },
    ]);
    expect(readWav(spoken.speech.wav)!.seconds).toBeGreaterThan(1);
    expect(spoken.speech.words).toBeUndefined();
  });

  it("uses Debian's espeak-ng for Spanish when it is there, and the WebAssembly build when it is not", async () => {
    const request = { language: "es" as const, text: "¡Feliz Navidad, José!" };
    const present = await speakInOrder([createEspeakEngine(), createEspeakWasmEngine()], request);
    expect(present).toMatchObject({ engine: "espeak-ng", fellBack: [] });
    const absent = await speakInOrder(
      [createEspeakEngine({ binary: "/nonexistent/espeak-ng" }), createEspeakWasmEngine()],
      request,
    );
    expect(absent.engine).toBe("espeak-ng-wasm");
    expect(absent.fellBack.map((fallback) => fallback.reason)).toEqual(["engine-missing"]);
  });

  it("names every failure when no voice can speak", async () => {
    const engines = [
      createFestivalEngine({ binary: "/nonexistent/festival" }),
      createEspeakEngine({ binary: "/nonexistent/espeak-ng" }),
    ];
    await expect(speakInOrder(engines, { language: "en", text: "Hello" })).rejects.toMatchObject({
      name: "NoVoiceSpoke",
      fellBack: [
        expect.objectContaining({ engine: "festival", reason: "engine-missing" }),
        expect.objectContaining({ engine: "espeak-ng", reason: "engine-missing" }),
      ],
    });
  });
});
