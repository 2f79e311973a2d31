// The fonts text is drawn with: DejaVu Sans from an npm package, so a fresh machine needs no system fonts.
import { createRequire } from "node:module";
import path from "node:path";

const FILES = { regular: "DejaVuSans.ttf", bold: "DejaVuSans-Bold.ttf" } as const;

export type FontWeight = keyof typeof FILES;

export function fontFile(weight: FontWeight): string {
  const packageJson = createRequire(import.meta.url).resolve("dejavu-fonts-ttf/package.json");
  return path.join(path.dirname(packageJson), "ttf", FILES[weight]);
}
