// Which voices try each phrase, in order: the shop's own recording, then the cloud voice, then the
// offline engines (Debian's binary before the WebAssembly build). Pure: the engines only say which
// voice they have for the phrase's language.
import type { Language } from "#domain/language.ts";
import type { VoiceEngine } from "./voice-engine.ts";

export interface VoiceLineup {
  /** The shop's recordings of this phrase, when there is one: it always wins. */
  recording?: VoiceEngine;
  /** The cloud voice, when its keys are configured. */
  cloud?: VoiceEngine;
  /** The offline engines, best first; the last one should be able to speak anywhere. */
  offline: readonly VoiceEngine[];
}

export function voiceOrder(lineup: VoiceLineup, language: Language): VoiceEngine[] {
  return [lineup.recording, lineup.cloud, ...lineup.offline].filter(
    (engine): engine is VoiceEngine => engine !== undefined && engine.voice(language) !== undefined,
  );
}
