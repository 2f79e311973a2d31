// Looking up and filling in a message: pure, so the provider and the server share it.
import { perLocale } from "#domain/per-locale.ts";
import type { Dictionary, MessageKey } from "./en.ts";

export type MessageValues = Readonly<Record<string, string | number>>;

/** Keys that come in plural forms (`days.one`, `days.other`, …), named without the form. */
export type PluralKey = MessageKey extends infer K ? (K extends `${infer Base}.other` ? Base : never) : never;

/** A missing message shows its key, as the spec asks, so a gap is visible rather than blank. */
export function translate(messages: Partial<Dictionary>, key: MessageKey, values?: MessageValues): string {
  const template = messages[key];
  if (template === undefined) return key;
  return values ? fillPlaceholders(template, values) : template;
}

/** Replaces each `{name}` that `values` knows; an unknown one stays visible. */
export function fillPlaceholders(text: string, values: MessageValues): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

const pluralRules = perLocale((locale) => new Intl.PluralRules(locale));

export function pluralKey(locale: string, base: PluralKey, count: number): MessageKey {
  const form = pluralRules(locale).select(count);
  // Not every language has every form (Spanish has "many"); the provider falls back to "other".
  return `${base}.${form}` as MessageKey;
}
