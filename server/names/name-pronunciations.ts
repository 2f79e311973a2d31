// How Santa's synthesised voices say a name: the operator writes a respelling (every voice takes it)
// or IPA (the voices that read phonemes), listens to each voice saying it, and saves it for every
// later film of the name in that language. A recording of the name still wins over both.
import type { Language } from "#domain/language.ts";
import { RESPELLING, RESPELLING_MAX } from "#domain/name-respelling.ts";
import type { Pronunciation, VoiceEngine } from "#render/voice/voice-engine.ts";
import { VoiceFailed, type VoiceFailureReason } from "#render/voice/voice-failed.ts";
import type { Db } from "../db/client.ts";
import { spellingsOfOneName } from "./name-library.ts";
import {
  deletePronunciation,
  listPronunciations,
  upsertPronunciation,
  type NamePronunciationRow,
} from "./name-pronunciations.repository.ts";

/** Longer than any respelling of a name needs, short enough that no engine is asked to read a text. */
export const PRONUNCIATION_MAX = RESPELLING_MAX;
/** IPA: its letters and marks, stress and length marks, syllable dots, spaces. */
const IPA = /^[\p{L}\p{M}ˈˌːˑ.‿ -]+$/u;

export type PronunciationRefusal = "console.names.error.respelling" | "console.names.error.ipa";

export class PronunciationRefused extends Error {
  readonly key: PronunciationRefusal;
  constructor(key: PronunciationRefusal, value: string) {
    super(`${key}: ${JSON.stringify(value)}`);
    this.name = "PronunciationRefused";
    this.key = key;
  }
}

export interface PronunciationInput {
  language: Language;
  /** The name as written. */
  spelling: string;
  respelling: string;
  ipa: string;
}

/** The name and its pronunciation checked: what an engine may be given, or why not. */
export function checkedPronunciation(input: PronunciationInput): {
  nameKey: string;
  spelling: string;
  pronunciation: Pronunciation;
} {
  const {
    nameKey,
    spellings: [spelling],
  } = spellingsOfOneName([input.spelling]);
  const respelling = input.respelling.trim().replace(/\s+/gu, " ");
  const ipa = input.ipa.trim().replace(/\s+/gu, " ");
  if (respelling && (respelling.length > PRONUNCIATION_MAX || !RESPELLING.test(respelling)))
    throw new PronunciationRefused("console.names.error.respelling", respelling);
  if (ipa && (ipa.length > PRONUNCIATION_MAX || !IPA.test(ipa)))
    throw new PronunciationRefused("console.names.error.ipa", ipa);
  return {
    nameKey,
    spelling: spelling!,
    pronunciation: { word: spelling!, ...(respelling && { respelling }), ...(ipa && { ipa }) },
  };
}

export interface SavedPronunciation {
  language: Language;
  nameKey: string;
  spelling: string;
  respelling: string | null;
  ipa: string | null;
  updatedBy: string;
  updatedAt: Date;
}

function saved(row: NamePronunciationRow): SavedPronunciation {
  const { language, nameKey, spelling, respelling, ipa, updatedBy, updatedAt } = row;
  return { language, nameKey, spelling, respelling, ipa, updatedBy, updatedAt };
}

export async function loadPronunciations(db: Db): Promise<SavedPronunciation[]> {
  return (await listPronunciations(db)).map(saved);
}

/**
 * Saves how the voices say the name; with neither a respelling nor IPA, forgets it (the voices read
 * the name as written again). Undefined when there was nothing to forget.
 */
export async function savePronunciation(
  db: Db,
  input: PronunciationInput & { operator: string },
): Promise<{ outcome: "saved" | "cleared"; pronunciation: SavedPronunciation } | undefined> {
  const { nameKey, spelling, pronunciation } = checkedPronunciation(input);
  if (!pronunciation.respelling && !pronunciation.ipa) {
    const row = await deletePronunciation(db, input.language, nameKey);
    return row && { outcome: "cleared", pronunciation: saved(row) };
  }
  const row = await upsertPronunciation(db, {
    language: input.language,
    nameKey,
    spelling,
    respelling: pronunciation.respelling ?? null,
    ipa: pronunciation.ipa ?? null,
    updatedBy: input.operator,
  });
  return { outcome: "saved", pronunciation: saved(row) };
}

/** The voices that can say a name in this language, best first, as the films try them. */
export function voicesFor(
  voices: readonly VoiceEngine[],
  language: Language,
): { engine: string; voice: string }[] {
  return voices.flatMap((engine) => {
    const voice = engine.voice(language);
    return voice === undefined ? [] : [{ engine: engine.id, voice }];
  });
}

export class VoiceCannotSay extends Error {
  readonly reason: VoiceFailureReason | "unknown-voice";
  constructor(reason: VoiceFailureReason | "unknown-voice", detail: string) {
    super(detail);
    this.name = "VoiceCannotSay";
    this.reason = reason;
  }
}

/** The name said by one voice with the pronunciation as typed (not yet saved): a WAV to listen to. */
export async function sayNameWith(
  voices: readonly VoiceEngine[],
  input: PronunciationInput & { engine: string },
  signal?: AbortSignal,
): Promise<Uint8Array> {
  const { spelling, pronunciation } = checkedPronunciation(input);
  const engine = voices.find((candidate) => candidate.id === input.engine);
  if (!engine || engine.voice(input.language) === undefined)
    throw new VoiceCannotSay("unknown-voice", `${input.engine} has no ${input.language} voice`);
  try {
    const speech = await engine.synthesise(
      { language: input.language, text: spelling, pronunciations: [pronunciation] },
      signal,
    );
    return speech.wav;
  } catch (error) {
    if (error instanceof VoiceFailed) throw new VoiceCannotSay(error.reason, error.message);
    throw error;
  }
}
