// The greeting a parent hears before paying, made with the offline voices, real ffmpeg and storage
// on disk, on both databases: said and stored once, in the film's language, with the parent's
// spelling of the name or else the library's pronunciation; one at a time per process; swept with the files no row names.
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { loudnessArgs, parseIntegratedLoudness } from "#render/audio/measure-loudness.ts";
import { runFfmpeg } from "#render/ffmpeg/run-ffmpeg.ts";
import { probeMedia } from "#render/ffmpeg/probe-media.ts";
import { offlineVoices } from "#render/voice/offline-voices.ts";
import { withPhraseCache } from "#render/voice/phrase-cache.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { savePronunciation } from "../names/name-pronunciations.ts";
import { createDiskStorage } from "../storage/disk-storage.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { sweepOrphanFiles } from "../storage/orphan-sweep.ts";
import { greetingAudio, GreetingBusy, type GreetingDeps } from "./name-greeting.ts";

const FFMPEG = "/usr/bin/ffmpeg";
const FFPROBE = "/usr/bin/ffprobe";
const silent = { info: () => {}, warn: () => {} };
// Each test has the voices say several greetings, one at a time, on a machine other work may fill:
// a greeting waits up to 8 s for its turn.
const SYNTHESIS_MS = 60_000;

async function stored(storage: FileStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of (await storage.read(key)) as Readable) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function keysUnder(storage: FileStorage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of storage.list(prefix)) keys.push(entry.key);
  return keys;
}

/** Its length in seconds and its integrated loudness, as ffprobe and ebur128 read the file. */
async function heard(bytes: Buffer): Promise<{ seconds: number; lufs: number }> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), "greeting-heard-")), "greeting.m4a");
  await writeFile(file, bytes);
  const probed = await probeMedia(FFPROBE, file);
  const { stderr } = await runFfmpeg(FFMPEG, loudnessArgs(file), { step: "loudness", timeoutSeconds: 60 });
  return { seconds: probed?.durationSeconds ?? 0, lufs: parseIntegratedLoudness(stderr) ?? -Infinity };
}

describe.each(testDatabaseDrivers())("a greeting on $kind", (driver) => {
  const database = useTestDatabase(driver);

  async function shop(): Promise<GreetingDeps & { storage: FileStorage }> {
    const root = await mkdtemp(path.join(tmpdir(), "greetings-"));
    const storage = createDiskStorage(path.join(root, "files"));
    return {
      db: database().db,
      storage,
      // As the shop's line-up has them (server/films/santa-voices.ts): each phrase kept in storage.
      voices: offlineVoices().map((engine) => withPhraseCache(engine, storage)),
      ffmpeg: FFMPEG,
      workDir: path.join(root, "work"),
    };
  }

  it(
    "is Santa saying the name aloud, made once and kept, in the film's language and the library's pronunciation",
    async () => {
      const deps = await shop();
      const key = await greetingAudio(deps, { language: "en", name: "Siobhán" });
      expect(key).toMatch(/^greetings\/[0-9a-f]{64}\.m4a$/);
      const english = await stored(deps.storage, key);
      const { seconds, lufs } = await heard(english);
      // Two short sentences: a second and a half to eight, and loud enough to hear on a phone.
      expect(seconds).toBeGreaterThan(1.5);
      expect(seconds).toBeLessThan(8);
      expect(lufs).toBeGreaterThan(-30);

      // Asked again: the same file, not a second one.
      expect(await greetingAudio(deps, { language: "en", name: "Siobhán" })).toBe(key);
      expect(await keysUnder(deps.storage, "greetings")).toEqual([key]);

      const spanish = await greetingAudio(deps, { language: "es", name: "Siobhán" });
      expect(spanish).not.toBe(key);
      expect((await stored(deps.storage, spanish)).equals(english)).toBe(false);

      // The library's pronunciation is what a film would say: the greeting changes with it.
      await savePronunciation(deps.db, {
        language: "en",
        spelling: "Siobhán",
        respelling: "shiv awn",
        ipa: "",
        operator: "elf@console.example",
      });
      const pronounced = await greetingAudio(deps, { language: "en", name: "Siobhán" });
      expect(pronounced).not.toBe(key);
      expect((await stored(deps.storage, pronounced)).equals(english)).toBe(false);
    },
    SYNTHESIS_MS,
  );

  it(
    "says the name as the parent spelt it, over the library's pronunciation, each sound kept apart",
    async () => {
      const deps = await shop();
      // A name of its own: the database is the file's, and another test taught the library "Siobhán".
      const written = await greetingAudio(deps, { language: "en", name: "Aoife" });
      const spelt = await greetingAudio(deps, { language: "en", name: "Aoife", respelling: "Ee-fa" });
      expect(spelt).not.toBe(written);
      const heardSpelt = await stored(deps.storage, spelt);
      expect(heardSpelt.equals(await stored(deps.storage, written))).toBe(false);

      // The library learns another way to say it: the parent's spelling still wins over it.
      await savePronunciation(deps.db, {
        language: "en",
        spelling: "Aoife",
        respelling: "ay oh if",
        ipa: "",
        operator: "elf@console.example",
      });
      const library = await greetingAudio(deps, { language: "en", name: "Aoife" });
      expect(library).not.toBe(written);
      expect(library).not.toBe(spelt);
      expect(await greetingAudio(deps, { language: "en", name: "Aoife", respelling: "Ee-fa" })).toBe(spelt);
    },
    SYNTHESIS_MS,
  );

  it(
    "is made one at a time in a process: a few wait their turn, more are told the shop is busy",
    async () => {
      const deps = await shop();
      const names = ["Olivia", "Mateo", "Lucía", "Noah", "Emma", "Hugo"];
      const asked = await Promise.allSettled(
        names.map((name) => greetingAudio(deps, { language: "en", name })),
      );
      const refused = asked.filter((outcome) => outcome.status === "rejected");
      // One made at once and four waiting: the sixth is refused without waiting.
      expect(refused.length).toBeGreaterThanOrEqual(1);
      for (const outcome of refused) expect(outcome.reason).toBeInstanceOf(GreetingBusy);
      expect(asked.filter((outcome) => outcome.status === "fulfilled").length).toBeGreaterThanOrEqual(2);
    },
    SYNTHESIS_MS,
  );

  it(
    "goes with the files no row names: nothing of it is left after the sweep's grace",
    async () => {
      const deps = await shop();
      const key = await greetingAudio(deps, { language: "en", name: "Olivia" });
      expect(await keysUnder(deps.storage, "voice-phrases")).not.toEqual([]);
      await sweepOrphanFiles({ db: deps.db, storage: deps.storage, logger: silent });
      expect(await keysUnder(deps.storage, "greetings")).toEqual([key]);
      await sweepOrphanFiles(
        { db: deps.db, storage: deps.storage, logger: silent },
        Date.now() + 2 * 3600_000,
      );
      expect(await keysUnder(deps.storage, "greetings")).toEqual([]);
      // Nor is the name said for it kept among the phrases (those of films are named by their rows).
      expect(await keysUnder(deps.storage, "voice-phrases")).toEqual([]);
    },
    SYNTHESIS_MS,
  );
});
