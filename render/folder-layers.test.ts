// The folders of render/ are layers: a file imports from its own folder or one below it, never one
// above, so no two folders use each other. Read from the imports of every file under render/, tests
// included (ARCHITECTURE.md, "render/, layer by layer"; decision 068).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/** Bottom first; "." is render/'s own files (renderFilm, speakScript), the top. */
const RENDER_LAYERS = [
  "runs",
  "ffmpeg",
  "audio",
  "manifest",
  "script",
  "voice",
  "santa",
  "scenes",
  "template",
  "film",
  ".",
] as const;

/** What render/ may import from the rest of the repository. */
const OUTSIDE = ["#domain/", "#art/"];

const RENDER = path.resolve(import.meta.dirname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** A file's layer: the first folder under render/ it sits in, or "." for render/'s own files. */
function layerOf(file: string): string {
  const [first, ...rest] = path.relative(RENDER, file).split(path.sep);
  return rest.length === 0 ? "." : (first as string);
}

/** Every module a file names: static imports and exports, `import()` and `import type` alike. */
function importsOf(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);
}

interface Arrow {
  file: string;
  specifier: string;
  from: string;
  to: string;
}

/** Each import from a file of one layer into another layer of render/, or out of render/. */
function arrowsOf(file: string, source: string): Arrow[] {
  const from = layerOf(file);
  const relative = path.relative(RENDER, file);
  return importsOf(source).flatMap((specifier): Arrow[] => {
    let target: string;
    if (specifier.startsWith(".")) target = path.resolve(path.dirname(file), specifier);
    else if (specifier.startsWith("#render/")) target = path.join(RENDER, specifier.slice("#render/".length));
    else if (specifier.startsWith("#"))
      return OUTSIDE.some((allowed) => specifier.startsWith(allowed))
        ? []
        : [{ file: relative, specifier, from, to: specifier }];
    else return [];
    if (path.relative(RENDER, target).startsWith(".."))
      return [{ file: relative, specifier, from, to: "outside" }];
    const to = layerOf(target);
    return to === from ? [] : [{ file: relative, specifier, from, to }];
  });
}

/** The arrows that break the layering: into a layer above, into an undeclared one, or out of render/. */
function wrongArrows(arrows: readonly Arrow[], layers: readonly string[] = RENDER_LAYERS): string[] {
  const rank = (layer: string) => layers.indexOf(layer);
  return arrows
    .filter(({ from, to }) => rank(from) < 0 || rank(to) < 0 || rank(to) > rank(from))
    .map(({ file, specifier, from, to }) => `${file} (${from}) imports ${specifier} (${to})`);
}

describe("render/'s folders", () => {
  const files = sourceFiles(RENDER);
  const arrows = files.flatMap((file) => arrowsOf(file, readFileSync(file, "utf8")));

  it("are each a declared layer", () => {
    const undeclared = [...new Set(files.map(layerOf))].filter(
      (layer) => !(RENDER_LAYERS as readonly string[]).includes(layer),
    );
    expect(undeclared).toEqual([]);
  });

  it("import only their own layer, the layers below, domain/ and art/", () => {
    expect(wrongArrows(arrows)).toEqual([]);
  });

  it("use each other one way: no two folders import each other", () => {
    const pairs = new Set(arrows.map(({ from, to }) => `${from} -> ${to}`));
    const both = [...pairs].filter((pair) => {
      const [from, to] = pair.split(" -> ");
      return pairs.has(`${to} -> ${from}`);
    });
    expect(both).toEqual([]);
  });

  it("catch an upward import, an undeclared folder and a way out of render/", () => {
    const upward = arrowsOf(path.join(RENDER, "ffmpeg/x.ts"), 'import { a } from "../film/film-plan.ts";');
    expect(wrongArrows(upward)).toEqual(["ffmpeg/x.ts (ffmpeg) imports ../film/film-plan.ts (film)"]);
    const dynamic = arrowsOf(
      path.join(RENDER, "audio/x.ts"),
      'const m = await import("#render/voice/a.ts");',
    );
    expect(wrongArrows(dynamic)).toHaveLength(1);
    const typeOnly = arrowsOf(path.join(RENDER, "script/x.ts"), 'import type { T } from "../scenes/a.ts";');
    expect(wrongArrows(typeOnly)).toHaveLength(1);
    expect(wrongArrows(arrowsOf(path.join(RENDER, "new/x.ts"), 'import "../ffmpeg/a.ts";'))).toHaveLength(1);
    expect(wrongArrows(arrowsOf(path.join(RENDER, "x.ts"), 'import "#server/config.ts";'))).toHaveLength(1);
    expect(wrongArrows(arrowsOf(path.join(RENDER, "x.ts"), 'import "../server/config.ts";'))).toHaveLength(1);
    expect(wrongArrows(arrowsOf(path.join(RENDER, "film/x.ts"), 'import "../ffmpeg/a.ts";'))).toEqual([]);
  });
});
