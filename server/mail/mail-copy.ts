// The e-mail copy in one language, with `{name}` placeholders filled in.
import type { Language } from "#domain/language.ts";
import { mailEn, type MailMessageKey, type MailMessages } from "./messages.en.ts";
import { mailEs } from "./messages.es.ts";

const copies: Record<Language, MailMessages> = { en: mailEn, es: mailEs };

export type MailTranslator = (
  key: MailMessageKey,
  values?: Readonly<Record<string, string | number>>,
) => string;

export function mailTranslator(language: Language): MailTranslator {
  const messages = copies[language];
  return (key, values = {}) =>
    messages[key].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
      name in values ? String(values[name]) : placeholder,
    );
}
