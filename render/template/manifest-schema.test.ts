import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ManifestInvalid } from "../errors.ts";
import { loadManifest, parseManifest } from "./manifest-schema.ts";

const shortDir = path.join(import.meta.dirname, "..", "templates", "short");
const valid = () => JSON.parse(readFileSync(path.join(shortDir, "manifest.json"), "utf8"));

describe("the manifest schema", () => {
  it("accepts both shipped templates, with at least two storylines each", () => {
    for (const dir of ["short", "demo"]) {
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
});
