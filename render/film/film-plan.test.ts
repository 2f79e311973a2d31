import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadManifest } from "../template/manifest-schema.ts";
import { photoShares, planFilm } from "./film-plan.ts";

const manifest = loadManifest(path.join(import.meta.dirname, "..", "templates", "short"));

describe("planFilm", () => {
  it("gives each photo its own segment and keeps the film's length", () => {
    const plan = planFilm(manifest, "sleigh", 4);
    expect(plan.frames).toBe(26 * 30);
    expect(plan.segments.filter((s) => s.kind === "photo")).toHaveLength(4);
  });

  it("shows the magic book when there are no photos", () => {
    const plan = planFilm(manifest, "workshop", 0);
    expect(plan.segments.some((s) => s.kind === "card" && s.card === "magic-book")).toBe(true);
    expect(plan.frames).toBe(26 * 30);
  });

  it("splits a scene's frames evenly", () => {
    expect(photoShares(180, 7)).toEqual([25, 25, 25, 25, 25, 25, 30]);
  });
});
