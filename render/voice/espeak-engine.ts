// Spanish (and English, where Festival is missing) in Debian's espeak-ng binary. espeak-ng reports no
// word timings a caller can read easily, so `words` stays undefined and the mouth follows loudness.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Language } from "#domain/language.ts";
import { withEngineFolder } from "./engine-files.ts";
import { ESPEAK_VOICES, espeakOptions } from "./espeak-voices.ts";
import { applyRespellings } from "./pronounce.ts";
import { runEngine } from "./run-engine.ts";
import type { VoiceEngine } from "./voice-engine.ts";
import { VoiceFailed } from "./voice-failed.ts";
import { checkSpeech } from "./wav-audio.ts";

export interface EspeakOptions {
  /** The espeak-ng binary; Debian's on PATH by default. */
  binary?: string;
  timeoutSeconds?: number;
}

/** Text from a UTF-8 file (`-b 1`, `-f`), the WAV to a file (`-w`): nothing of the text on the command line. */
export function espeakArgs(language: Language, textFile: string, wavFile: string): string[] {
  return [...espeakOptions(language), "-b", "1", "-f", textFile, "-w", wavFile];
}

export function createEspeakEngine({
  binary = "espeak-ng",
  timeoutSeconds = 30,
}: EspeakOptions = {}): VoiceEngine {
  const id = "espeak-ng";
  return {
    id,
    voice: (language: Language) => ESPEAK_VOICES[language],
    async synthesise(request, signal) {
      const text = applyRespellings(request.text, request.pronunciations);
      if (text.trim() === "") throw new VoiceFailed(id, "empty-audio", "no text");
      return withEngineFolder(async (folder) => {
        const textFile = path.join(folder, "text.txt");
        const wavFile = path.join(folder, "speech.wav");
        await writeFile(textFile, text, "utf8");
        await runEngine(binary, espeakArgs(request.language, textFile, wavFile), {
          engine: id,
          timeoutSeconds,
          signal,
        });
        const wav = await readFile(wavFile).catch(() => {
          throw new VoiceFailed(id, "empty-audio", "espeak-ng wrote no WAV");
        });
        checkSpeech(id, wav);
        return { wav: new Uint8Array(wav) };
      });
    },
  };
}
