import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ManifestInvalid } from "../runs/errors.ts";
import { loadManifest, parseManifest } from "./manifest-schema.ts";

const shortDir = path.join(import.meta.dirname, "..", "templates", "short");
const valid = () => JSON.parse(readFileSync(path.join(shortDir, "manifest.json"), "utf8"));

describe("the manifest schema", () => {
  it("accepts the shipped templates, with at least two storylines each", () => {
    for (const dir of ["short", "demo", "samples"]) {
      expect(
        loadManifest(path.join(import.meta.dirname, "..", "templates", dir)).storylines.length,
      ).toBeGreaterThanOrEqual(2);
    }
  });

  it("names the bad field", () => {
    const manifest = valid();
    manifest.scenes.intro.seconds = 1.01;
    const error = (() => {
      try {
        parseManifest(manifest, "manifest.json");
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ManifestInvalid);
    expect((error as ManifestInvalid).field).toBe("scenes.intro.seconds");
    expect((error as Error).message).toContain("whole number of frames");
  });

  it("knows the drawn footage scenes, and no longer the test patterns", () => {
    const manifest = valid();
    for (const kind of ["north-pole", "workshop", "reindeer", "sleigh", "finale"]) {
      manifest.scenes.intro.placeholder = kind;
      expect(parseManifest(manifest, "m").scenes.intro).toMatchObject({ placeholder: kind });
    }
    manifest.scenes.intro.placeholder = "testsrc2";
    // The scene is a union of kinds, so zod names the scene rather than the field.
    expect(() => parseManifest(manifest, "m")).toThrow(/"scenes\.intro"/);
  });

  it("refuses a storyline naming a scene that does not exist, and media outside the folder", () => {
    const manifest = valid();
    manifest.storylines[1].scenes[2] = "nope";
    expect(() => parseManifest(manifest, "m")).toThrow(/storylines\.1\.scenes\.2.*no scene "nope"/);
    const escaping = valid();
    escaping.scenes.intro.clip = "../../etc/passwd";
    expect(() => parseManifest(escaping, "m")).toThrow(/scenes\.intro\.clip/);
  });

  describe("Santa's script", () => {
    const script = (manifest: ReturnType<typeof valid>, language = "en") =>
      manifest.storylines[0].languages[language].script;
    const problem = (manifest: unknown) => {
      try {
        parseManifest(manifest, "m");
      } catch (e) {
        return e instanceof ManifestInvalid ? `${e.field}: ${e.message}` : String(e);
      }
      return "";
    };

    it("says personal lines only in personal scenes, with one slot and a fallback that exists", () => {
      const inFixed = valid();
      script(inFixed).scenes.intro.push({
        id: "x",
        kind: "personal",
        say: "Hi, {name}!",
        fallback: "hello-friend",
      });
      expect(problem(inFixed)).toMatch(/script\.scenes\.intro\.1.*a fixed scene says only fixed lines/);

      const twoSlots = valid();
      script(twoSlots).scenes.title[0].say = "Hi, {name}, {age}!";
      expect(problem(twoSlots)).toMatch(/scenes\.title\.0\.say.*exactly one slot/);

      const noFallback = valid();
      script(noFallback).scenes.title[0].fallback = "nope";
      expect(problem(noFallback)).toMatch(/scenes\.title\.0\.fallback.*no fallback "nope"/);
    });

    it("refuses digits and markup in what Santa says, ids used twice and scenes not in the storyline", () => {
      const digits = valid();
      script(digits, "es").scenes.intro[0].say = "Tengo 3 renos";
      expect(problem(digits)).toMatch(/languages\.es\.script\.scenes\.intro\.0\.say.*no digits/);

      const twice = valid();
      script(twice).scenes.middle[0].id = "hello";
      expect(problem(twice)).toMatch(/scenes\.middle\.0\.id.*"hello" is used twice/);

      const elsewhere = valid();
      script(elsewhere).scenes.nowhere = [{ id: "y", kind: "fixed", say: "Hello" }];
      expect(problem(elsewhere)).toMatch(/"nowhere" is not a scene of this storyline/);

      const unused = valid();
      script(unused).fallbacks.spare = "Hello";
      expect(problem(unused)).toMatch(/script\.fallbacks\.spare.*no line falls back to it/);

      const photoElsewhere = valid();
      photoElsewhere.storylines[0].languages.en.script.scenes.title.push({
        id: "p",
        kind: "photos",
        say: ["Look!"],
        max: 2,
        fallback: "magic-book",
      });
      expect(problem(photoElsewhere)).toMatch(/scenes\.title\.1.*a photos line belongs in the photos scene/);

      const pluralAge = valid();
      script(pluralAge).scenes.title[0].say = { one: "A year", other: "You are {age}" };
      expect(problem(pluralAge)).toMatch(/plural forms are for \{photoCount\}/);

      const late = valid();
      script(late).scenes.intro[0].at = 3;
      expect(problem(late)).toMatch(/scenes\.intro\.0\.at.*past the scene's end/);
    });
  });
});
