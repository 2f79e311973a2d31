// The prepared template's content key: the same template gives the same key on any machine, and
// whatever changes the prepared files (an operator's footage, a scene's length) gives another.
import { createHash } from "node:crypto";
import { cp, mkdir, mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadManifest } from "../manifest/manifest-schema.ts";
import { sourceDigests, templateContentKey, templateSources } from "./template-key.ts";

const SHORT = path.join(import.meta.dirname, "..", "templates", "short");
const manifest = loadManifest(SHORT);
const root = await mkdtemp(path.join(tmpdir(), "template-key-"));
afterAll(() => rm(root, { recursive: true, force: true }));

const none = Object.fromEntries(templateSources(manifest).map((file) => [file, null]));
const sha = (text: string) => createHash("sha256").update(text).digest("hex");

describe("templateSources", () => {
  it("names each scene's footage or art and each storyline's music once", () => {
    const sources = templateSources(manifest);
    expect(sources).toContain("clips/intro.mp4");
    expect(sources).toContain("art/magic-book.png");
    expect(sources).toContain("audio/workshop-es.flac");
    // The achievements and the wishes share their art.
    expect(sources.filter((file) => file === "art/list.png")).toHaveLength(1);
    expect(sources).toEqual([...sources].sort());
  });
});

describe("templateContentKey", () => {
  it("is the same for the same template, and 128 bits of hex", () => {
    const copy = structuredClone(manifest);
    expect(templateContentKey(copy, { ...none })).toBe(templateContentKey(manifest, none));
    expect(templateContentKey(manifest, none)).toMatch(/^[0-9a-f]{32}$/);
  });

  it("changes with an operator's own footage, and with its contents", () => {
    const placeholder = templateContentKey(manifest, none);
    const own = templateContentKey(manifest, { ...none, "clips/intro.mp4": sha("footage") });
    const retouched = templateContentKey(manifest, { ...none, "clips/intro.mp4": sha("footage, retouched") });
    expect(new Set([placeholder, own, retouched]).size).toBe(3);
  });

  it("changes with the manifest, and not with a file preparing never reads", () => {
    const longer = structuredClone(manifest);
    const intro = longer.scenes.intro!;
    intro.seconds += 2;
    expect(templateContentKey(longer, none)).not.toBe(templateContentKey(manifest, none));
    expect(templateContentKey(manifest, { ...none, "notes.txt": sha("to do") })).toBe(
      templateContentKey(manifest, none),
    );
  });
});

describe("sourceDigests", () => {
  it("reads contents, not times: two machines' copies of one folder give one key", async () => {
    const here = path.join(root, "here");
    const there = path.join(root, "there");
    await cp(SHORT, here, { recursive: true });
    await mkdir(path.join(here, "art"));
    await writeFile(path.join(here, "art", "title.png"), "an operator's title art");
    await cp(here, there, { recursive: true });
    const later = new Date(Date.now() + 60_000);
    await utimes(path.join(there, "art", "title.png"), later, later);

    const digests = await sourceDigests(here, manifest);
    expect(digests["art/title.png"]).toBe(sha("an operator's title art"));
    expect(digests["clips/intro.mp4"]).toBeNull();
    expect(templateContentKey(manifest, await sourceDigests(there, manifest))).toBe(
      templateContentKey(manifest, digests),
    );
    expect(templateContentKey(manifest, digests)).not.toBe(templateContentKey(manifest, none));
  });
});
