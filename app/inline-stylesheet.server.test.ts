import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { builtAssetReader, inlineStylesheet } from "./inline-stylesheet.server.ts";

const LINK = '<link rel="stylesheet" href="/assets/app-x1.css" data-precedence="default"/>';
const page = `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${LINK}<title>Santa</title></head><body></body></html>`;

describe("inlineStylesheet", () => {
  it("writes the stylesheet at the end of the head and keeps its link, disabled, for React", () => {
    const html = inlineStylesheet(page, (href) =>
      href === "/assets/app-x1.css" ? "body{color:red}" : undefined,
    );
    expect(html).toBe(
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/app-x1.css" data-precedence="default" disabled=""/><title>Santa</title><style>body{color:red}</style></head><body></body></html>',
    );
  });

  it("keeps the plain link when the file cannot be read, as in development", () => {
    expect(inlineStylesheet(page, () => undefined)).toBe(page);
  });

  it("keeps the plain link for a stylesheet that would end its own element", () => {
    expect(inlineStylesheet(page, () => "a{}</style><script>alert(1)</script>")).toBe(page);
  });

  it("copies `$` sequences in the stylesheet as they are", () => {
    expect(inlineStylesheet(page, () => 'a::after{content:"$&$1"}')).toContain(
      '<style>a::after{content:"$&$1"}</style>',
    );
  });
});

describe("builtAssetReader", () => {
  it("reads an asset from the build's client folder once, and says when there is none", () => {
    const client = mkdtempSync(path.join(tmpdir(), "client-"));
    mkdirSync(path.join(client, "assets"));
    writeFileSync(path.join(client, "assets", "app-x1.css"), "p{margin:0}");
    const read = builtAssetReader(client);
    expect(read("/assets/app-x1.css")).toBe("p{margin:0}");
    expect(read("/assets/missing.css")).toBeUndefined();
  });
});
