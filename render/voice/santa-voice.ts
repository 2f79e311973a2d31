// An offline engine with the Santa processing applied to what it says: same id, a voice name that
// carries the processing's version (so the phrase cache tells them apart), and the same word timings,
// since the processing keeps the phrase where it was (the room's last reflection rings on after it).
import { monoPcmWav } from "./pcm-wav.ts";
import { SANTA_RATE, SANTA_VOICE, santaProcessing } from "./santa-processing.ts";
import type { VoiceEngine } from "./voice-engine.ts";
import { checkSpeech, monoSound } from "./wav-audio.ts";

export function withSantaProcessing(engine: VoiceEngine): VoiceEngine {
  return {
    id: engine.id,
    voice(language) {
      const voice = engine.voice(language);
      return voice && `${voice}+santa${SANTA_VOICE.version}`;
    },
    async synthesise(request, signal) {
      const speech = await engine.synthesise(request, signal);
      checkSpeech(engine.id, speech.wav);
      const { samples, sampleRate } = monoSound(speech.wav) as NonNullable<ReturnType<typeof monoSound>>;
      const santa = santaProcessing(samples, sampleRate, SANTA_VOICE.settings);
      const wav = monoPcmWav(new Uint8Array(santa.buffer, santa.byteOffset, santa.byteLength), SANTA_RATE);
      checkSpeech(engine.id, wav);
      return { ...speech, wav };
    },
  };
}
