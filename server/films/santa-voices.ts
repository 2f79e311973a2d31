// The voices Santa's phrases are said with, best first: the cloud voice when its keys are set, then
// the offline ones, each phrase kept in file storage. One line-up per process, shared by the films,
// the example films and the name library's "listen".
import { createPollyVoice, type PollySettings } from "#render/voice/cloud-polly.ts";
import { offlineVoices } from "#render/voice/offline-voices.ts";
import { withPhraseCache, type PhraseStorage } from "#render/voice/phrase-cache.ts";
import type { VoiceEngine } from "#render/voice/voice-engine.ts";

export interface SantaVoicesOptions {
  /** The ffmpeg binary, found on first use (ffmpegTools). */
  ffmpeg: () => string;
  /** Where synthesised phrases are kept (`voice-phrases/`), shared by every machine. */
  storage: PhraseStorage;
  /** The cloud voice's settings (server/config.ts `pollySettingsOf`), when its keys are set. */
  cloudVoice?: Omit<PollySettings, "ffmpeg"> | undefined;
}

/** The line-up, made on first use: it throws then, as a render would, when no ffmpeg can be found. */
export type SantaVoices = () => VoiceEngine[];

export function santaVoices(options: SantaVoicesOptions): SantaVoices {
  let voices: VoiceEngine[] | undefined;
  return () => {
    if (!voices) {
      const ffmpeg = options.ffmpeg();
      voices = [
        ...(options.cloudVoice ? [createPollyVoice({ ...options.cloudVoice, ffmpeg })] : []),
        ...offlineVoices(),
      ].map((engine) => withPhraseCache(engine, options.storage));
    }
    return voices;
  };
}
