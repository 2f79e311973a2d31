// Why a voice gave no speech: the renderer falls back to the next voice and the console shows the reason.
import type { VOICE_FAILURE_REASONS } from "#domain/film-speech.ts";

/** The reasons the films table keeps (domain/film-speech.ts), so a film's speech is stored as said. */
export type VoiceFailureReason = (typeof VOICE_FAILURE_REASONS)[number];

export class VoiceFailed extends Error {
  readonly engine: string;
  readonly reason: VoiceFailureReason;

  constructor(engine: string, reason: VoiceFailureReason, detail: string) {
    super(`${engine}: ${reason}: ${detail}`);
    this.name = "VoiceFailed";
    this.engine = engine;
    this.reason = reason;
  }
}
