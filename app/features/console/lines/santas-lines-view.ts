// What the Santa's lines page shows and what its form answers: browser-importable view types.
import type { Language } from "#domain/language.ts";
import type { MessageKey } from "../../../i18n/en.ts";

export interface LineTakeView {
  id: string;
  seconds: number;
  recordedBy: string;
  /** ISO instant. */
  updatedAt: string;
}

export interface LineView {
  id: string;
  words: string;
  /** Said only in place of a personal line whose detail cannot be said. */
  fallback: boolean;
  take: LineTakeView | null;
}

/** A storyline of one of the shop's templates, as the page's chooser lists it. */
export interface StorylineChoice {
  /** `<template>/<storyline>`, the `storyline` search parameter. */
  value: string;
  template: string;
  storyline: string;
  recorded: number;
  total: number;
}

export interface SantasLinesView {
  storylines: StorylineChoice[];
  /** The storyline and film language shown. */
  storyline: string;
  language: Language;
  lines: LineView[];
  limits: { maxMb: number; maxSeconds: number; maxNameLength: number };
}

export type LineRefusal =
  | "console.names.error.notAudio"
  | "console.lines.error.tooLong"
  | "console.names.error.silent"
  | "console.names.error.tooBig"
  | "console.names.error.noFile"
  | "console.names.error.upload"
  | "console.names.error.notFound"
  | "console.names.error.confirm"
  | "console.lines.error.notALine"
  | "console.lines.error.tooShort";

export type LineActionResult =
  { outcome: "saved" | "deleted"; words: string } | { outcome: "refused"; reason: LineRefusal & MessageKey };

/** The search parameters that choose what the page shows. */
export const LINES_QUERY = { storyline: "storyline", language: "language" } as const;
