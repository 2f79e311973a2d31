import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadManifest } from "../manifest/manifest-schema.ts";
import { photoShares, planFilm } from "./film-plan.ts";

const manifest = loadManifest(path.join(import.meta.dirname, "..", "templates", "short"));

describe("planFilm", () => {
  it("gives each photo its own segment and keeps the film's length", () => {
    const plan = planFilm(manifest, "sleigh", 4);
    expect(plan.frames).toBe(29 * 30);
    expect(plan.segments.filter((s) => s.kind === "photo")).toHaveLength(4);
  });

  it("shows the magic book when there are no photos", () => {
    const plan = planFilm(manifest, "workshop", 0);
    expect(plan.segments.some((s) => s.kind === "card" && s.card === "magic-book")).toBe(true);
    expect(plan.frames).toBe(29 * 30);
  });

  it("splits a scene's frames evenly", () => {
    expect(photoShares(180, 7)).toEqual([25, 25, 25, 25, 25, 25, 30]);
  });

  it("starts a photo where Santa's line about it starts, and shares the rest among the photos after", () => {
    expect(photoShares(300, 4, [90, 200])).toEqual([90, 110, 50, 50]);
    expect(photoShares(300, 2, [90, 200])).toEqual([90, 210]);
    // A cut out of order or leaving no room is ignored from there on.
    expect(photoShares(300, 3, [90, 60])).toEqual([90, 105, 105]);
    expect(photoShares(100, 3, [99])).toEqual([33, 33, 34]);
  });

  it("gives a scene the length its speech grew it to", () => {
    const plan = planFilm(manifest, "sleigh", 2, { seconds: new Map([["title", 4.5]]), photoCuts: [60] });
    expect(plan.frames).toBe(29 * 30 + 75);
    expect(plan.segments.find((s) => s.sceneId === "title")?.frames).toBe(135);
    expect(plan.segments.filter((s) => s.kind === "photo").map((s) => s.frames)).toEqual([60, 120]);
  });
});
