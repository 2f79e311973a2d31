// Synthesised phrases kept in file storage, so a re-render, a sibling's film or a sample film does not
// pay for the same words twice. Keyed by engine, voice, language, text and the pronunciations the text
// uses; stored as the WAV plus a JSON of its timings, the JSON written last so its presence means both are whole.
// The template's fixed lines and the personal phrases live in two folders: a personal phrase says a
// child's details aloud, so it is kept only while a film names it (decision 063).
import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import { pronunciationsUsed } from "./pronounce.ts";
import type { SpeechRequest, SynthesisedSpeech, VoiceEngine } from "./voice-engine.ts";

/** What the cache needs of the shop's FileStorage (server/storage/file-storage.ts); render/ does not import server/. */
export interface PhraseStorage {
  put(key: string, source: Uint8Array): Promise<unknown>;
  read(key: string): Promise<Readable | undefined>;
}

/** The folder of personal phrases: each is named by the films made with it, and the orphan sweep empties it of the rest. */
export const PHRASE_PREFIX = "voice-phrases";

/** The folder of the templates' fixed lines, the same words for every child: kept, never swept. */
export const FIXED_PHRASE_PREFIX = "fixed-phrases";

/** A phrase's files under its key: the speech, and its timings (written last). */
export const PHRASE_EXTENSIONS = [".wav", ".json"] as const;

/**
 * The storage key of a phrase, without its extension: `voice-phrases/<engine>/<sha-256>`, or
 * `fixed-phrases/…` for a fixed line. Only the pronunciations of words the text holds count, so a
 * fixed line is shared by every child.
 */
export function phraseKey(engine: string, voice: string, request: SpeechRequest): string {
  const pronunciations = pronunciationsUsed(request.text, request.pronunciations).map(
    ({ word, respelling, ipa }) => [word.normalize("NFC"), respelling ?? null, ipa ?? null],
  );
  const hash = createHash("sha256")
    .update(JSON.stringify([engine, voice, request.language, request.text.normalize("NFC"), pronunciations]))
    .digest("hex");
  const folder = engine.replace(/[^A-Za-z0-9_-]/g, "_");
  return `${request.fixedLine ? FIXED_PHRASE_PREFIX : PHRASE_PREFIX}/${folder}/${hash}`;
}

async function readAll(stream: Readable | undefined): Promise<Buffer | undefined> {
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

type StoredTimings = Omit<SynthesisedSpeech, "wav" | "storedAs">;

/** The engine, answering from storage when the phrase was said before; a failure stores nothing. */
export function withPhraseCache(engine: VoiceEngine, storage: PhraseStorage): VoiceEngine {
  return {
    id: engine.id,
    voice: (language) => engine.voice(language),
    async synthesise(request, signal) {
      const voice = engine.voice(request.language);
      if (voice === undefined) return engine.synthesise(request, signal);
      const key = phraseKey(engine.id, voice, request);
      const timings = await readAll(await storage.read(`${key}.json`));
      const wav = timings && (await readAll(await storage.read(`${key}.wav`)));
      if (timings && wav)
        return {
          ...(JSON.parse(timings.toString("utf8")) as StoredTimings),
          wav: new Uint8Array(wav),
          storedAs: key,
        };

      const speech = await engine.synthesise(request, signal);
      const { wav: audio, ...rest } = speech;
      await storage.put(`${key}.wav`, audio);
      await storage.put(`${key}.json`, new TextEncoder().encode(JSON.stringify(rest)));
      return { ...speech, storedAs: key };
    },
  };
}
