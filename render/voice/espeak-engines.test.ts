import { describe, expect, it } from "vitest";
import { createEspeakEngine } from "./espeak-engine.ts";
import { createEspeakWasmEngine } from "./espeak-wasm-engine.ts";
import { readWav } from "./wav-audio.ts";

const debian = createEspeakEngine();
const wasm = createEspeakWasmEngine();

describe.each([
  ["Debian's espeak-ng", debian],
  ["espeak-ng as WebAssembly", wasm],
])("%s", { timeout: 60_000 }, (_, engine) => {
  it("says a Spanish phrase in the Latin American voice, with the name respelled, and English too", async () => {
    expect(engine.voice("es")).toBe("es-419+m3");
    const plain = await engine.synthesise({ language: "es", text: "¡Feliz Navidad, Xóchitl!" });
    const respelled = await engine.synthesise({
      language: "es",
      text: "¡Feliz Navidad, Xóchitl!",
      pronunciations: [{ word: "Xóchitl", respelling: "Sóchil" }],
    });
    expect(readWav(plain.wav)!.seconds).toBeGreaterThan(1);
    expect(Buffer.from(respelled.wav).equals(Buffer.from(plain.wav))).toBe(false);
    expect(plain.words).toBeUndefined();
    const english = await engine.synthesise({ language: "en", text: "Merry Christmas, Zoë." });
    expect(readWav(english.wav)!.seconds).toBeGreaterThan(1);
  });

  it("reads a phrase that starts with a dash as words, not as an option", async () => {
    const speech = await engine.synthesise({ language: "es", text: "-v y -w no son opciones" });
    expect(readWav(speech.wav)!.seconds).toBeGreaterThan(1);
  });

  it("answers empty-audio for a phrase with nothing to say", async () => {
    await expect(engine.synthesise({ language: "es", text: "  " })).rejects.toMatchObject({
      reason: "empty-audio",
    });
  });
});

describe("the engines without their program", () => {
  it("fail as engine-missing", async () => {
    await expect(
      createEspeakEngine({ binary: "/nonexistent/espeak-ng" }).synthesise({ language: "es", text: "Hola" }),
    ).rejects.toMatchObject({ engine: "espeak-ng", reason: "engine-missing" });
    await expect(
      createEspeakWasmEngine({ node: "/nonexistent/node" }).synthesise({ language: "es", text: "Hola" }),
    ).rejects.toMatchObject({ engine: "espeak-ng-wasm", reason: "engine-missing" });
  });
});
