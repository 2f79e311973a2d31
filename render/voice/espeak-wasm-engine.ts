// The offline voice that needs nothing from Debian: espeak-ng as WebAssembly (npm text2wav), both
// languages, in a child Node process so it is timed out and killed like the binaries.
import { fileURLToPath } from "node:url";
import type { Language } from "#domain/language.ts";
import { ESPEAK_VOICES, espeakOptions } from "./espeak-voices.ts";
import { TEXT2WAV_MISSING } from "./espeak-wasm-child.ts";
import { applyRespellings } from "./pronounce.ts";
import { runEngine } from "./run-engine.ts";
import type { VoiceEngine } from "./voice-engine.ts";
import { VoiceFailed } from "./voice-failed.ts";
import { checkSpeech } from "./wav-audio.ts";

const CHILD = fileURLToPath(new URL("./espeak-wasm-child.ts", import.meta.url));

export interface EspeakWasmOptions {
  /** The Node that runs the child; this process's own by default. */
  node?: string;
  timeoutSeconds?: number;
}

export function createEspeakWasmEngine({
  node = process.execPath,
  timeoutSeconds = 30,
}: EspeakWasmOptions = {}): VoiceEngine {
  const id = "espeak-ng-wasm";
  return {
    id,
    voice: (language: Language) => ESPEAK_VOICES[language],
    async synthesise(request, signal) {
      const text = applyRespellings(request.text, request.pronunciations);
      if (text.trim() === "") throw new VoiceFailed(id, "empty-audio", "no text");
      const { stdout } = await runEngine(node, [CHILD, ...espeakOptions(request.language)], {
        engine: id,
        timeoutSeconds,
        signal,
        stdin: text,
        missingExitCodes: [TEXT2WAV_MISSING],
      });
      checkSpeech(id, stdout);
      return { wav: new Uint8Array(stdout) };
    },
  };
}
