// The phrase cache of render/voice on the shop's own disk storage. It lives in server/ because the
// import zones keep render/ (and its tests) from importing server/.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFestivalEngine } from "#render/voice/festival-engine.ts";
import { PHRASE_PREFIX, withPhraseCache } from "#render/voice/phrase-cache.ts";
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
