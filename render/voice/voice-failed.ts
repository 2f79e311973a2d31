// Why a voice gave no speech: the renderer falls back to the next voice and the console shows the reason.

export type VoiceFailureReason =
  "not-configured" | "engine-missing" | "timeout" | "refused" | "empty-audio" | "not-audio" | "failed";

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
