// Both dictionaries live on the server; only the active one, and only the parts the page's scope
// needs, is sent to the browser.
import type { Language } from "#domain/language.ts";
import type { Dictionary, MessageKey } from "./en.ts";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { accountEn } from "./account.en.ts";
import { accountOrdersEn } from "./account-orders.en.ts";
import { accountProfileEn } from "./account-profile.en.ts";
import { accountExportEn } from "./account-export.en.ts";
import { devOutboxEn } from "./dev-outbox.en.ts";
import { filmEn } from "./film.en.ts";
import { consoleKeys } from "./console-keys.ts";
import type { DictionaryScope } from "./dictionary-scope.ts";

const dictionaries: Record<Language, Dictionary> = { en, es };

const accountKeys = Object.keys({ ...accountEn, ...accountOrdersEn, ...accountProfileEn });
const devOutboxKeys = Object.keys(devOutboxEn);
const filmPageKeys = Object.keys(filmEn);
// The data export's words are written into a file on the server: no page needs them.
const exportKeys = Object.keys(accountExportEn);
const LEFT_OUT: Record<DictionaryScope, ReadonlySet<string>> = {
  shop: new Set([...accountKeys, ...devOutboxKeys, ...filmPageKeys, ...consoleKeys, ...exportKeys]),
  account: new Set([...devOutboxKeys, ...filmPageKeys, ...consoleKeys, ...exportKeys]),
  devOutbox: new Set([...accountKeys, ...filmPageKeys, ...consoleKeys, ...exportKeys]),
  film: new Set([...accountKeys, ...devOutboxKeys, ...consoleKeys, ...exportKeys]),
  console: new Set([...accountKeys, ...devOutboxKeys, ...filmPageKeys, ...exportKeys]),
};

function scoped(dictionary: Dictionary, scope: DictionaryScope): Partial<Dictionary> {
  const entries = Object.entries(dictionary).filter(([key]) => !LEFT_OUT[scope].has(key));
  return Object.fromEntries(entries) as Partial<Record<MessageKey, string>>;
}

const scopedDictionaries = new Map<string, Partial<Dictionary>>();

export function messagesFor(language: Language, scope: DictionaryScope): Partial<Dictionary> {
  const key = `${language}:${scope}`;
  let messages = scopedDictionaries.get(key);
  if (!messages) {
    messages = scoped(dictionaries[language], scope);
    scopedDictionaries.set(key, messages);
  }
  return messages;
}

const consoleDictionaries = new Map<Language, Partial<Dictionary>>();

/** The console's own messages, which its layout adds to the root's for an operator's pages. */
export function consoleMessages(language: Language): Partial<Dictionary> {
  let messages = consoleDictionaries.get(language);
  if (!messages) {
    const keys = new Set(consoleKeys);
    messages = Object.fromEntries(
      Object.entries(dictionaries[language]).filter(([key]) => keys.has(key)),
    ) as Partial<Dictionary>;
    consoleDictionaries.set(language, messages);
  }
  return messages;
}
