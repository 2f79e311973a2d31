// The SSML a phrase is sent to Amazon Polly as: the text escaped, each name with a pronunciation
// wrapped in <phoneme> (IPA) or <sub> (a respelling), so nothing a parent typed can become markup.
import type { Pronunciation } from "./voice-engine.ts";

const XML_ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Text or an attribute's value made literal in XML; also drops characters XML 1.0 cannot carry. */
export function escapeXml(text: string): string {
  return (
    text
      // Control characters other than tab and newlines make the whole document invalid (a 400).
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
      .replace(/[&<>"']/g, (character) => XML_ENTITIES[character] ?? character)
  );
}

function regexLiteral(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The element that says `spoken` (the word as the text has it) as the pronunciation asks. */
function pronounced(spoken: string, pronunciation: Pronunciation): string {
  const ipa = pronunciation.ipa?.trim();
  if (ipa) return `<phoneme alphabet="ipa" ph="${escapeXml(ipa)}">${escapeXml(spoken)}</phoneme>`;
  const respelling = pronunciation.respelling?.trim();
  if (respelling) return `<sub alias="${escapeXml(respelling)}">${escapeXml(spoken)}</sub>`;
  return escapeXml(spoken);
}

/**
 * `<speak>` around the text, escaped, with each pronounced word marked up wherever it stands as a
 * whole word (letters on neither side), whatever its case. The longest words are matched first, so
 * "Mary Ann" wins over "Mary".
 */
export function pollySsml(text: string, pronunciations: readonly Pronunciation[] = []): string {
  const usable = pronunciations
    .map((entry) => ({ ...entry, word: entry.word.normalize("NFC").trim() }))
    .filter((entry) => entry.word && (entry.ipa?.trim() || entry.respelling?.trim()))
    .sort((a, b) => b.word.length - a.word.length);
  const phrase = text.normalize("NFC");
  if (usable.length === 0) return `<speak>${escapeXml(phrase)}</speak>`;

  const byWord = new Map(usable.map((entry) => [entry.word.toLocaleLowerCase(), entry]));
  const words = new RegExp(
    `(?<![\\p{L}\\p{M}\\p{N}])(?:${usable.map((entry) => regexLiteral(entry.word)).join("|")})(?![\\p{L}\\p{M}\\p{N}])`,
    "giu",
  );
  let ssml = "";
  let from = 0;
  for (const match of phrase.matchAll(words)) {
    const entry = byWord.get(match[0].toLocaleLowerCase());
    if (!entry) continue;
    ssml += escapeXml(phrase.slice(from, match.index)) + pronounced(match[0], entry);
    from = match.index + match[0].length;
  }
  return `<speak>${ssml}${escapeXml(phrase.slice(from))}</speak>`;
}
