// Pronunciations on both databases: saved per language and name (any spelling of it), cleared by
// saving nothing, refused when they are not words or IPA; a film of the name is given it; and the
// offline voices say a name differently with its respelling, as the operator hears before saving.
import { describe, expect, it } from "vitest";
import { offlineVoices } from "#render/voice/offline-voices.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { createDiskStorage } from "../storage/disk-storage.ts";
import { createFilmNames } from "./film-names.ts";
import { NameNotFileable } from "./name-library.ts";
import {
  loadPronunciations,
  PronunciationRefused,
  savePronunciation,
  sayNameWith,
  VoiceCannotSay,
  voicesFor,
} from "./name-pronunciations.ts";

const operator = "elf@console.example";

describe.each(testDatabaseDrivers())("pronunciations on $kind", (driver) => {
  const database = useTestDatabase(driver);

  it("are saved per language for every spelling of the name, replaced, and cleared by saving nothing", async () => {
    const { db } = database();
    const names = createFilmNames({ db, storage: createDiskStorage("/nonexistent") });
    const saved = await savePronunciation(db, {
      language: "en",
      spelling: " Siobhán ",
      respelling: "shiv  awn",
      ipa: "",
      operator,
    });
    expect(saved).toMatchObject({
      outcome: "saved",
      pronunciation: { nameKey: "siobhan", spelling: "Siobhán", respelling: "shiv awn", ipa: null },
    });
    // A film spelling the name otherwise gets the pronunciation for its own spelling.
    expect(await names.pronunciation("en", "SIOBHAN")).toEqual({ word: "SIOBHAN", respelling: "shiv awn" });
    expect(await names.pronunciation("es", "Siobhán")).toBeUndefined();

    await savePronunciation(db, {
      language: "en",
      spelling: "siobhan",
      respelling: "",
      ipa: "ʃɪˈvɔːn",
      operator,
    });
    expect(await names.pronunciation("en", "Siobhán")).toEqual({ word: "Siobhán", ipa: "ʃɪˈvɔːn" });
    expect((await loadPronunciations(db)).filter((entry) => entry.nameKey === "siobhan")).toHaveLength(1);

    expect(
      await savePronunciation(db, {
        language: "en",
        spelling: "Siobhán",
        respelling: " ",
        ipa: "",
        operator,
      }),
    ).toMatchObject({ outcome: "cleared" });
    expect(await names.pronunciation("en", "Siobhán")).toBeUndefined();
    expect(
      await savePronunciation(db, { language: "en", spelling: "Siobhán", respelling: "", ipa: "", operator }),
    ).toBeUndefined();
  });

  it("refuses markup, digits, overlong text and what is not one name, and saves nothing", async () => {
    const { db } = database();
    const before = await loadPronunciations(db);
    const attempts = [
      { respelling: '<break time="9s"/>', ipa: "", refused: PronunciationRefused },
      { respelling: "shiv awn 2", ipa: "", refused: PronunciationRefused },
      { respelling: "a".repeat(81), ipa: "", refused: PronunciationRefused },
      { respelling: "", ipa: 'ʃɪ"/><x', refused: PronunciationRefused },
    ];
    for (const { respelling, ipa, refused } of attempts) {
      await expect(
        savePronunciation(db, { language: "es", spelling: "Niamh", respelling, ipa, operator }),
      ).rejects.toBeInstanceOf(refused);
    }
    await expect(
      savePronunciation(db, { language: "es", spelling: " ", respelling: "nee av", ipa: "", operator }),
    ).rejects.toBeInstanceOf(NameNotFileable);
    expect(await loadPronunciations(db)).toEqual(before);
  });
});

describe("listening before saving", () => {
  const voices = offlineVoices();

  it("lists the voices of each language in the films' order", () => {
    expect(voicesFor(voices, "en").map((voice) => voice.engine)).toEqual([
      "festival",
      "espeak-ng",
      "espeak-ng-wasm",
    ]);
    expect(voicesFor(voices, "es").map((voice) => voice.engine)).toEqual(["espeak-ng", "espeak-ng-wasm"]);
  });

  it("has a voice say the name with the respelling typed, and says why a voice cannot", async () => {
    const say = (respelling: string, engine = "festival") =>
      sayNameWith(voices, { language: "en", spelling: "Niamh", respelling, ipa: "", engine });
    const asWritten = await say("");
    const respelled = await say("neeve");
    expect(respelled.byteLength).toBeGreaterThan(1000);
    expect(Buffer.from(respelled).equals(Buffer.from(asWritten))).toBe(false);
    expect(Buffer.from(await say("neeve")).equals(Buffer.from(respelled))).toBe(true);
    await expect(say("neeve", "polly")).rejects.toBeInstanceOf(VoiceCannotSay);
    await expect(
      sayNameWith(voices, { language: "es", spelling: "Niamh", respelling: "", ipa: "", engine: "festival" }),
    ).rejects.toMatchObject({ reason: "unknown-voice" });
  });
});
