// The phrase cache of render/voice on the shop's own disk storage. It lives in server/ because the
// import zones keep render/ (and its tests) from importing server/. A film's phrases are kept in two
// folders: the template's own words for good, what is said from a child's details only while a film
// names it (decision 063).
import { execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Phrase } from "#render/script/assemble-script.ts";
import { createFestivalEngine } from "#render/voice/festival-engine.ts";
import { sayPhrases } from "#render/voice/film-voice.ts";
import { FIXED_PHRASE_PREFIX, PHRASE_PREFIX, withPhraseCache } from "#render/voice/phrase-cache.ts";
import { createDiskStorage } from "./disk-storage.ts";
import type { FileStorage } from "./file-storage.ts";

let root: string;
let storage: FileStorage;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "phrase-cache-"));
  storage = createDiskStorage(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of storage.list(PHRASE_PREFIX)) keys.push(entry.key);
  return keys.sort();
}

describe("the synthesised-phrase cache on disk storage", { timeout: 30_000 }, () => {
  const request = {
    language: "en" as const,
    text: "Saoirse, you helped your little brother every day.",
    pronunciations: [{ word: "Saoirse", respelling: "seersha" }],
  };

  it("stores a phrase once, and a second render gets the same speech without the engine", async () => {
    const first = await withPhraseCache(createFestivalEngine(), storage).synthesise(request);
    const keys = await storedKeys();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^voice-phrases\/festival\/[0-9a-f]{64}\.json$/);
    expect(keys[1]).toBe(keys[0]!.replace(/\.json$/, ".wav"));

    // No festival here: only the stored phrase can answer.
    const again = await withPhraseCache(
      createFestivalEngine({ binary: "/nonexistent/festival" }),
      storage,
    ).synthesise(request);
    expect(Buffer.from(again.wav).equals(Buffer.from(first.wav))).toBe(true);
    expect(again.words).toEqual(first.words);
    expect(again.words?.[0]?.text).toBe("seersha");
    // Both answers say where the phrase is kept, for the film's row to name it.
    const key = keys[0]!.replace(/\.json$/, "");
    expect([first.storedAs, again.storedAs]).toEqual([key, key]);
  });

  it("keeps a template's fixed line in its own folder, which the orphan sweep leaves alone", async () => {
    const line = { language: "en" as const, text: "Ho ho ho!", fixedLine: true };
    const spoken = await withPhraseCache(createFestivalEngine(), storage).synthesise(line);
    expect(spoken.storedAs).toMatch(/^fixed-phrases\/festival\/[0-9a-f]{64}$/);
    expect(await storage.size(`${spoken.storedAs}.wav`)).toBeGreaterThan(0);
    expect(await storage.size(`${spoken.storedAs}.json`)).toBeGreaterThan(0);
  });

  it("stores nothing when the synthesis fails, so the next render tries again", async () => {
    const before = await storedKeys();
    const missing = withPhraseCache(createFestivalEngine({ binary: "/nonexistent/festival" }), storage);
    await expect(
      missing.synthesise({ language: "en", text: "A line never said before." }),
    ).rejects.toMatchObject({
      reason: "engine-missing",
    });
    expect(await storedKeys()).toEqual(before);
  });
});

describe("a film's phrases in the cache", { timeout: 60_000 }, () => {
  const line = (kind: Phrase["kind"], parts: Phrase["parts"]): Phrase => {
    const speak = parts.map((part) => part.speak).join("");
    return { scene: "intro", line: speak, speak, parts, caption: speak, kind };
  };
  const phrases = [
    line("fixed", [{ speak: "Ho ho ho, what a year it has been." }]),
    line("personal", [{ speak: "Merry Christmas, " }, { speak: "Oisin", slot: "name" }, { speak: "!" }]),
    line("personal", [{ speak: "You wished for " }, { speak: "a kite shaped like a whale", slot: "wishes" }]),
  ];

  async function say(nameRecording?: string) {
    const work = await mkdtemp(path.join(root, "film-"));
    return sayPhrases({
      ffmpeg: "/usr/bin/ffmpeg",
      phrases,
      language: "en",
      voice: {
        engines: [withPhraseCache(createFestivalEngine(), storage)],
        ...(nameRecording && { nameRecording }),
      },
      work,
      timeoutSeconds: 60,
    });
  }

  async function fixedFiles(): Promise<string[]> {
    const keys: string[] = [];
    for await (const entry of storage.list(FIXED_PHRASE_PREFIX)) keys.push(entry.key);
    return keys.sort();
  }

  it("reports the personal phrases it keeps, and keeps the fixed line and the words around a recorded name apart", async () => {
    const before = (await fixedFiles()).length;
    const said = await say();
    const reported = said.flatMap((phrase) => phrase.personalPhrases);
    expect(said.map((phrase) => phrase.personalPhrases.length)).toEqual([0, 1, 1]);
    expect((await storedKeys()).filter((key) => key.endsWith(".json"))).toEqual(
      expect.arrayContaining(reported.map((key) => `${key}.json`)),
    );
    for (const key of reported) expect(key.startsWith(`${PHRASE_PREFIX}/`)).toBe(true);
    // The fixed line's speech and timings.
    expect(await fixedFiles()).toHaveLength(before + 2);

    // With the shop's recording of the name, the words around it are the line's own: a fixed phrase.
    const recording = path.join(root, "oisin.wav");
    execFileSync("/usr/bin/ffmpeg", ["-v", "error", "-f", "lavfi", "-i", "sine=f=180:d=1", "-y", recording]);
    const withRecording = await say(recording);
    expect(withRecording.map((phrase) => phrase.personalPhrases)).toEqual([[], [], [reported[1]]]);
    expect(await fixedFiles()).toHaveLength(before + 4);
  });
});
