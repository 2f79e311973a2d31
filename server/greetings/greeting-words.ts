// The greeting a parent hears before paying: Santa says the child's name twice, in the film's
// language, with the name a part of its own so the shop's recording of it, or its pronunciation,
// goes where a film would put it.
import type { Language } from "#domain/language.ts";
import type { Phrase } from "#render/script/assemble-script.ts";

const WORDS: Record<Language, readonly [string, string, string]> = {
  en: ["Hello, ", "! Merry Christmas, ", "!"],
  es: ["¡Hola, ", "! ¡Feliz Navidad, ", "!"],
};

export function greetingPhrase(language: Language, name: string): Phrase {
  const [hello, merry, end] = WORDS[language];
  const parts = [
    { speak: hello },
    { speak: name, slot: "name" as const },
    { speak: merry },
    { speak: name, slot: "name" as const },
    { speak: end },
  ];
  const speak = parts.map((part) => part.speak).join("");
  return {
    scene: "greeting",
    line: "greeting",
    speak,
    parts,
    caption: speak,
    kind: "personal",
    slot: "name",
  };
}
