// The offline voices of each film, best first: Festival for English and Debian's espeak-ng, each with
// the Santa processing, then the WebAssembly espeak-ng that a plain `npm install` brings.
import { createEspeakEngine } from "./espeak-engine.ts";
import { createEspeakWasmEngine } from "./espeak-wasm-engine.ts";
import { createFestivalEngine } from "./festival-engine.ts";
import { withSantaProcessing } from "./santa-voice.ts";
import type { VoiceEngine } from "./voice-engine.ts";

export interface OfflineVoiceOptions {
  /** Debian's binaries, on PATH by default; a path to nothing makes that engine "engine-missing". */
  festival?: string;
  espeak?: string;
}

export function offlineVoices({ festival, espeak }: OfflineVoiceOptions = {}): VoiceEngine[] {
  return [
    createFestivalEngine({ binary: festival }),
    createEspeakEngine({ binary: espeak }),
    createEspeakWasmEngine(),
  ].map(withSantaProcessing);
}
