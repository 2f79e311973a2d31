// What the name library's page shows and what its form answers: browser-importable view types, and
// the names of the form's fields, shared by the page, the recorder and the server's adapter.
import type { Language } from "#domain/language.ts";
import type { MessageKey } from "../../../i18n/en.ts";

export interface WaitingNameView {
  language: Language;
  /** The normalised name: one entry per language and key. */
  key: string;
  spellings: string[];
  /** Paid films of the name on the list, delivered ones too. */
  films: number;
  /** The orders they are in. */
  orders: number;
  /** ISO instant. */
  newestPaidAt: string;
  /** The newest orders' references, a few at most: links to their pages. */
  references: string[];
}

/** A name fixed since some of its films were made: those films, to make again. */
export interface RemakeNameView extends WaitingNameView {
  /** ISO instant: when the name got its recording or its pronunciation. */
  fixedAt: string;
}

export interface RecordedNameView {
  id: string;
  language: Language;
  spellings: string[];
  seconds: number;
  recordedBy: string;
  updatedAt: string;
}

/** How the synthesised voices say a name (server/names/name-pronunciations.ts). */
export interface PronunciationView {
  language: Language;
  key: string;
  spelling: string;
  respelling: string | null;
  ipa: string | null;
  updatedBy: string;
  updatedAt: string;
}

/** A voice an operator can hear a name in: an engine's id and its voice for the language. */
export interface VoiceView {
  engine: string;
  voice: string;
}

export interface NameLibraryView {
  waiting: WaitingNameView[];
  /** Names said as written, paid earlier than those shown, left off the page. */
  waitingLeftOut: number;
  toMakeAgain: RemakeNameView[];
  recorded: RecordedNameView[];
  pronunciations: PronunciationView[];
  /** The voices per language, in the order the films try them; empty where none can speak. */
  voices: Record<Language, VoiceView[]>;
  limits: { maxMb: number; maxSeconds: number; maxNameLength: number; maxPronunciation: number };
}

export type NameRefusal =
  | "console.names.error.notAudio"
  | "console.names.error.tooLong"
  | "console.names.error.silent"
  | "console.names.error.tooBig"
  | "console.names.error.noFile"
  | "console.names.error.name"
  | "console.names.error.upload"
  | "console.names.error.notFound"
  | "console.names.error.confirm"
  | "console.names.error.respelling"
  | "console.names.error.ipa";

export type NameActionResult =
  | { outcome: "saved"; name: string; language: Language }
  | { outcome: "deleted"; name: string }
  | { outcome: "pronounced" | "unpronounced"; name: string; language: Language }
  | { outcome: "remade"; name: string; language: Language; queued: number }
  | { outcome: "refused"; reason: NameRefusal & MessageKey };

/**
 * The recording forms' fields: every form of the name library and of Santa's lines posts these, with
 * JavaScript (the recorder) or without.
 */
export const RECORDING_FIELDS = {
  intent: "intent",
  language: "language",
  /** Repeated: every spelling of the name, as written. */
  spelling: "spelling",
  /** The words of one of Santa's lines. */
  words: "words",
  audio: "audio",
  id: "id",
  confirm: "confirm",
  respelling: "respelling",
  ipa: "ipa",
  /** The voice to listen to a name in (/console/names/listen). */
  engine: "engine",
  /** The normalised name whose films are to be made again. */
  key: "key",
} as const;

export type NameIntent = "save" | "delete" | "pronounce" | "remake";
