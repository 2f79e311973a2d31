// The parent's spelling of how the name sounds, in a real film (the short test template, Debian's
// ffmpeg, the offline voices): Santa says the name differently with it, while the captions keep the
// name as written; the library's pronunciation gives way to it (decision 071).
import { readFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { portraitColours } from "#domain/child-colours.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { createFilmNames } from "../names/film-names.ts";
import { savePronunciation } from "../names/name-pronunciations.ts";
import { createDiskStorage } from "../storage/disk-storage.ts";
import type { FilmOrder } from "./film-renderer.ts";
import { shortTemplateRenderer } from "./short-renderer.test-support.ts";

const root = await mkdtemp(path.join(tmpdir(), "name-spelling-"));
afterAll(() => rm(root, { recursive: true, force: true }));
const storage = createDiskStorage(path.join(root, "files"));
// Two real renders of the short template (and its preparation on a first run) on a busy 2-core machine.
const RENDERS = 400_000;

const [driver] = testDatabaseDrivers();

describe(`the parent's spelling of the name on ${driver!.kind}`, () => {
  const database = useTestDatabase(driver!);

  it(
    "changes how Santa says the name in the film, never the captions",
    async () => {
      const { db } = database();
      const renderer = shortTemplateRenderer({ db, storage });
      const film = async (name: string, namePronunciation: string | null) => {
        const workDir = await mkdtemp(path.join(root, "film-"));
        const order: FilmOrder = {
          child: { name: "Siobhán", age: 7, achievements: "", wishes: "", message: "" },
          namePronunciation,
          looks: portraitColours({ eyeColour: "green", hairColour: "red" }),
          language: "en",
          siblingIndex: 0,
          photos: [],
          workDir: path.join(workDir, "render"),
          outputPath: path.join(workDir, `${name}.mp4`),
          onProgress: () => {},
        };
        const rendered = await renderer.render(order);
        return { phrases: rendered.personalPhrases, captions: await readFile(rendered.captionsPath, "utf8") };
      };

      const written = await film("written", null);
      const spelt = await film("spelt", "Shiv-awn");
      // The name's phrases are said, and kept, by how they sound: another sound, other phrases.
      expect(spelt.phrases.length).toBeGreaterThan(0);
      expect(spelt.phrases).not.toEqual(written.phrases);
      // The captions read the name as written, in every line that names the child; only their times
      // move, as the name takes another time to say.
      const words = (captions: string) => captions.split("\n").filter((line) => !line.includes("-->"));
      expect(words(spelt.captions)).toEqual(words(written.captions));
      expect(spelt.captions).not.toBe(written.captions);
      expect(words(spelt.captions).filter((line) => line.includes("Siobhán"))).toHaveLength(2);
      expect(spelt.captions).not.toMatch(/shiv/i);
    },
    RENDERS,
  );

  it("wins over the library's pronunciation, which still says the name spelt by no parent", async () => {
    const { db } = database();
    const names = createFilmNames({ db, storage });
    await savePronunciation(db, {
      language: "en",
      spelling: "Siobhán",
      respelling: "",
      ipa: "ʃɪˈvɔːn",
      operator: "elf@console.example",
    });
    expect(await names.pronunciation("en", "Siobhán", "Shiv-awn")).toEqual({
      word: "Siobhán",
      respelling: "Shiv-awn",
    });
    expect(await names.pronunciation("en", "Siobhán", null)).toEqual({ word: "Siobhán", ipa: "ʃɪˈvɔːn" });
    expect(await names.pronunciation("en", "Mia", "Mee-ah")).toEqual({ word: "Mia", respelling: "Mee-ah" });
  });
});
