// The active language and its messages, for every component below the root.
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { LOCALES, type Language } from "#domain/language.ts";
import { formatCents, formatWhole, numberShape, type NumberShape } from "#domain/number-shape.ts";
import { perLocale } from "#domain/per-locale.ts";
import type { Dictionary, MessageKey } from "./en.ts";
import { pluralKey, translate, type MessageValues, type PluralKey } from "./translate.ts";

export interface LanguageValue {
  language: Language;
  locale: string;
  t: (key: MessageKey, values?: MessageValues) => string;
  /** The plural form of `base` for `count` (`countdown.days` → "Day" or "Days"). */
  plural: (base: PluralKey, count: number) => string;
  money: (cents: number) => string;
  number: (value: number) => string;
  date: (isoDate: string) => string;
}

const LanguageContext = createContext<LanguageValue | null>(null);

const dateFormat = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }),
);

export function LanguageProvider({
  language,
  messages,
  shape,
  children,
}: {
  language: Language;
  messages: Partial<Dictionary>;
  /** The server's reading of the language's number shape; without it, Intl is asked here. */
  shape?: NumberShape;
  children: ReactNode;
}) {
  const value = useMemo<LanguageValue>(() => {
    const locale = LOCALES[language];
    const numbers = shape ?? numberShape(locale);
    const t = (key: MessageKey, values?: MessageValues) => translate(messages, key, values);
    return {
      language,
      locale,
      t,
      plural: (base, count) => {
        const key = pluralKey(locale, base, count);
        return key in messages ? t(key) : t(`${base}.other` as MessageKey);
      },
      money: (cents) => formatCents(cents, numbers),
      number: (value) => formatWhole(value, numbers),
      date: (isoDate) => dateFormat(locale).format(new Date(`${isoDate}T00:00:00Z`)),
    };
  }, [language, messages, shape]);
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

export function useLanguage(): LanguageValue {
  const value = useContext(LanguageContext);
  if (!value) {
    throw new Error("useLanguage() was called outside <LanguageProvider>: wrap the tree in it.");
  }
  return value;
}
