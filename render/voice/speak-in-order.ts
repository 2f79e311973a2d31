// Says a phrase with the first voice that can: each failure is kept, so the renderer and the console
// can show which voice spoke and why the ones before it fell back.
import type { SpeechRequest, SynthesisedSpeech, VoiceEngine } from "./voice-engine.ts";
import { VoiceFailed, type VoiceFailureReason } from "./voice-failed.ts";

export interface Fallback {
  engine: string;
  reason: VoiceFailureReason;
  detail: string;
}

export interface SpokenPhrase {
  speech: SynthesisedSpeech;
  engine: string;
  voice: string;
  /** The voices tried before, in order, and why each gave nothing. */
  fellBack: Fallback[];
}

/** Every voice in the order failed; `fellBack` says how. */
export class NoVoiceSpoke extends Error {
  readonly fellBack: Fallback[];
  constructor(fellBack: Fallback[]) {
    super(`No voice spoke: ${fellBack.map((f) => `${f.engine} ${f.reason}`).join(", ") || "none to try"}`);
    this.name = "NoVoiceSpoke";
    this.fellBack = fellBack;
  }
}

/**
 * Tries `engines` in order. Only a VoiceFailed moves on to the next voice: a cancelled render or a
 * broken ffmpeg stops here, as they would stop every voice after it too.
 */
export async function speakInOrder(
  engines: readonly VoiceEngine[],
  request: SpeechRequest,
  signal?: AbortSignal,
): Promise<SpokenPhrase> {
  const fellBack: Fallback[] = [];
  for (const engine of engines) {
    const voice = engine.voice(request.language);
    if (voice === undefined) continue;
    try {
      const speech = await engine.synthesise(request, signal);
      return { speech, engine: engine.id, voice, fellBack };
    } catch (error) {
      if (!(error instanceof VoiceFailed)) throw error;
      fellBack.push({ engine: engine.id, reason: error.reason, detail: error.message });
    }
  }
  throw new NoVoiceSpoke(fellBack);
}
