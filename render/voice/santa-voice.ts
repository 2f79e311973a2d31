// An offline engine with the Santa processing applied to what it says: same id, a voice name that
// carries the processing's version (so the phrase cache tells them apart), and the same word timings,
// since the processing keeps the phrase's length.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Language } from "#domain/language.ts";
import { runFfmpeg } from "../ffmpeg/run-ffmpeg.ts";
import { withEngineFolder } from "./engine-files.ts";
import { SANTA_VOICE, santaProcessingArgs } from "./santa-processing.ts";
import type { VoiceEngine } from "./voice-engine.ts";
import { checkSpeech } from "./wav-audio.ts";

export interface SantaVoiceOptions {
  /** The ffmpeg binary (render/ffmpeg/locate-ffmpeg.ts finds it). */
  ffmpeg: string;
  timeoutSeconds?: number;
}

export function withSantaProcessing(
  engine: VoiceEngine,
  { ffmpeg, timeoutSeconds = 30 }: SantaVoiceOptions,
): VoiceEngine {
  return {
    id: engine.id,
    voice(language: Language) {
      const voice = engine.voice(language);
      return voice && `${voice}+santa${SANTA_VOICE.version}`;
    },
    async synthesise(request, signal) {
      const speech = await engine.synthesise(request, signal);
      return withEngineFolder(async (folder) => {
        const input = path.join(folder, "engine.wav");
        const output = path.join(folder, "santa.wav");
        await writeFile(input, speech.wav);
        // An ffmpeg failure is the renderer's, not the voice's: it propagates as the ffmpeg error it is.
        await runFfmpeg(ffmpeg, santaProcessingArgs({ input, output, settings: SANTA_VOICE.settings }), {
          step: `Santa processing (${engine.id})`,
          timeoutSeconds,
          signal,
        });
        const wav = new Uint8Array(await readFile(output));
        checkSpeech(engine.id, wav);
        return { ...speech, wav };
      });
    },
  };
}
