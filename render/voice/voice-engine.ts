// What every voice of Santa offers the renderer: a phrase in, speech with its timings out.
import type { Language } from "#domain/language.ts";

/**
 * How one word (a child's name, usually) is to be said in one language. Engines that take phonemes
 * use `ipa`; the others say `respelling` in place of the word; with neither, the word as written.
 */
export interface Pronunciation {
  word: string;
  respelling?: string;
  ipa?: string;
}

export interface SpeechRequest {
  language: Language;
  /** Plain text, already made safe to speak (render/script): no markup, no emoji, numbers in words. */
  text: string;
  pronunciations?: readonly Pronunciation[];
  /**
   * The template's own words, the same for every child: the phrase cache keeps them for good. Any
   * other phrase (a child's details said aloud, a name heard in the console) is personal data, kept
   * only while a film names it (decision 063).
   */
  fixedLine?: boolean;
}

/** A span of the phrase, in seconds from the start of its audio. */
export interface WordTiming {
  text: string;
  start: number;
  end: number;
}

/** A mouth shape at a moment, in the engine's own viseme alphabet (Santa's mouth maps it). */
export interface VisemeTiming {
  viseme: string;
  time: number;
}

export interface SynthesisedSpeech {
  /** Mono 16-bit PCM WAV, the engine's own sample rate: the renderer resamples and processes it. */
  wav: Uint8Array;
  /** Each word's span where the engine reports them; absent when it does not. */
  words?: WordTiming[];
  visemes?: VisemeTiming[];
  /** Where the phrase cache keeps it (its key, without extension); absent for speech it does not keep. */
  storedAs?: string;
}

export interface VoiceEngine {
  /** Stable id, part of a synthesised phrase's cache key: "festival", "espeak-ng", "polly"… */
  readonly id: string;
  /** The voice used for a language, also part of the cache key; undefined when the engine has none for it. */
  voice(language: Language): string | undefined;
  /** Rejects with a VoiceFailed (render/voice/voice-failed.ts) saying why; never resolves with empty audio. */
  synthesise(request: SpeechRequest, signal?: AbortSignal): Promise<SynthesisedSpeech>;
}
